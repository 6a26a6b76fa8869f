import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@rlo/contract';
import { schema, type Db } from '@rlo/db';
import type { AppDeps } from '../deps';
import { todayIn } from '../analytics';
import { notFound } from './http-error';
import { preparedPerDatabase } from './prepared';
import { canReach, type CheckedLocation, type PartnerLocations, type Reach } from './reach';

const { locations, locationDataVersions, partners } = schema;

/**
 * A location's fields as the scope reads them when no session lookup brought them,
 * with its data version (0 before its first change), so that a cached answer's key costs no read.
 */
const checkedLocationFields = {
  id: locations.id,
  name: locations.name,
  timezone: locations.timezone,
  workingDays: locations.workingDays,
  isDisable: locations.isDisable,
  dataVersion: sql<number>`coalesce((select ${locationDataVersions.version} from ${locationDataVersions} where ${locationDataVersions.locationId} = ${locations.id}), 0)`.mapWith(Number),
};

export interface LocationInfo {
  id: number;
  name: string;
  timezone: string;
  workingDays: number;
}

/** The locations a report covers and the business "today" it is computed for. */
export interface Scope {
  partnerId: number;
  /** One location, or every location of the partner that is not disabled (kpis.md §1). */
  locations: LocationInfo[];
  locationIds: number[];
  single: boolean;
  timeZone: string;
  today: string;
}

/** A scope as a request resolves it, with its locations' data versions read in the same query. */
export interface VersionedScope extends Scope {
  /** "id:version,…" of the locations: what a cached answer is keyed on (lib/answer-cache.ts). */
  versions: string;
}

/**
 * Resolves `location_id` (an id, 'all' or absent) for the session's partner and the locations the
 * user may see (`reach`: pass the user principal; a LocationManager's All locations is theirs
 * only); the tenancy guard has already refused other ids. An explicit id is honoured even when the
 * location is disabled (its history stays readable); All locations leaves disabled ones out
 * (kpis.md §1). A principal carries the partner's locations as its session lookup read them for
 * this request, so a report's scope costs no query; a bare Reach (jobs, coaches) reads them.
 */
export async function resolveScope(
  deps: AppDeps,
  reach: Reach,
  locationId: number | 'all' | undefined,
): Promise<VersionedScope> {
  const { partnerId } = reach;
  if (typeof locationId === 'number') {
    // An id that did not come through the guard (a default location, a stored row's) is checked here.
    if (!canReach(reach, locationId)) throw notFound('The location');
    const [row] = reach.partner
      ? reach.partner.locations.filter((l) => l.id === locationId)
      : await deps.database.db
          .select(checkedLocationFields)
          .from(locations)
          .where(and(eq(locations.partnerId, partnerId), eq(locations.id, locationId)));
    if (!row) throw notFound('The location');
    return scopeFrom(deps, partnerId, [row], true, row.timezone);
  }
  const partner = reach.partner ?? (await partnerLocations(deps.database.db, partnerId));
  const chosen = partner.locations.filter((l) => !l.isDisable && canReach(reach, l.id));
  // One location left: its own zone; several (or none): the partner's.
  const timeZone = chosen.length === 1 ? chosen[0].timezone : partner.timezone;
  return scopeFrom(deps, partnerId, chosen, false, timeZone);
}

/** The partner's locations and zone, for a reach that did not come from a session. */
async function partnerLocations(db: Db, partnerId: number): Promise<PartnerLocations> {
  const rows = await allLocationsOf(db).execute({ partnerId });
  return {
    timezone: rows[0]?.partnerTimezone ?? DEFAULT_TIME_ZONE,
    locations: rows.flatMap(({ location }) => (location ? [location] : [])),
  };
}

function scopeFrom(deps: AppDeps, partnerId: number, chosen: readonly CheckedLocation[], single: boolean, timeZone: string): VersionedScope {
  return {
    partnerId,
    locations: chosen.map(({ id, name, timezone, workingDays }) => ({ id, name, timezone, workingDays })),
    locationIds: chosen.map((r) => r.id),
    single,
    timeZone,
    today: todayIn(timeZone, deps.clock.now()),
    versions: [...chosen]
      .sort((a, b) => a.id - b.id)
      .map((l) => `${l.id}:${l.dataVersion}`)
      .join(','),
  };
}

// Every All-locations report starts here: the partner and its locations in one prepared read.
const allLocationsOf = preparedPerDatabase(prepareAllLocations);

function prepareAllLocations(db: Db) {
  return db
    .select({ partnerTimezone: partners.timezone, location: checkedLocationFields })
    .from(partners)
    .leftJoin(locations, eq(locations.partnerId, partners.id))
    .where(eq(partners.id, sql.placeholder('partnerId')))
    .orderBy(asc(locations.id))
    .prepare('locations_of_partner');
}

export async function locationNames(deps: AppDeps, partnerId: number, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await deps.database.db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(and(eq(locations.partnerId, partnerId), inArray(locations.id, ids)));
  return new Map(rows.map((r) => [r.id, r.name]));
}
