import { sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { ADDITIVE_TOTAL_KEYS, emptyTotals, type Totals } from '../../analytics';

// Column names are the Totals keys (fixed identifiers, never user input).
const SUMS = sql.raw(ADDITIVE_TOTAL_KEYS.map((k) => `coalesce(sum(${k}), 0)::float8 as ${k}`).join(', '));
const ids = (locationIds: number[]) => sql`${`{${locationIds.join(',')}}`}::int[]`;

type SumRow = Record<(typeof ADDITIVE_TOTAL_KEYS)[number], number> & {
  bucket: string;
  day_count: number;
  new_customers_count: number;
  visitors: number;
};

/**
 * The distinct (location, customer) visitors of the rows' days from `start` on: a visitor of the
 * range counts once, on the day of their first visit in it, which is the day's visit whose previous
 * visit lies before `start` (daily_rollups.visitor_prev_dates holds those, sorted).
 */
const visitorsFrom = (start: SQL) => sql`width_bucket((${start}) - 1, visitor_prev_dates)`;

/**
 * Totals per bucket (a day, an ISO week start, a month or the whole range) for the given locations
 * and inclusive business-date range, read from daily_rollups only.
 * day_count is the number of distinct dates with a counted RO over all the locations (kpis.md §3);
 * returning customers are the distinct (location, customer) visitors of the bucket who are not new in it.
 */
export async function totalsByBucket(
  deps: AppDeps,
  locationIds: number[],
  from: string,
  to: string,
  bucket: 'day' | 'week' | 'month' | 'all',
): Promise<Map<string, Totals>> {
  const result = new Map<string, Totals>();
  if (locationIds.length === 0 || from > to) return result;
  const [key, start]: [SQL, SQL] =
    bucket === 'all'
      ? [sql`'all'`, sql`${from}::date`]
      : bucket === 'day'
        ? [sql`to_char(business_date, 'YYYY-MM-DD')`, sql`business_date`]
        : bucket === 'week'
          ? [sql`to_char(date_trunc('week', business_date), 'YYYY-MM-DD')`, sql`greatest(date_trunc('week', business_date)::date, ${from}::date)`]
          : [sql`to_char(business_date, 'YYYY-MM')`, sql`greatest(date_trunc('month', business_date)::date, ${from}::date)`];
  const sums = await deps.database.rows<SumRow>(sql`
      select ${key} as bucket, ${SUMS},
             count(distinct business_date) filter (where ro_count > 0)::int as day_count,
             coalesce(sum(new_customers_count), 0)::int as new_customers_count,
             coalesce(sum(${visitorsFrom(start)}), 0)::int as visitors
      from daily_rollups
      where location_id = any(${ids(locationIds)}) and business_date between ${from}::date and ${to}::date
      group by 1`);
  for (const row of sums) {
    const totals = emptyTotals();
    for (const k of ADDITIVE_TOTAL_KEYS) totals[k] = row[k];
    totals.day_count = row.day_count;
    totals.new_customers_count = row.new_customers_count;
    totals.returning_customers_count = Math.max(0, row.visitors - row.new_customers_count);
    result.set(row.bucket, totals);
  }
  return result;
}

export interface Period {
  from: string;
  to: string;
}

/**
 * Totals of several inclusive date ranges at once: one pass over daily_rollups for the span of
 * all of them, each period a FILTER, instead of a query per period. An empty range or no data gives zeros.
 */
export async function periodTotals(deps: AppDeps, locationIds: number[], periods: readonly Period[]): Promise<Totals[]> {
  const live = periods.filter((p) => p.from <= p.to);
  if (locationIds.length === 0 || live.length === 0) return periods.map(() => emptyTotals());
  const from = live.reduce((a, p) => (p.from < a ? p.from : a), live[0].from);
  const to = live.reduce((a, p) => (p.to > a ? p.to : a), live[0].to);
  const within = (p: Period) => sql`business_date between ${p.from}::date and ${p.to}::date`;
  const sumColumns = live.map((p, i) =>
    sql.join(
      [
        ...ADDITIVE_TOTAL_KEYS.map((k) => sql`coalesce(sum(${sql.raw(k)}) filter (where ${within(p)}), 0)::float8 as ${sql.raw(`${k}_${i}`)}`),
        sql`count(distinct business_date) filter (where ro_count > 0 and ${within(p)})::int as ${sql.raw(`day_count_${i}`)}`,
        sql`coalesce(sum(new_customers_count) filter (where ${within(p)}), 0)::int as ${sql.raw(`new_customers_count_${i}`)}`,
        sql`coalesce(sum(${visitorsFrom(sql`${p.from}::date`)}) filter (where ${within(p)}), 0)::int as ${sql.raw(`visitors_${i}`)}`,
      ],
      sql`, `,
    ),
  );
  const range = sql`location_id = any(${ids(locationIds)}) and business_date between ${from}::date and ${to}::date`;
  const [sums] = await deps.database.rows<Record<string, number>>(sql`select ${sql.join(sumColumns, sql`, `)} from daily_rollups where ${range}`);
  const byPeriod = new Map(
    live.map((p, i) => {
      const totals = emptyTotals();
      for (const k of ADDITIVE_TOTAL_KEYS) totals[k] = sums[`${k}_${i}`];
      totals.day_count = sums[`day_count_${i}`];
      totals.new_customers_count = sums[`new_customers_count_${i}`];
      totals.returning_customers_count = Math.max(0, sums[`visitors_${i}`] - totals.new_customers_count);
      return [p, totals] as const;
    }),
  );
  return periods.map((p) => byPeriod.get(p) ?? emptyTotals());
}

/** Totals of one inclusive date range (an empty range or no data gives zeros). */
export async function rangeTotals(deps: AppDeps, locationIds: number[], from: string, to: string): Promise<Totals> {
  const [totals] = await periodTotals(deps, locationIds, [{ from, to }]);
  return totals;
}

/** total_sold_cents of each period per location, in one pass over daily_rollups (forecasts need no more). */
export async function soldByLocation(deps: AppDeps, locationIds: number[], periods: readonly Period[]): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>(locationIds.map((id) => [id, periods.map(() => 0)]));
  if (locationIds.length === 0 || periods.length === 0) return result;
  const from = periods.reduce((a, p) => (p.from < a ? p.from : a), periods[0].from);
  const to = periods.reduce((a, p) => (p.to > a ? p.to : a), periods[0].to);
  const columns = periods.map(
    (p, i) => sql`coalesce(sum(total_sold_cents) filter (where business_date between ${p.from}::date and ${p.to}::date), 0)::float8 as ${sql.raw(`sold_${i}`)}`,
  );
  const rows = await deps.database.rows<Record<string, number>>(sql`
    select location_id, ${sql.join(columns, sql`, `)} from daily_rollups
    where location_id = any(${ids(locationIds)}) and business_date between ${from}::date and ${to}::date
    group by location_id`);
  for (const row of rows) result.set(row.location_id, periods.map((_, i) => row[`sold_${i}`]));
  return result;
}
