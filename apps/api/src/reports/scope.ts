import { and, asc, eq, inArray } from 'drizzle-orm';
import { schema } from '@rlo/db';
import type { AppDeps } from '../deps';
import { todayIn } from '../analytics';
import { notFound } from '../lib/http-error';
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
 * Resolves `location_id` (an id, 'all' or absent) for the session's partner; the tenancy guard has
 * already refused other partners' ids. An explicit id is honoured even when the location is
 * disabled (its history stays readable); All locations leaves disabled ones out (kpis.md §1).
 * `checked`: the partner's locations the tenancy guard already read for this request, which spares
 * reading the one asked for again.
 */
export async function resolveScope(
  deps: AppDeps,
  partnerId: number,
  locationId: number | 'all' | undefined,
  checked: readonly CheckedLocation[] | null = null,
): Promise<Scope> {
  const { db } = deps.database;
  const single = typeof locationId === 'number';
  const known = single ? checked?.find((l) => l.id === locationId) : undefined;
  const rows = known
    ? [known]
    : await db
        .select(checkedLocationFields)
        .from(locations)
        .where(single ? and(eq(locations.partnerId, partnerId), eq(locations.id, locationId)) : eq(locations.partnerId, partnerId))
        .orderBy(asc(locations.id));
  const chosen = single ? rows : rows.filter((r) => !r.isDisable);
  if (single && chosen.length === 0) throw notFound('The location');
  let timeZone = chosen[0]?.timezone;
  if (!single || !timeZone) {
    const [partner] = await db.select({ timezone: partners.timezone }).from(partners).where(eq(partners.id, partnerId));
    timeZone = chosen.length === 1 ? chosen[0].timezone : (partner?.timezone ?? 'US/Central');
  }
  return {
    partnerId,
    locations: chosen.map(({ id, name, timezone, workingDays }) => ({ id, name, timezone, workingDays })),
    locationIds: chosen.map((r) => r.id),
    single,
    timeZone,
    today: todayIn(timeZone, deps.clock.now()),
  };
}

export async function locationNames(deps: AppDeps, partnerId: number, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await deps.database.db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(and(eq(locations.partnerId, partnerId), inArray(locations.id, ids)));
  return new Map(rows.map((r) => [r.id, r.name]));
}
