import { sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { ADDITIVE_TOTAL_KEYS, emptyTotals, splitWholeMonths, type Totals } from '../../analytics';

// Column names are the Totals keys (fixed identifiers, never user input). Sums run in float8:
// every figure is an integer far below 2^53, so they stay exact, and PostgreSQL's int8 sums
// finish as numeric, which cost ~1 µs per figure and group (10 ms for a year of days).
const SUMS = sql.raw(ADDITIVE_TOTAL_KEYS.map((k) => `coalesce(sum(${k}), 0) as ${k}`).join(', '));
const ROW_FIGURES = sql.raw(ADDITIVE_TOTAL_KEYS.map((k) => `${k}::float8 as ${k}`).join(', '));
const DAY_SUMS = sql.raw(ADDITIVE_TOTAL_KEYS.map((k) => `sum(${k}::float8) as ${k}`).join(', '));
const ids = (locationIds: number[]) => sql`${`{${locationIds.join(',')}}`}::int[]`;

type SumRow = Record<(typeof ADDITIVE_TOTAL_KEYS)[number], number> & {
  bucket: string;
  day_count: number;
  new_customers_count: number;
  visitors: number;
};

function totalsOf(row: SumRow): Totals {
  const totals = emptyTotals();
  for (const k of ADDITIVE_TOTAL_KEYS) totals[k] = row[k];
  totals.day_count = row.day_count;
  totals.new_customers_count = row.new_customers_count;
  totals.returning_customers_count = Math.max(0, row.visitors - row.new_customers_count);
  return totals;
}

/**
 * The distinct (location, customer) visitors of the rows' days from `start` on: a visitor of the
 * range counts once, on the day of their first visit in it, which is the day's visit whose previous
 * visit lies before `start` (daily_rollups.visitor_prev_dates holds those, sorted).
 */
const visitorsFrom = (start: SQL) => sql`width_bucket((${start}) - 1, visitor_prev_dates)`;

interface BucketQuery {
  locationIds: number[];
  from: string;
  to: string;
  /** The bucket of a daily_rollups row `d` (a date, or a period number); `label` turns it into the text key. */
  bucket: SQL;
  label: (bucket: SQL) => SQL;
  /** The first date of the row's bucket, from which its visitors count. */
  start: SQL;
  /** Rows joined in besides daily_rollups d (the periods). */
  join?: SQL;
}

/**
 * Sums of daily_rollups per bucket. day_count is the number of distinct dates with a counted RO
 * over all the locations (kpis.md §3): with several locations the rows are first summed per bucket
 * and date, so a date counts once without the sort that count(distinct) needs.
 */
async function sumsByBucket(deps: AppDeps, q: BucketQuery): Promise<SumRow[]> {
  const where = sql`d.location_id = any(${ids(q.locationIds)}) and d.business_date between ${q.from}::date and ${q.to}::date`;
  const days =
    q.locationIds.length === 1
      ? sql`select ${q.bucket} as bucket, ${ROW_FIGURES}, d.ro_count > 0 as counted, d.new_customers_count,
               ${visitorsFrom(q.start)} as visitors
            from daily_rollups d ${q.join ?? sql``} where ${where}`
      : sql`select ${q.bucket} as bucket, ${DAY_SUMS}, bool_or(d.ro_count > 0) as counted,
               sum(d.new_customers_count) as new_customers_count, sum(${visitorsFrom(q.start)}) as visitors
            from daily_rollups d ${q.join ?? sql``} where ${where}
            group by 1, d.business_date`;
  return deps.database.rows<SumRow>(sql`
      select ${q.label(sql`bucket`)} as bucket, ${SUMS}, (count(*) filter (where counted))::int as day_count,
             coalesce(sum(new_customers_count), 0)::int as new_customers_count, coalesce(sum(visitors), 0)::int as visitors
      from (${days}) days
      group by days.bucket`);
}

const BUCKETS = {
  all: { bucket: sql`0`, format: null, start: (from: string) => sql`${from}::date` },
  day: { bucket: sql`d.business_date`, format: 'YYYY-MM-DD', start: () => sql`d.business_date` },
  week: {
    bucket: sql`date_trunc('week', d.business_date)::date`,
    format: 'YYYY-MM-DD',
    start: (from: string) => sql`greatest(date_trunc('week', d.business_date)::date, ${from}::date)`,
  },
  month: {
    bucket: sql`date_trunc('month', d.business_date)::date`,
    format: 'YYYY-MM',
    start: (from: string) => sql`greatest(date_trunc('month', d.business_date)::date, ${from}::date)`,
  },
} as const;

/**
 * Totals per bucket (a day, an ISO week start, a month or the whole range, keyed 'all') for the
 * given locations and inclusive business-date range, read from daily_rollups only; returning
 * customers are the distinct (location, customer) visitors of the bucket who are not new in it.
 */
export async function totalsByBucket(
  deps: AppDeps,
  locationIds: number[],
  from: string,
  to: string,
  bucket: keyof typeof BUCKETS,
): Promise<Map<string, Totals>> {
  if (locationIds.length === 0 || from > to) return new Map();
  if (bucket === 'month') return monthTotals(deps, locationIds, from, to);
  return dayTotals(deps, locationIds, from, to, bucket);
}

async function dayTotals(deps: AppDeps, locationIds: number[], from: string, to: string, bucket: keyof typeof BUCKETS): Promise<Map<string, Totals>> {
  const { format, start, ...shape } = BUCKETS[bucket];
  const rows = await sumsByBucket(deps, {
    locationIds,
    from,
    to,
    bucket: shape.bucket,
    label: (b) => (format ? sql`to_char(${b}, ${format})` : sql`'all'`),
    start: start(from),
  });
  return new Map(rows.map((row) => [row.bucket, totalsOf(row)]));
}

/** Days with a counted RO in a month: the set bits of its day mask. */
const daysIn = (mask: number) => {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n += 1;
  return n;
};

/**
 * Month totals: the whole months of the range from monthly_rollups (a row per location and month;
 * their days are the OR of the locations' day masks), a part month at either end from daily_rollups.
 */
async function monthTotals(deps: AppDeps, locationIds: number[], from: string, to: string): Promise<Map<string, Totals>> {
  const { whole, parts } = splitWholeMonths(from, to);
  const [months, ...edges] = await Promise.all([
    whole
      ? deps.database.rows<SumRow & { day_mask: number }>(sql`
          select to_char(month, 'YYYY-MM') as bucket, ${DAY_SUMS}, bit_or(day_mask) as day_mask,
                 coalesce(sum(new_customers_count), 0)::int as new_customers_count,
                 coalesce(sum(width_bucket(month - 1, visitor_prev_dates)), 0)::int as visitors
          from monthly_rollups
          where location_id = any(${ids(locationIds)}) and month >= ${whole.from}::date and month < ${whole.before}::date
          group by month`)
      : [],
    ...parts.map((part) => dayTotals(deps, locationIds, part.from, part.to, 'month')),
  ]);
  const result = new Map(months.map((row) => [row.bucket, totalsOf({ ...row, day_count: daysIn(row.day_mask) })]));
  for (const edge of edges) for (const [key, totals] of edge) result.set(key, totals);
  return result;
}

export interface Period {
  from: string;
  to: string;
}

/**
 * Totals of several inclusive date ranges at once: one pass over daily_rollups for the span of
 * all of them, each row joined to the periods it falls in and summed per period (a FILTER per
 * period and figure evaluated 6 × 20 filtered aggregates per row: 3-4× slower).
 * An empty range or no data gives zeros.
 */
export async function periodTotals(deps: AppDeps, locationIds: number[], periods: readonly Period[]): Promise<Totals[]> {
  const live = periods.map((p, i) => ({ ...p, i })).filter((p) => p.from <= p.to);
  if (locationIds.length === 0 || live.length === 0) return periods.map(() => emptyTotals());
  const values = sql.join(
    live.map((p) => sql`(${p.i}::int, ${p.from}::date, ${p.to}::date)`),
    sql`, `,
  );
  const rows = await sumsByBucket(deps, {
    locationIds,
    from: live.reduce((a, p) => (p.from < a ? p.from : a), live[0].from),
    to: live.reduce((a, p) => (p.to > a ? p.to : a), live[0].to),
    bucket: sql`p.i`,
    label: (b) => sql`${b}::text`,
    start: sql`p.starts`,
    join: sql`join (values ${values}) as p(i, starts, ends) on d.business_date between p.starts and p.ends`,
  });
  const byPeriod = new Map(rows.map((row) => [Number(row.bucket), totalsOf(row)]));
  return periods.map((_, i) => byPeriod.get(i) ?? emptyTotals());
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
