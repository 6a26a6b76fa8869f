import { and, asc, eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import type { Location } from '@rlo/contract';
import type { AppDeps } from '../../deps';
import { withinReach, type Reach } from '../../lib/reach';

const { locations } = schema;
type LocationRow = typeof locations.$inferSelect;

export function toLocation(row: LocationRow): Location {
  return {
    id: row.id,
    name: row.name,
    address: row.address ?? null,
    city: row.city ?? null,
    state: row.state ?? null,
    zip: row.zip ?? null,
    timezone: row.timezone as Location['timezone'],
    isDisable: row.isDisable,
    subscriptions: (row.subscriptions ?? []) as Location['subscriptions'],
    shopManagementTypes: (row.shopManagementType ?? null) as Location['shopManagementTypes'],
    isLaborActualCostOvrd: row.isLaborActualCostOvrd,
    comparisionGroupSet: row.comparisonGroups ?? [],
    workingDays: row.workingDays as Location['workingDays'],
    fullTimeTech: row.fullTimeTech,
    gsTech: row.gsTech,
    lastConfig: (row.lastConfig ?? null) as Location['lastConfig'],
  };
}

/** The partner's locations the user may see (a LocationManager: theirs only), by id. */
export async function listLocations(deps: AppDeps, reach: Reach): Promise<Location[]> {
  const rows = await deps.database.db
    .select()
    .from(locations)
    .where(and(eq(locations.partnerId, reach.partnerId), withinReach(reach, locations.id)))
    .orderBy(asc(locations.id));
  return rows.map(toLocation);
}
