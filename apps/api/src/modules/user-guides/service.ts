import { and, asc, eq, inArray } from 'drizzle-orm';
import { schema } from '@rlo/db';
import {
  DEFAULT_LOCALE,
  USER_GUIDE_AUDIENCE,
  type KpiGuideGroup,
  type Locale,
  type UserGuide,
  type UserGuideIndex,
  type UserGuideModalView,
  type UserGuideSection,
  type UserGuideSummary,
} from '@rlo/contract';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/http-error';
import { firstParagraph, sanitizeGuideHtml } from './sanitize';

const { userGuides } = schema;
type Row = typeof userGuides.$inferSelect;

function toGuide(row: Row, locale: Locale): UserGuide {
  return {
    section: row.section as UserGuideSection,
    key: row.guideKey,
    kpiGroup: row.kpiGroup as KpiGuideGroup | null,
    locale,
    title: row.title,
    modalView: row.modalView as UserGuideModalView,
    html: row.comingSoon ? '' : sanitizeGuideHtml(row.html),
    comingSoon: row.comingSoon,
  };
}

/** One guide in the locale, or in en_US when that locale has no row for it. */
export async function findGuide(deps: AppDeps, section: UserGuideSection, key: string, locale: Locale): Promise<UserGuide> {
  const rows = await deps.database.db
    .select()
    .from(userGuides)
    .where(
      and(
        eq(userGuides.audience, USER_GUIDE_AUDIENCE),
        eq(userGuides.section, section),
        eq(userGuides.guideKey, key),
        inArray(userGuides.locale, [locale, DEFAULT_LOCALE]),
      ),
    );
  const row = rows.find((r) => r.locale === locale) ?? rows.find((r) => r.locale === DEFAULT_LOCALE);
  if (!row) throw notFound(`The user guide "${key}"`);
  return toGuide(row, row.locale as Locale);
}

function summaryOf(row: Row, locale: Locale): UserGuideSummary {
  const { html: _html, ...rest } = toGuide(row, locale);
  // The guide's opening paragraph: enough to search on and to recognise it in a list.
  const text = firstParagraph(row.html);
  return { ...rest, summary: text.length > 200 ? `${text.slice(0, 197).trimEnd()}…` : text };
}

/** Every guide of the audience in the locale (en_US where the locale has none), in content order. */
export async function guideIndex(deps: AppDeps, locale: Locale): Promise<UserGuideIndex> {
  const rows = await deps.database.db
    .select()
    .from(userGuides)
    .where(and(eq(userGuides.audience, USER_GUIDE_AUDIENCE), inArray(userGuides.locale, [locale, DEFAULT_LOCALE])))
    .orderBy(asc(userGuides.id));
  const chosen = new Map<string, Row>();
  for (const row of rows) {
    const id = `${row.section}:${row.guideKey}`;
    if (!chosen.has(id) || row.locale === locale) chosen.set(id, row);
  }
  const all = [...chosen.values()].map((row) => summaryOf(row, row.locale as Locale));
  return {
    locale,
    screens: all.filter((g) => g.section === 'SCREEN'),
    kpis: all.filter((g) => g.section === 'KPI' && !g.key.startsWith('group.')),
    groups: all.filter((g) => g.key.startsWith('group.')),
  };
}
