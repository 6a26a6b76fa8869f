import { inArray, sql, type Column, type SQL } from 'drizzle-orm';
import type { Role } from '@rlo/contract';

/**
 * Whose data a call may touch: the session's partner and, within it, the locations the user works
 * at (docs/decisions/2026-11-26-location-manager-scoping.md, "LocationManager location scoping"). `locationIds: null` means every
 * location of the partner. A user principal is a Reach, so handlers pass the principal itself.
 */
export interface Reach {
  partnerId: number;
  locationIds: readonly number[] | null;
  /** The partner's locations as the session lookup read them for this request (lib/sessions.ts), if it did. */
  partner?: PartnerLocations;
}

/** What a request needs of each of the partner's locations: the tenancy check and a report's scope. */
export interface CheckedLocation {
  id: number;
  name: string;
  timezone: string;
  workingDays: number;
  isDisable: boolean;
  /** The location's data version (0 before its first change): what a cached answer is keyed on. */
  dataVersion: number;
}

/** Every location of a partner (disabled ones too), by id, with the partner's own time zone. */
export interface PartnerLocations {
  timezone: string;
  locations: readonly CheckedLocation[];
}

/** Every location of the partner: the coach and job paths, which have no signed-in shop user. */
export const wholePartner = (partnerId: number): Reach => ({ partnerId, locationIds: null });

/**
 * The locations a user may see, or null for all of them. Only a LocationManager who is not a shop
 * owner is limited: to their default location and their user_locations rows. Admins, shop owners,
 * Users and CompositePartners see the whole partner (the decision says why).
 */
export function locationsOfUser(
  role: Role,
  isShopOwner: boolean,
  defaultLocationId: number | null,
  assigned: readonly number[],
): number[] | null {
  if (role !== 'LocationManager' || isShopOwner) return null;
  const ids = new Set(assigned);
  if (defaultLocationId !== null) ids.add(defaultLocationId);
  return [...ids].sort((x, y) => x - y);
}

/** Whether the user may see this location (its partner is checked separately). */
export const canReach = (reach: Reach, locationId: number): boolean =>
  reach.locationIds === null || reach.locationIds.includes(locationId);

/**
 * The condition "the row's location is one the user may see", for queries that address rows by
 * object id or list across locations; undefined (no condition) when the user sees every location.
 * An empty set matches nothing.
 */
export function withinReach(reach: Reach, locationColumn: Column): SQL | undefined {
  if (reach.locationIds === null) return undefined;
  if (reach.locationIds.length === 0) return sql`false`;
  return inArray(locationColumn, [...reach.locationIds]);
}

/** The same condition for raw SQL, on a column written as SQL (e.g. sql`c.location_id`): `true` when unlimited. */
export function reachSql(reach: Reach, locationColumn: SQL): SQL {
  if (reach.locationIds === null) return sql`true`;
  if (reach.locationIds.length === 0) return sql`false`;
  return inArray(locationColumn, [...reach.locationIds]);
}
