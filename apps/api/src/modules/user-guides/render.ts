import {
  KPI_GUIDE_GROUPS,
  KPI_GUIDE_KEYS,
  LOCALES,
  SCREEN_GUIDE_KEYS,
  USER_GUIDE_AUDIENCE,
  type KpiGuideGroup,
  type Locale,
  type UserGuideModalView,
  type UserGuideSection,
} from '@rlo/contract';
import { GUIDE_CONTENT } from './content';
import { GROUP_MEMBERS, KPI_META, SCREEN_META } from './content/meta';
import type { KpiText, LocaleContent, ScreenText } from './content/types';

/** One row of user_guides, as the content defines it. */
export interface GuideRow {
  section: UserGuideSection;
  guideKey: string;
  kpiGroup: KpiGuideGroup | null;
  audience: string;
  locale: Locale;
  title: string;
  html: string;
  modalView: UserGuideModalView;
  comingSoon: boolean;
}

/** A dashboard section's guide is a KPI guide keyed "group.<section>". */
export const groupKey = (group: KpiGuideGroup) => `group.${group}`;

const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

function screenHtml(text: ScreenText, c: LocaleContent): string {
  if (!text.intro) return '';
  const tip = text.tip ? `<h3>${c.labels.tip}</h3><p>${text.tip}</p>` : '';
  const points = text.points.length > 0 ? `<h3>${c.labels.onThisScreen}</h3>${list(text.points)}` : '';
  return `<p>${text.intro}</p>${points}${tip}`;
}

function kpiHtml(text: KpiText, c: LocaleContent): string {
  const { labels: l } = c;
  return [
    [l.what, text.what],
    [l.formula, text.formula],
    [l.read, text.read],
    [l.tip, text.tip],
  ]
    .map(([heading, body]) => `<h3>${heading}</h3><p>${body}</p>`)
    .join('');
}

function groupHtml(group: KpiGuideGroup, c: LocaleContent): string {
  const items = GROUP_MEMBERS[group].map((key) => `<strong>${c.kpis[key].title}</strong> — ${c.kpis[key].what}`);
  return `<p>${c.groups[group].intro}</p><h3>${c.labels.kpisInSection}</h3>${list(items)}`;
}

/** Every guide row of every locale: screens, KPIs and dashboard sections. */
export function renderGuides(): GuideRow[] {
  const base = { audience: USER_GUIDE_AUDIENCE };
  return LOCALES.flatMap((locale) => {
    const c = GUIDE_CONTENT[locale];
    const screens = SCREEN_GUIDE_KEYS.map((key): GuideRow => {
      const meta = SCREEN_META[key];
      const comingSoon = meta.comingSoon ?? false;
      const html = comingSoon ? '' : screenHtml(c.screens[key], c);
      return { ...base, section: 'SCREEN', guideKey: key, kpiGroup: null, locale, title: c.screens[key].title, html, modalView: meta.modalView, comingSoon };
    });
    const kpis = KPI_GUIDE_KEYS.map((key): GuideRow => {
      const meta = KPI_META[key];
      return { ...base, section: 'KPI', guideKey: key, kpiGroup: meta.group, locale, title: c.kpis[key].title, html: kpiHtml(c.kpis[key], c), modalView: meta.modalView, comingSoon: false };
    });
    const groups = KPI_GUIDE_GROUPS.map((group): GuideRow => ({
      ...base,
      section: 'KPI',
      guideKey: groupKey(group),
      kpiGroup: group,
      locale,
      title: c.groups[group].title,
      html: groupHtml(group, c),
      modalView: 100,
      comingSoon: false,
    }));
    return [...screens, ...kpis, ...groups];
  });
}
