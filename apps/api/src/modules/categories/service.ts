import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { schema } from '@rlo/db';
import type { SaveMappedCategory } from '@rlo/contract';
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../lib/http-error';
import { withinReach, type Reach } from '../../lib/reach';

const { categories, dashboardCategories, mappedCategories, locations } = schema;

const idsOf = (list: string) => (list === '' ? [] : list.split(',').map(Number));

export async function listDashboardCategories(deps: AppDeps) {
  return deps.database.db.select({ id: dashboardCategories.id, name: dashboardCategories.name }).from(dashboardCategories).orderBy(asc(dashboardCategories.id));
}

export async function listSmsCategories(deps: AppDeps, partnerId: number, locationId: number) {
  return deps.database.db
    .select({ categoryID: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.partnerId, partnerId), eq(categories.locationId, locationId)))
    .orderBy(asc(categories.name), asc(categories.id));
}

export async function listMappings(deps: AppDeps, partnerId: number, locationId: number, dashboardCategoryId?: number) {
  const where = [eq(mappedCategories.partnerId, partnerId), eq(mappedCategories.locationId, locationId)];
  if (dashboardCategoryId !== undefined) where.push(eq(mappedCategories.dashboardCategoryId, dashboardCategoryId));
  return deps.database.db.select().from(mappedCategories).where(and(...where)).orderBy(asc(mappedCategories.dashboardCategoryId));
}

/**
 * Stores the sms categories of one dashboard category at a location (one row per pair). An sms
 * category belongs to one dashboard category: saving it here takes it out of any other one.
 */
export async function saveMapping(deps: AppDeps, partnerId: number, locationId: number, input: SaveMappedCategory) {
  const wanted = [...new Set(idsOf(input.mappedCategory))];
  return deps.database.db.transaction(async (tx) => {
    const [dashboard] = await tx.select({ id: dashboardCategories.id }).from(dashboardCategories).where(eq(dashboardCategories.id, input.dashboardCategoryId));
    if (!dashboard) throw badRequest('Unknown dashboard category.', [{ path: 'dashboardCategoryId', message: 'no such dashboard category' }]);
    if (wanted.length > 0) {
      const own = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.partnerId, partnerId), eq(categories.locationId, locationId), inArray(categories.id, wanted)));
      if (own.length !== wanted.length) {
        throw badRequest('Some categories are not categories of this location.', [{ path: 'mappedCategory', message: 'unknown category id' }]);
      }
    }
    if (input.id !== undefined) {
      const [existing] = await tx
        .select({ dashboardCategoryId: mappedCategories.dashboardCategoryId })
        .from(mappedCategories)
        .where(and(eq(mappedCategories.id, input.id), eq(mappedCategories.partnerId, partnerId), eq(mappedCategories.locationId, locationId)));
      if (!existing) throw notFound('The mapped category');
      if (existing.dashboardCategoryId !== input.dashboardCategoryId) {
        throw badRequest('A mapping keeps its dashboard category.', [{ path: 'dashboardCategoryId', message: 'differs from the saved mapping' }]);
      }
    }
    // Take the categories out of the other dashboard categories of this location.
    const others = await tx
      .select()
      .from(mappedCategories)
      .where(and(eq(mappedCategories.partnerId, partnerId), eq(mappedCategories.locationId, locationId), ne(mappedCategories.dashboardCategoryId, input.dashboardCategoryId)));
    for (const other of others) {
      const kept = idsOf(other.mappedCategory).filter((id) => !wanted.includes(id));
      if (kept.length !== idsOf(other.mappedCategory).length) {
        await tx.update(mappedCategories).set({ mappedCategory: kept.join(',') }).where(eq(mappedCategories.id, other.id));
      }
    }
    const [row] = await tx
      .insert(mappedCategories)
      .values({ partnerId, locationId, dashboardCategoryId: input.dashboardCategoryId, mappedCategory: wanted.join(',') })
      .onConflictDoUpdate({ target: [mappedCategories.locationId, mappedCategories.dashboardCategoryId], set: { mappedCategory: wanted.join(',') } })
      .returning();
    return row;
  });
}

/** Deletes a mapping of the partner at a location the user may see; any other is not found. */
export async function deleteMapping(deps: AppDeps, reach: Reach, id: number) {
  const deleted = await deps.database.db
    .delete(mappedCategories)
    .where(and(eq(mappedCategories.id, id), eq(mappedCategories.partnerId, reach.partnerId), withinReach(reach, mappedCategories.locationId)))
    .returning({ id: mappedCategories.id });
  if (deleted.length === 0) throw notFound('The mapped category');
}

/** Each location of the partner the user may see, mapped when all its sms categories are (3-operations §4). */
export async function verifyMapping(deps: AppDeps, reach: Reach) {
  const { db } = deps.database;
  const { partnerId } = reach;
  const [locationRows, categoryRows, mappingRows] = await Promise.all([
    db.select({ id: locations.id }).from(locations).where(and(eq(locations.partnerId, partnerId), withinReach(reach, locations.id))).orderBy(asc(locations.id)),
    db.select({ id: categories.id, locationId: categories.locationId }).from(categories).where(eq(categories.partnerId, partnerId)),
    db.select({ locationId: mappedCategories.locationId, mappedCategory: mappedCategories.mappedCategory }).from(mappedCategories).where(eq(mappedCategories.partnerId, partnerId)),
  ]);
  const mapped = new Set(mappingRows.flatMap((row) => idsOf(row.mappedCategory)));
  return locationRows.map(({ id }) => ({
    locationId: id,
    mapped: categoryRows.filter((c) => c.locationId === id).every((c) => mapped.has(c.id)),
  }));
}
