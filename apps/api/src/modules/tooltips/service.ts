import { and, eq, inArray, sql } from 'drizzle-orm';
import { schema } from '@rlo/db';
import type { AppDeps } from '../../deps';

const { tooltips } = schema;

/** The partner's own tooltip texts by key; keys without a text of their own are left out. */
export async function tooltipsOf(deps: AppDeps, partnerId: number): Promise<Record<string, string>> {
  const rows = await deps.database.db.select().from(tooltips).where(eq(tooltips.partnerId, partnerId));
  return Object.fromEntries(rows.map((row) => [row.tooltipKey, row.text]));
}

/** Saves texts by key, in one transaction: an empty text removes the partner's own (the default shows again). */
export async function saveTooltips(deps: AppDeps, partnerId: number, texts: Record<string, string>): Promise<Record<string, string>> {
  const entries = Object.entries(texts);
  const cleared = entries.filter(([, text]) => text === '').map(([key]) => key);
  const kept = entries.filter(([, text]) => text !== '');
  await deps.database.db.transaction(async (tx) => {
    if (cleared.length > 0) await tx.delete(tooltips).where(and(eq(tooltips.partnerId, partnerId), inArray(tooltips.tooltipKey, cleared)));
    if (kept.length > 0)
      await tx
        .insert(tooltips)
        .values(kept.map(([tooltipKey, text]) => ({ partnerId, tooltipKey, text })))
        .onConflictDoUpdate({ target: [tooltips.partnerId, tooltips.tooltipKey], set: { text: sql`excluded.text` } });
  });
  return tooltipsOf(deps, partnerId);
}
