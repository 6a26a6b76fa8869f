import { sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../../deps';
import { daysBetween, splitWholeMonths, type Visit } from '../../../analytics';

/** Runs raw SQL on the pool or in a transaction, numbers parsed. */
export type ReadRows = <T>(query: SQL) => Promise<T[]>;

/**
 * One location's visits in [windowStart, windowEnd], plus, for each customer, a compact stand-in
 * for their history before the window: their last earlier visit, and one more earlier date when
 * they had two or more. That preserves every fact kpis.md §6 reads for months whose 13-month look-back
 * starts at or after windowStart (first visit, last visit, previous visit, "exactly one visit").
 */
export async function visitsForRetention(read: ReadRows, locationId: number, windowStart: string, windowEnd: string): Promise<Visit[]> {
  // One after the other: inside a transaction (PGlite has one connection) queries cannot overlap.
  const inWindow = await read<Visit>(sql`
      select customer_id, to_char(business_date, 'YYYY-MM-DD') as business_date, total_sold_cents::float8 as total_sold_cents
      from customer_visits
      where location_id = ${locationId} and business_date between ${windowStart}::date and ${windowEnd}::date`);
  const before = await read<{ customer_id: number; last_date: string; first_date: string; visits: number }>(sql`
      select customer_id, to_char(max(business_date), 'YYYY-MM-DD') as last_date,
             to_char(min(business_date), 'YYYY-MM-DD') as first_date, count(*)::int as visits
      from customer_visits
      where location_id = ${locationId} and business_date < ${windowStart}::date
        and customer_id in (select customer_id from customer_visits
                            where location_id = ${locationId} and business_date between ${windowStart}::date and ${windowEnd}::date)
      group by customer_id`);
  const history: Visit[] = [];
  for (const b of before) {
    history.push({ customer_id: b.customer_id, business_date: b.last_date, total_sold_cents: 0 });
    if (b.visits > 1) history.push({ customer_id: b.customer_id, business_date: b.first_date, total_sold_cents: 0 });
  }
  return [...history, ...inWindow];
}

export interface NewCustomerGroup {
  year: number;
  month: number;
  source: string | null;
  count: number;
}

/**
 * The customers whose first visit falls in the range, counted per month of it and marketing source
 * ('' or null for none). Whole months come from new_customer_months; a part month at either end of
 * the range is counted from customers.
 */
export async function newCustomersInRange(deps: AppDeps, locationIds: number[], from: string, to: string): Promise<NewCustomerGroup[]> {
  if (locationIds.length === 0 || from > to) return [];
  const ids = sql`${`{${locationIds.join(',')}}`}::int[]`;
  const { whole, parts: edges } = splitWholeMonths(from, to);
  const parts: SQL[] = [];
  if (whole) {
    parts.push(sql`
      select extract(year from month)::int as year, extract(month from month)::int as month, source, sum(customers)::int as count
      from new_customer_months
      where location_id = any(${ids}) and month >= ${whole.from}::date and month < ${whole.before}::date
      group by month, source`);
  }
  for (const edge of edges) {
    parts.push(sql`
      select extract(year from first_visit_date)::int as year, extract(month from first_visit_date)::int as month,
             marketing_source as source, count(*)::int as count
      from customers
      where location_id = any(${ids}) and first_visit_date between ${edge.from}::date and ${edge.to}::date
      group by 1, 2, 3`);
  }
  return deps.database.rows<NewCustomerGroup>(sql.join(parts, sql` union all `));
}

export interface TopCustomerRow {
  customer_id: number;
  location_id: number;
  first_name: string | null;
  last_name: string | null;
  company: string | null;
  visits: number;
  total_spent_cents: number;
  last_visit: string;
}

/**
 * Seeds per location and year for the top-customers bound: enough that their exact spends give a
 * threshold close to the real tenth, few enough to stay a handful of index probes.
 */
const TOP_SEEDS_PER_YEAR = 20;
/**
 * Ranges shorter than this many days are added up directly: their visits are few (~2,000 for a week
 * of All locations at the large scale), and the seeds rarely visit in them, which leaves T at 0.
 */
const TOP_DIRECT_DAYS = 7;

/**
 * The customers who spent the most on counted ROs in the range, without adding up every visitor's
 * visits: (1) the exact spends of the customers with the highest yearly bounds
 * (customer_yearly_rollups) give a threshold T, the n-th best of them; (2) whoever spends ≥ T in a
 * range touching k calendar years has bounds summing to ≥ T over those years: for two years the
 * pair bound says so at once; otherwise one of them is ≥ T / k, which the index finds, and the sum
 * narrows them. Only the rest are added up. A short range, or one where fewer than n seeds visited
 * (T = 0), adds up its visitors directly.
 */
export async function topCustomers(deps: AppDeps, locationIds: number[], from: string, to: string, limit: number): Promise<TopCustomerRow[]> {
  if (locationIds.length === 0 || from > to) return [];
  const firstYear = Number(from.slice(0, 4));
  const years = Array.from({ length: Number(to.slice(0, 4)) - firstYear + 1 }, (_, i) => firstYear + i);
  const locations = sql`${`{${locationIds.join(',')}}`}::int[]`;
  const yearList = sql`${`{${years.join(',')}}`}::int[]`;
  const spentInRange = (pairs: SQL) => sql`
      select v.customer_id, v.location_id, count(*)::int as visits, sum(v.total_sold_cents)::float8 as total_spent_cents,
             max(v.business_date) as last_visit
      from (${pairs}) p
      join customer_visits v on v.location_id = p.location_id and v.customer_id = p.customer_id
        and v.business_date between ${from}::date and ${to}::date
      group by v.customer_id, v.location_id`;
  const named = (customers: SQL) =>
    deps.database.rows<TopCustomerRow>(sql`
    with top as (${customers} order by total_spent_cents desc, customer_id limit ${limit})
    select top.customer_id, top.location_id, c.first_name, c.last_name, c.company, top.visits, top.total_spent_cents,
           to_char(top.last_visit, 'YYYY-MM-DD') as last_visit
    from top join customers c on c.id = top.customer_id
    order by top.total_spent_cents desc, top.customer_id`);
  const everyVisitor = sql`
    select customer_id, location_id, count(*)::int as visits, sum(total_sold_cents)::float8 as total_spent_cents,
           max(business_date) as last_visit
    from customer_visits where location_id = any(${locations}) and business_date between ${from}::date and ${to}::date
    group by customer_id, location_id`;
  if (daysBetween(from, to) < TOP_DIRECT_DAYS) return named(everyVisitor);

  // T is read first and passed as a value: inside one statement the planner could not know how few
  // customers it leaves, planned for thousands, and went to parallel scans of the range's visits
  // (60–100 ms on a million ROs instead of a few).
  const [{ threshold }] = await deps.database.rows<{ threshold: number }>(sql`
    with seeds as (
      select distinct s.location_id, s.customer_id
      from unnest(${locations}) as l(id) cross join unnest(${yearList}) as y(year)
      cross join lateral (
        select r.location_id, r.customer_id from customer_yearly_rollups r
        where r.location_id = l.id and r.year = y.year order by r.bound_cents desc limit ${TOP_SEEDS_PER_YEAR}) s)
    select greatest(coalesce((
      select total_spent_cents from (${spentInRange(sql`select location_id, customer_id from seeds`)}) t
      order by total_spent_cents desc offset ${limit - 1} limit 1), 0), 0)::int8 as threshold`);
  if (threshold === 0) return named(everyVisitor);
  if (years.length === 2) {
    // Two years (most ranges, the default 12 months among them): the pair bound of the second year
    // holds both; a customer without a visit in it has no such row, and their first year's bound alone counts.
    return named(
      spentInRange(sql`
        select location_id, customer_id from customer_yearly_rollups
        where location_id = any(${locations}) and year = ${years[1]} and pair_bound_cents >= ${threshold}
        union
        select location_id, customer_id from customer_yearly_rollups
        where location_id = any(${locations}) and year = ${years[0]} and bound_cents >= ${threshold}`),
    );
  }
  return named(
    spentInRange(sql`
      select distinct r.location_id, r.customer_id from customer_yearly_rollups r
      where r.location_id = any(${locations}) and r.year = any(${yearList})
        and r.bound_cents >= ${Math.ceil(threshold / years.length)}
        and (select sum(b.bound_cents) from customer_yearly_rollups b
             where b.location_id = r.location_id and b.customer_id = r.customer_id and b.year = any(${yearList})) >= ${threshold}`),
  );
}
