import { and, asc, eq, inArray } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { EXCLUDED_CATEGORY_ID, type CategoryType } from '@rlo/contract';
import type { AppDeps } from '../../deps';

const { categories, dashboardCategories, mappedCategories } = schema;

const idsOf = (list: string) => (list === '' ? [] : list.split(',').map(Number));

/**
 * The reported categories of a location, each with the sms categories it sums: an sms category
 * stands for itself; a dashboard category for the sms categories mapped onto it there. Ids that are
 * not categories of the location (or not dashboard categories), and -1, are left out.
 */
export async function reportedCategories(
  deps: AppDeps,
  partnerId: number,
  locationId: number,
  type: CategoryType,
  requested: readonly number[],
): Promise<Map<number, number[]>> {
  const { db } = deps.database;
  const ids = [...new Set(requested.filter((id) => id !== EXCLUDED_CATEGORY_ID && id > 0))];
  if (ids.length === 0) return new Map();
  if (type === 'sms') {
    const rows = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.partnerId, partnerId), eq(categories.locationId, locationId), inArray(categories.id, ids)))
      .orderBy(asc(categories.id));
    return new Map(rows.map(({ id }) => [id, [id]]));
  }
  const [known, mappings] = await Promise.all([
    db.select({ id: dashboardCategories.id }).from(dashboardCategories).where(inArray(dashboardCategories.id, ids)).orderBy(asc(dashboardCategories.id)),
    db
      .select({ dashboardCategoryId: mappedCategories.dashboardCategoryId, mappedCategory: mappedCategories.mappedCategory })
      .from(mappedCategories)
      .where(
        and(
          eq(mappedCategories.partnerId, partnerId),
          eq(mappedCategories.locationId, locationId),
          inArray(mappedCategories.dashboardCategoryId, ids),
        ),
      ),
  ]);
  const mapped = new Map(mappings.map((m) => [m.dashboardCategoryId, idsOf(m.mappedCategory)]));
  return new Map(known.map(({ id }) => [id, mapped.get(id) ?? []]));
}

/** sms category id → the reported category it counts under. */
export function reverseOf(scope: Map<number, number[]>): Map<number, number> {
  const reverse = new Map<number, number>();
  for (const [reported, smsIds] of scope) for (const sms of smsIds) reverse.set(sms, reported);
  return reverse;
}
