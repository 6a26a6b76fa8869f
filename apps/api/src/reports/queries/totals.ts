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
};
type VisitorRow = { bucket: string; visitors: number };

/**
 * Totals per bucket (a day, an ISO week start, a month or the whole range) for the given locations
 * and inclusive business-date range, read from daily_rollups and customer_visits only.
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
  const key: SQL =
    bucket === 'all'
      ? sql`'all'`
      : bucket === 'day'
        ? sql`to_char(business_date, 'YYYY-MM-DD')`
        : bucket === 'week'
          ? sql`to_char(date_trunc('week', business_date), 'YYYY-MM-DD')`
          : sql`to_char(business_date, 'YYYY-MM')`;
  const [sums, visitors] = await Promise.all([
    deps.database.rows<SumRow>(sql`
      select ${key} as bucket, ${SUMS},
             count(distinct business_date) filter (where ro_count > 0)::int as day_count,
             coalesce(sum(new_customers_count), 0)::int as new_customers_count
      from daily_rollups
      where location_id = any(${ids(locationIds)}) and business_date between ${from}::date and ${to}::date
      group by 1`),
    deps.database.rows<VisitorRow>(sql`
      select ${key} as bucket, count(distinct (location_id, customer_id))::int as visitors
      from customer_visits
      where location_id = any(${ids(locationIds)}) and business_date between ${from}::date and ${to}::date
      group by 1`),
  ]);
  const visitorsByBucket = new Map(visitors.map((v) => [v.bucket, v.visitors]));
  for (const row of sums) {
    const totals = emptyTotals();
    for (const k of ADDITIVE_TOTAL_KEYS) totals[k] = row[k];
    totals.day_count = row.day_count;
    totals.new_customers_count = row.new_customers_count;
    totals.returning_customers_count = Math.max(0, (visitorsByBucket.get(row.bucket) ?? 0) - row.new_customers_count);
    result.set(row.bucket, totals);
  }
  return result;
}

/** Totals of one inclusive date range (an empty range or no data gives zeros). */
export async function rangeTotals(deps: AppDeps, locationIds: number[], from: string, to: string): Promise<Totals> {
  const buckets = await totalsByBucket(deps, locationIds, from, to, 'all');
  return buckets.get('all') ?? emptyTotals();
}
