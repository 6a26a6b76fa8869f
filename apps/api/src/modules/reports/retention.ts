import { sql } from 'drizzle-orm';
import type { Db } from '@rlo/db';
import {
  customerReports,
  customerReportRow,
  fromMonthIndex,
  monthIndex,
  monthRange,
  noCustomers,
  type CustomerReportCounts,
  type CustomerReportRow,
  type YearMonth,
} from '../../analytics';
import type { AppDeps } from '../../deps';
import { lockLocation } from '../../ingest/location';
import { recordsOf, rowsOf } from '../../ingest/sql';
import { visitsForRetention } from './queries/visits';

// kpis.md §6 per location and month, kept in retention_rollups. Ingest marks a location stale from
// the month of a change (refreshDerived); the first read that needs stale or missing months
// recomputes them here with the KPI module, under the location lock that ingest takes, so a batch
// committing meanwhile cannot be half-seen. Every later read is a rollup read.

const LOOK_BACK_MONTHS = 13;

interface Status {
  covered_from: string | null;
  computed_through: string | null;
  stale_from: string | null;
}

type StoredRow = Omit<CustomerReportCounts, 'year' | 'month'> & { month_start: string };

const COUNTS = [
  'new_customers',
  'active_customers',
  'lost_customers',
  'last7_mon_lost_customers',
  'recovered_customer',
  'lost_customers_one_visit',
  'lost_customers_one_visit_sold_cents',
] as const;

const startOf = (m: YearMonth) => monthRange(m.year, m.month).from;
const monthOf = (date: string): YearMonth => ({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) });
const shift = (date: string, months: number) => startOf(fromMonthIndex(monthIndex(monthOf(date)) + months));
const min = (a: string, b: string | null) => (b !== null && b < a ? b : a);
const max = (a: string, b: string | null) => (b !== null && b > a ? b : a);

/** The first month to recompute so that [first, last] is current, or null when it already is. */
export function monthsToRecompute(status: Status | undefined, first: string, last: string): string | null {
  if (!status?.covered_from || !status.computed_through || first < status.covered_from) return first;
  const after = shift(status.computed_through, 1);
  const from = status.stale_from !== null && status.stale_from < after ? status.stale_from : after;
  return from <= last ? from : null;
}

/** The retention status of each of the locations that has one. */
async function readStatuses(read: <T>(q: ReturnType<typeof sql>) => Promise<T[]>, locationIds: number[]): Promise<Map<number, Status>> {
  const rows = await read<Status & { location_id: number }>(sql`
    select location_id, to_char(covered_from, 'YYYY-MM-DD') as covered_from, to_char(computed_through, 'YYYY-MM-DD') as computed_through,
           to_char(stale_from, 'YYYY-MM-DD') as stale_from
    from retention_status where location_id = any(${`{${locationIds.join(',')}}`}::int[])`);
  return new Map(rows.map(({ location_id, ...status }) => [location_id, status]));
}

/** Recomputes [from, through] of one location (zeros included, so the range has no holes) in `tx`. */
async function recompute(tx: Db, locationId: number, requested: { first: string; last: string }): Promise<void> {
  const location = await lockLocation(tx, locationId);
  const read = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(tx, query);
  const status = (await readStatuses(read, [locationId])).get(locationId);
  const from = monthsToRecompute(status, requested.first, requested.last);
  if (from === null) return; // another request did it while we waited for the lock
  const coveredFrom = min(requested.first, status?.covered_from ?? null);
  const through = max(requested.last, status?.computed_through ?? null);

  const visits = await visitsForRetention(read, locationId, shift(from, -LOOK_BACK_MONTHS), monthRange(monthOf(through).year, monthOf(through).month).to);
  const months: YearMonth[] = [];
  for (let i = monthIndex(monthOf(from)); i <= monthIndex(monthOf(through)); i += 1) months.push(fromMonthIndex(i));
  const rows = customerReports(visits, months).map((report, i) => ({
    month: startOf(months[i]),
    ...Object.fromEntries(COUNTS.map((k) => [k, report[k]])),
  }));
  await tx.execute(sql`
    insert into retention_rollups (partner_id, location_id, month, ${sql.raw(COUNTS.join(', '))})
    select ${location.partnerId}, ${locationId}, r.month, ${sql.raw(COUNTS.map((k) => `r.${k}`).join(', '))}
    from ${recordsOf(rows, ['month date', ...COUNTS.map((k) => `${k} int8`)].join(', '))}
    on conflict (location_id, month) do update set ${sql.raw(COUNTS.map((k) => `${k} = excluded.${k}`).join(', '))}`);
  await tx.execute(sql`
    insert into retention_status (location_id, partner_id, covered_from, computed_through, stale_from)
    values (${locationId}, ${location.partnerId}, ${coveredFrom}::date, ${through}::date, null)
    on conflict (location_id) do update
      set covered_from = excluded.covered_from, computed_through = excluded.computed_through, stale_from = null`);
}

/** One location's retention rows for consecutive months, oldest first (ratios from the KPI module). */
export async function locationRetention(deps: AppDeps, locationId: number, months: YearMonth[]): Promise<CustomerReportRow[]> {
  const [rows] = await retentionOfLocations(deps, [locationId], months);
  return rows;
}

/**
 * Each location's retention rows for consecutive months, oldest first: one status read and one
 * rollup read for all of them, after recomputing the locations whose months are stale or missing.
 */
export async function retentionOfLocations(deps: AppDeps, locationIds: number[], months: YearMonth[]): Promise<CustomerReportRow[][]> {
  if (months.length === 0 || locationIds.length === 0) return locationIds.map(() => []);
  const first = startOf(months[0]);
  const last = startOf(months[months.length - 1]);
  const ids = sql`${`{${locationIds.join(',')}}`}::int[]`;
  const statusOf = await readStatuses(deps.database.rows, locationIds);
  const stale = locationIds.filter((id) => monthsToRecompute(statusOf.get(id), first, last) !== null);
  await Promise.all(stale.map((id) => deps.database.db.transaction((tx) => recompute(tx, id, { first, last }))));
  const stored = await deps.database.rows<StoredRow & { location_id: number }>(sql`
    select location_id, to_char(month, 'YYYY-MM-DD') as month_start, ${sql.raw(COUNTS.join(', '))}
    from retention_rollups where location_id = any(${ids}) and month between ${first}::date and ${last}::date`, { prepared: true });
  const byKey = new Map(stored.map((row) => [`${row.location_id} ${row.month_start}`, row]));
  return locationIds.map((id) =>
    months.map((m) => {
      const row = byKey.get(`${id} ${startOf(m)}`);
      // customerReportRow takes the count fields by name, so the row's other columns stay behind.
      return customerReportRow(row ? { year: m.year, month: m.month, ...row } : noCustomers(m));
    }),
  );
}
