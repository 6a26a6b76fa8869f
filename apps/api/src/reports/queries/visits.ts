import { sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import type { Visit } from '../../analytics';

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

export interface NewCustomerRow {
  year: number;
  month: number;
  customer_id: number;
  source: string | null;
}

/** The customers whose first visit falls in the range, with the month of it and their marketing source. */
export async function newCustomersInRange(deps: AppDeps, locationIds: number[], from: string, to: string): Promise<NewCustomerRow[]> {
  if (locationIds.length === 0) return [];
  return deps.database.rows<NewCustomerRow>(sql`
    select extract(year from first_visit_date)::int as year, extract(month from first_visit_date)::int as month,
           id as customer_id, marketing_source as source
    from customers
    where location_id = any(${`{${locationIds.join(',')}}`}::int[]) and first_visit_date between ${from}::date and ${to}::date`);
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

/** The customers who spent the most on counted ROs in the range. */
export async function topCustomers(deps: AppDeps, locationIds: number[], from: string, to: string, limit: number): Promise<TopCustomerRow[]> {
  if (locationIds.length === 0) return [];
  return deps.database.rows<TopCustomerRow>(sql`
    select v.customer_id, v.location_id, c.first_name, c.last_name, c.company,
           count(*)::int as visits, sum(v.total_sold_cents)::float8 as total_spent_cents,
           to_char(max(v.business_date), 'YYYY-MM-DD') as last_visit
    from customer_visits v join customers c on c.id = v.customer_id
    where v.location_id = any(${`{${locationIds.join(',')}}`}::int[]) and v.business_date between ${from}::date and ${to}::date
    group by v.customer_id, v.location_id, c.first_name, c.last_name, c.company
    order by total_spent_cents desc, v.customer_id
    limit ${limit}`);
}
