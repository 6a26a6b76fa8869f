import { sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../../deps';
import { ADDITIVE_TOTAL_KEYS, emptyTotals, mergeRanges, splitWholeMonths, type Totals } from '../../../analytics';

// Column names are the Totals keys (fixed identifiers, never user input). Sums run in float8:
// every figure is an integer far below 2^53, so they stay exact, and PostgreSQL's int8 sums
// finish as numeric, which cost ~1 µs per figure and group (10 ms for a year of days).
const SUMS = sql.raw(ADDITIVE_TOTAL_KEYS.map((k) => `coalesce(sum(${k}), 0) as ${k}`).join(', '));
const ROW_FIGURES = sql.raw(ADDITIVE_TOTAL_KEYS.map((k) => `${k}::float8 as ${k}`).join(', '));
const DAY_SUMS = sql.raw(ADDITIVE_TOTAL_KEYS.map((k) => `sum(${k}::float8) as ${k}`).join(', '));
/**
 * A rollup row's figures as they are, for the subqueries that group several locations: each of those
 * rows carries its visitor count instead of its visitor array (about 1 KB compressed in a month's row of
 * the 1M-RO copy), and `offset 0` keeps the subquery whole, so the sort or hash before the grouping
 * moves narrow rows (PostgreSQL's time for a cold daily_summary at All on that copy: 6.0 → 4.8 ms).
 */
const figuresOf = (alias: 'd' | 'm') => sql.raw(ADDITIVE_TOTAL_KEYS.map((k) => `${alias}.${k}`).join(', '));
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
 * visit lies before `start` (daily_rollups.visitor_prev_dates holds those, sorted; a
 * monthly_rollups row holds its days' arrays merged, so the same count works on it).
 */
const visitorsFrom = (start: SQL | null) => (start === null ? sql`0` : sql`width_bucket((${start}) - 1, visitor_prev_dates)`);

/** Which rows of a source go to which bucket: `bucket` and `start` read the row and the joined `join`. */
interface Source {
  bucket: SQL;
  /** The first date of the row's bucket, from which its visitors count; null counts none. */
  start: SQL | null;
  join?: SQL;
  where: SQL;
}

/**
 * daily_rollups rows as (bucket, figures, days, new customers, visitors). With several locations
 * they are first summed per bucket and date, so that a date counts once (kpis.md §3: day_count is
 * the distinct dates with a counted RO over all the locations) without the sort of count(distinct).
 */
function dayRows(locationIds: number[], q: Source): SQL {
  const from = sql`from daily_rollups d ${q.join ?? sql``} where d.location_id = any(${ids(locationIds)}) and ${q.where}`;
  return locationIds.length === 1
    ? sql`select ${q.bucket} as bucket, ${ROW_FIGURES}, (d.ro_count > 0)::int::int8 as days,
             d.new_customers_count::float8 as new_customers_count, ${visitorsFrom(q.start)}::float8 as visitors ${from}`
    : sql`select bucket, ${DAY_SUMS}, bool_or(d.ro_count > 0)::int::int8 as days,
             sum(d.new_customers_count::float8) as new_customers_count, sum(visitors)::float8 as visitors
          from (select ${q.bucket} as bucket, d.business_date, ${figuresOf('d')}, d.new_customers_count, ${visitorsFrom(q.start)} as visitors ${from} offset 0) d
          group by 1, d.business_date`;
}

/**
 * A monthly row's visitors from `start`: the row holds the counts from its month's and its year's
 * first day, the starts of most periods; any other start reads the array, which is decompressed on
 * every read (CASE evaluates only the branch it takes).
 */
const monthVisitorsFrom = (start: SQL | null) =>
  start === null
    ? sql`0`
    : sql`case when (${start}) = m.month then m.month_visitors
  when (${start}) = date_trunc('year', m.month)::date then m.year_visitors
  else ${visitorsFrom(start)} end`;

/** monthly_rollups rows the same way, per bucket and month: a month's days are the OR of the locations' masks. */
function monthRows(locationIds: number[], q: Source): SQL {
  return sql`select bucket, ${DAY_SUMS}, bit_count(bit_or(m.day_mask)::bit(31)) as days,
      sum(m.new_customers_count::float8) as new_customers_count, sum(visitors)::float8 as visitors
    from (select ${q.bucket} as bucket, m.month, ${figuresOf('m')}, m.day_mask, m.new_customers_count, ${monthVisitorsFrom(q.start)} as visitors
      from monthly_rollups m ${q.join ?? sql``} where m.location_id = any(${ids(locationIds)}) and ${q.where} offset 0) m
    group by 1, m.month`;
}

/** The rows of every source added up per bucket, keyed by `label(bucket)`. */
async function sumsByBucket(deps: AppDeps, label: (bucket: SQL) => SQL, sources: SQL[]): Promise<SumRow[]> {
  if (sources.length === 0) return [];
  return deps.database.rows<SumRow>(sql`
      select ${label(sql`bucket`)} as bucket, ${SUMS}, coalesce(sum(days), 0)::int as day_count,
             coalesce(sum(new_customers_count), 0)::int as new_customers_count, coalesce(sum(visitors), 0)::int as visitors
      from (${sql.join(sources, sql` union all `)}) rows
      group by rows.bucket`, { prepared: true });
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
 * given locations and inclusive business-date range, read from the rollups only (the whole months
 * of a month series from monthly_rollups); returning customers are the distinct (location,
 * customer) visitors of the bucket who are not new in it. A caller that shows no customer counts
 * passes `countVisitors: false`: its returning customers come out 0, and the visitor arrays, the
 * costliest read of a series of days, are not read (the dashboard's weekly rows at All on the
 * 1M-RO copy: 3.8 → 2.1 ms of PostgreSQL).
 */
export async function totalsByBucket(
  deps: AppDeps,
  locationIds: number[],
  from: string,
  to: string,
  bucket: keyof typeof BUCKETS,
  { countVisitors = true }: { countVisitors?: boolean } = {},
): Promise<Map<string, Totals>> {
  if (locationIds.length === 0 || from > to) return new Map();
  const { format, start, bucket: key } = BUCKETS[bucket];
  const visitorsStart = countVisitors ? start(from) : null;
  const days = (range: { from: string; to: string }) =>
    dayRows(locationIds, { bucket: key, start: visitorsStart, where: sql`d.business_date between ${range.from}::date and ${range.to}::date` });
  const sources: SQL[] = [];
  if (bucket !== 'month') sources.push(days({ from, to }));
  else {
    const { whole, parts } = splitWholeMonths(from, to);
    if (whole) {
      sources.push(monthRows(locationIds, { bucket: sql`m.month`, start: countVisitors ? sql`m.month` : null, where: sql`m.month >= ${whole.from}::date and m.month < ${whole.before}::date` }));
    }
    sources.push(...parts.map(days));
  }
  const rows = await sumsByBucket(deps, (b) => (format ? sql`to_char(${b}, ${format})` : sql`'all'`), sources);
  return new Map(rows.map((row) => [row.bucket, totalsOf(row)]));
}

export interface Period {
  from: string;
  to: string;
}

const earliest = (dates: string[]) => dates.reduce((a, b) => (b < a ? b : a));
const latest = (dates: string[]) => dates.reduce((a, b) => (b > a ? b : a));

/**
 * Totals of several inclusive date ranges at once, in one statement: each period's whole months
 * from monthly_rollups and its part months from daily_rollups, every row joined to the periods it
 * belongs to and summed per period (a FILTER per period and figure evaluated 6 × 20 filtered
 * aggregates per row: 3-4× slower). An empty range or no data gives zeros. A period asked for twice
 * (the dashboard's year to date is also this year of its yearly comparison) is read once.
 */
export async function periodTotals(deps: AppDeps, locationIds: number[], periods: readonly Period[]): Promise<Totals[]> {
  const keyOf = (p: Period) => `${p.from}/${p.to}`;
  const distinct = [...new Map(periods.map((p) => [keyOf(p), { from: p.from, to: p.to }])).values()];
  const totals = await distinctPeriodTotals(deps, locationIds, distinct);
  const byKey = new Map(distinct.map((p, i) => [keyOf(p), totals[i]]));
  return periods.map((p) => ({ ...(byKey.get(keyOf(p)) ?? emptyTotals()) }));
}

async function distinctPeriodTotals(deps: AppDeps, locationIds: number[], periods: readonly Period[]): Promise<Totals[]> {
  const live = periods.map((p, i) => ({ ...p, i, ...splitWholeMonths(p.from, p.to) })).filter((p) => p.from <= p.to);
  if (locationIds.length === 0 || live.length === 0) return periods.map(() => emptyTotals());
  const sources: SQL[] = [];
  const wholes = live.flatMap((p) => (p.whole ? [{ i: p.i, starts: p.from, ...p.whole }] : []));
  if (wholes.length > 0) {
    const values = sql.join(wholes.map((w) => sql`(${w.i}::int, ${w.starts}::date, ${w.from}::date, ${w.before}::date)`), sql`, `);
    sources.push(
      monthRows(locationIds, {
        bucket: sql`p.i`,
        start: sql`p.starts`,
        join: sql`join (values ${values}) as p(i, starts, first_month, before_month) on m.month >= p.first_month and m.month < p.before_month`,
        where: sql`m.month >= ${earliest(wholes.map((w) => w.from))}::date and m.month < ${latest(wholes.map((w) => w.before))}::date`,
      }),
    );
  }
  const parts = live.flatMap((p) => p.parts.map((part) => ({ i: p.i, starts: p.from, ...part })));
  if (parts.length > 0) {
    const values = sql.join(parts.map((r) => sql`(${r.i}::int, ${r.starts}::date, ${r.from}::date, ${r.to}::date)`), sql`, `);
    sources.push(
      dayRows(locationIds, {
        bucket: sql`p.i`,
        start: sql`p.starts`,
        join: sql`join (values ${values}) as p(i, starts, first_day, last_day) on d.business_date between p.first_day and p.last_day`,
        // Only the days of the parts: their span (last year's month to date through this month's)
        // would read a year of daily rows for a few weeks of them.
        where: sql`(${sql.join(
          mergeRanges(parts).map((r) => sql`d.business_date between ${r.from}::date and ${r.to}::date`),
          sql` or `,
        )})`,
      }),
    );
  }
  const rows = await sumsByBucket(deps, (b) => sql`${b}::text`, sources);
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
    group by location_id`, { prepared: true });
  for (const row of rows) result.set(row.location_id, periods.map((_, i) => row[`sold_${i}`]));
  return result;
}
