import { and, eq, notInArray, sql } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { USER_GUIDE_AUDIENCE } from '@rlo/contract';
import type { AppDeps } from '../../deps';
import { renderGuides } from './render';

const { userGuides } = schema;

/** The columns a guide's content fills, as [drizzle key, SQL column]. */
const CONTENT = [
  ['kpiGroup', 'kpi_group'],
  ['audience', 'audience'],
  ['title', 'title'],
  ['html', 'html'],
  ['modalView', 'modal_view'],
  ['comingSoon', 'coming_soon'],
] as const;

/**
 * Writes the guides of the code into user_guides at start-up: one upsert by section + key + locale,
 * so a restart after a content change updates those rows and a run without changes writes nothing.
 * Rows of guides that no longer exist in the code are removed, so the table is always the current
 * content.
 */
export async function syncUserGuides(deps: Pick<AppDeps, 'database'>): Promise<number> {
  const rows = renderGuides();
  const { db } = deps.database;
  await db.transaction(async (tx) => {
    await tx
      .insert(userGuides)
      .values(rows)
      .onConflictDoUpdate({
        target: [userGuides.section, userGuides.guideKey, userGuides.locale],
        set: Object.fromEntries(CONTENT.map(([key, column]) => [key, sql.raw(`excluded.${column}`)])),
        // Unchanged guides are left as they are: a restart rewrites only what the code changed.
        setWhere: sql.raw(
          `(${CONTENT.map(([, c]) => `user_guides.${c}`).join(', ')}) IS DISTINCT FROM (${CONTENT.map(([, c]) => `excluded.${c}`).join(', ')})`,
        ),
      });
    const keys = [...new Set(rows.map((row) => row.guideKey))];
    await tx.delete(userGuides).where(and(eq(userGuides.audience, USER_GUIDE_AUDIENCE), notInArray(userGuides.guideKey, keys)));
  });
  return rows.length;
}
