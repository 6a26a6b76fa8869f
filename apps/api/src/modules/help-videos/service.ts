import { asc, eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { DEFAULT_LOCALE, type HelpVideo, type HelpVideoInput, type Locale } from '@rlo/contract';
import type { AppDeps } from '../../deps';

const { helpVideos } = schema;
type Row = typeof helpVideos.$inferSelect;

const toVideo = (row: Row): HelpVideo => ({
  id: row.id,
  title: row.title,
  description: row.description,
  url: row.url,
  position: row.position,
  locale: row.locale as Locale,
});

/** The operator's add-help-video command: one row, placed by position (then by when it was added). */
export async function addHelpVideo(deps: Pick<AppDeps, 'database'>, input: HelpVideoInput): Promise<HelpVideo> {
  const [row] = await deps.database.db
    .insert(helpVideos)
    .values({
      title: input.title,
      url: input.url,
      description: input.description ?? null,
      locale: input.locale ?? DEFAULT_LOCALE,
      position: input.position ?? 0,
    })
    .returning();
  return toVideo(row);
}

async function videosIn(deps: Pick<AppDeps, 'database'>, locale: Locale): Promise<HelpVideo[]> {
  const rows = await deps.database.db
    .select()
    .from(helpVideos)
    .where(eq(helpVideos.locale, locale))
    .orderBy(asc(helpVideos.position), asc(helpVideos.id));
  return rows.map(toVideo);
}

/** The videos of the locale; a locale without any videos gets the English ones rather than nothing. */
export async function listHelpVideos(deps: Pick<AppDeps, 'database'>, locale: Locale): Promise<HelpVideo[]> {
  const own = await videosIn(deps, locale);
  if (own.length > 0 || locale === DEFAULT_LOCALE) return own;
  return videosIn(deps, DEFAULT_LOCALE);
}
