import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@rlo/contract';
import { schema, type Db } from '@rlo/db';
import type { AppDeps } from '../deps';
import { todayIn } from '../analytics';
import { notFound } from './http-error';
import { preparedPerDatabase } from './prepared';
import { canReach, type Reach } from './reach';
import { checkedLocationFields, type CheckedLocation } from '../plugins/tenancy';

const { locations, partners } = schema;

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

/**
 * Resolves `location_id` (an id, 'all' or absent) for the session's partner and the locations the
 * user may see (`reach`: pass the user principal; a LocationManager's All locations is theirs
 * only); the tenancy guard has already refused other ids. An explicit id is honoured even when the
 * location is disabled (its history stays readable); All locations leaves disabled ones out
 * (kpis.md §1). `checked`: the partner's locations the tenancy guard already read for this
 * request, which spares reading the one asked for again.
 */
export async function resolveScope(
  deps: AppDeps,
  reach: Reach,
  locationId: number | 'all' | undefined,
  checked: readonly CheckedLocation[] | null = null,
): Promise<Scope> {
  const { partnerId } = reach;
  if (typeof locationId === 'number') {
    // An id that did not come through the guard (a default location, a stored row's) is checked here.
    if (!canReach(reach, locationId)) throw notFound('The location');
    const known = checked?.find((l) => l.id === locationId);
    const [row] = known
      ? [known]
      : await deps.database.db
          .select(checkedLocationFields)
          .from(locations)
          .where(and(eq(locations.partnerId, partnerId), eq(locations.id, locationId)));
    if (!row) throw notFound('The location');
    return scopeFrom(deps, partnerId, [row], true, row.timezone);
  }
  const rows = await allLocationsOf(deps.database.db).execute({ partnerId });
  const chosen = rows.flatMap(({ location }) =>
    location && !location.isDisable && canReach(reach, location.id) ? [location] : [],
  );
  // One location left: its own zone; several (or none): the partner's.
  const timeZone = chosen.length === 1 ? chosen[0].timezone : (rows[0]?.partnerTimezone ?? DEFAULT_TIME_ZONE);
  return scopeFrom(deps, partnerId, chosen, false, timeZone);
}

function scopeFrom(deps: AppDeps, partnerId: number, chosen: LocationInfo[], single: boolean, timeZone: string): Scope {
  return {
    partnerId,
    locations: chosen.map(({ id, name, timezone, workingDays }) => ({ id, name, timezone, workingDays })),
    locationIds: chosen.map((r) => r.id),
    single,
    timeZone,
    today: todayIn(timeZone, deps.clock.now()),
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
