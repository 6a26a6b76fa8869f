import { and, eq, notInArray, sql } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { USER_GUIDE_AUDIENCE } from '@rlo/contract';
import type { AppDeps } from '../../deps';
import { renderGuides } from './render';

const { userGuides } = schema;

/**
 * Writes the guides of the code into user_guides at start-up: one upsert by section + key + locale,
 * so a restart after a content change updates the rows and a second run changes nothing. Rows of
 * guides that no longer exist in the code are removed, so the table is always the current content.
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
        set: {
          kpiGroup: sql.raw('excluded.kpi_group'),
          audience: sql.raw('excluded.audience'),
          title: sql.raw('excluded.title'),
          html: sql.raw('excluded.html'),
          modalView: sql.raw('excluded.modal_view'),
          comingSoon: sql.raw('excluded.coming_soon'),
        },
      });
    const keys = [...new Set(rows.map((row) => row.guideKey))];
    await tx.delete(userGuides).where(and(eq(userGuides.audience, USER_GUIDE_AUDIENCE), notInArray(userGuides.guideKey, keys)));
  });
  return rows.length;
}
