import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@rlo/db';
import type { IngestLocation } from './location';
import { dateArray, intArray, rowsOf } from './sql';

// The customer-level part of refreshDerived, run after customer_visits of the scope is recomputed.
// `customers` is the scope's customer ids as an int[] parameter: customers of the location, so
// customer_visits is read by its key (customer_id, business_date) without the location (see
// previousVisit).

/**
 * The previous visit of the customer_visits row (or scope row) aliased `t`, among the stored visits
 * (but those on the `except` dates). By the customer alone, which holds the location: the key
 * (customer_id, business_date) is then the only index that fits, where with the location the
 * planner, its statistics not yet holding a new location's rows, walked the location's visits by
 * date instead (25 pages a lookup against 3).
 */
export const previousVisit = (
  t: string,
  except?: SQL,
) => sql`(SELECT max(p.business_date) FROM customer_visits p
      WHERE p.customer_id = ${sql.raw(t)}.customer_id AND p.business_date < ${sql.raw(t)}.business_date
      ${except ? sql`AND p.business_date <> ALL(${except})` : sql``})`;

/**
 * Brings customer_visits.prev_business_date up to date for the scope's customers on the dates
 * outside the scope (the scope's own visits got theirs when written) and returns the dates of the
 * visits whose link moved: adding or removing a visit relinks the customer's next visit, which may
 * lie outside the scope. Only visits after the scope's first date can change. A correlated lookup
 * (one index probe per visit) rather than a join, whose plan went to a full scan of the table while
 * statistics lagged behind ingest.
 */
export async function relinkVisits(
  tx: Db,
  customers: SQL,
  dates: SQL,
  firstDate: string | undefined,
): Promise<string[]> {
  if (firstDate === undefined) return [];
  const rows = await rowsOf<{ business_date: string }>(
    tx,
    sql`
    UPDATE customer_visits t SET prev_business_date = ${previousVisit('t')}
    WHERE t.customer_id = ANY(${customers}) AND t.business_date > ${firstDate}::date
      AND t.business_date <> ALL(${dates}) AND t.prev_business_date IS DISTINCT FROM ${previousVisit('t')}
    RETURNING t.business_date::text AS business_date`,
  );
  return rows.map((r) => r.business_date);
}

/**
 * customer_yearly_rollups of the scope's customers in the years of its dates (sorted): the bounds of
 * those years, and the pair bounds (a year's bound plus the previous year's) of those years and of
 * the years after them. A row exists for each year with a visit.
 */
export async function refreshYearlyBounds(
  tx: Db,
  location: IngestLocation,
  customers: SQL,
  dates: readonly string[],
): Promise<void> {
  if (dates.length === 0) return;
  const touched = [...new Set(dates.map((d) => Number(d.slice(0, 4))))];
  const rows = [...new Set(touched.flatMap((y) => [y, y + 1]))];
  const read = [...new Set(rows.flatMap((y) => [y - 1, y]))];
  const first = Math.min(...read);
  const last = Math.max(...read);
  // The previous year's bound comes by a window, not a self-join of `bounds`: the planner guesses
  // one row for the CTE, and the join became a nested loop. For the same reason the stale rows are
  // found by NOT IN (a hash of `sums`, whatever its estimate), where NOT EXISTS became a nested loop
  // over the CTE for each stored row (687 × 381 comparisons in one batch); and by customer alone,
  // the key, where with the location the planner read all of the location's rows of the year.
  await tx.execute(sql`
    WITH bounds AS (
      SELECT v.customer_id, extract(year FROM v.business_date)::int AS year, sum(greatest(v.total_sold_cents, 0))::int8 AS bound_cents
      FROM customer_visits v
      WHERE v.customer_id = ANY(${customers}) AND v.business_date BETWEEN ${`${first}-01-01`}::date AND ${`${last}-12-31`}::date
      GROUP BY 1, 2),
    pairs AS (
      SELECT b.customer_id, b.year, b.bound_cents,
        b.bound_cents + CASE WHEN lag(b.year) OVER w = b.year - 1 THEN lag(b.bound_cents) OVER w ELSE 0 END AS pair_bound_cents
      FROM bounds b WINDOW w AS (PARTITION BY b.customer_id ORDER BY b.year)),
    sums AS (SELECT * FROM pairs WHERE year = ANY(${intArray(rows)})),
    stale AS (
      DELETE FROM customer_yearly_rollups t
      WHERE t.customer_id = ANY(${customers}) AND t.year = ANY(${intArray(touched)})
        AND (t.customer_id, t.year) NOT IN (SELECT s.customer_id, s.year FROM sums s))
    INSERT INTO customer_yearly_rollups AS t (partner_id, location_id, customer_id, year, bound_cents, pair_bound_cents)
    SELECT ${location.partnerId}, ${location.id}, s.customer_id, s.year, s.bound_cents, s.pair_bound_cents FROM sums s
    ON CONFLICT (customer_id, year) DO UPDATE
      SET bound_cents = excluded.bound_cents, pair_bound_cents = excluded.pair_bound_cents
    WHERE (t.bound_cents, t.pair_bound_cents) IS DISTINCT FROM (excluded.bound_cents, excluded.pair_bound_cents)`);
}

/** The months (first days) of the customers' first visits, as stored now. */
export async function firstVisitMonths(tx: Db, location: IngestLocation, customers: SQL): Promise<string[]> {
  const rows = await rowsOf<{ month: string }>(
    tx,
    sql`SELECT DISTINCT date_trunc('month', c.first_visit_date)::date::text AS month FROM customers c
        WHERE c.id = ANY(${customers}) AND c.location_id = ${location.id} AND c.first_visit_date IS NOT NULL`,
  );
  return rows.map((r) => r.month);
}

/** Customers who only gained ROs, and those ROs (see DerivedScope.added). */
export interface AddedRepairOrders {
  customerIds: readonly number[];
  /** Their inserted ROs (those of the `created` ones may be left out). */
  roIds: readonly number[];
  /**
   * The customers ingest created, written with the first and last seen and the first visit (its
   * date here, null without one) of the batch's closed ROs: exact for those of `customerIds`, whose
   * ROs are all new (an updated RO may stay deleted whatever the batch says).
   */
  created?: ReadonlyMap<number, string | null>;
}

/**
 * The customers' first_seen / last_seen (closed ROs) and first_visit_date (kpis.md §6); returns
 * the months a first visit left or entered (both months of each customer whose first visit
 * moved). Each end is one probe of the (customer_id, closed_at) index, not a read of all the
 * customer's ROs. MATERIALIZED: inlined, the probes ran twice per customer, in the filter and in
 * SET. `s` also keeps the stored first visit, as RETURNING sees only the new row: by a subquery,
 * one probe per customer; a join was planned as a hash of all the location's customers.
 *
 * The customers of `added` only gained ROs, which can move their ends outward and never inward:
 * their ends are the stored ones widened by those ROs (least / greatest ignore a NULL), exact
 * without the three probes, which were most of the statement's time at large scale. The ones it
 * created are left out: written with these ROs' ends, they only bring their first-visit month.
 *
 * The customers are joined by id alone (the scope's ids are the location's own): with the location
 * too, the planner, which guessed a few rows for `s`, walked the location's customers and compared
 * each with every row of `s` (22,219 × 628 in one large batch, 134 µs per RO).
 */
export async function refreshCustomersSeen(
  tx: Db,
  customerList: readonly number[],
  added: AddedRepairOrders = { customerIds: [], roIds: [] },
): Promise<string[]> {
  const onlyAdded = new Set(added.customerIds);
  const exact = [...(added.created ?? [])].filter(([id]) => onlyAdded.has(id));
  const exactIds = new Set(exact.map(([id]) => id));
  const createdMonths = exact.flatMap(([, date]) => (date ? [`${date.slice(0, 7)}-01`] : []));
  const grown = added.customerIds.filter((id) => !exactIds.has(id));
  const probed = customerList.filter((id) => !onlyAdded.has(id));
  if (grown.length === 0 && probed.length === 0) return [...new Set(createdMonths)];
  const rows = await rowsOf<{ was: string | null; now: string | null }>(
    tx,
    sql`
    WITH s AS MATERIALIZED (
      SELECT x.id, (SELECT c0.first_visit_date FROM customers c0 WHERE c0.id = x.id) AS was_first_visit_date,
        (SELECT min(ro.closed_at) FROM repair_orders ro WHERE ro.customer_id = x.id AND ro.status = 'CLOSED') AS first_seen,
        (SELECT max(ro.closed_at) FROM repair_orders ro WHERE ro.customer_id = x.id AND ro.status = 'CLOSED') AS last_seen,
        (SELECT min(v.business_date) FROM customer_visits v WHERE v.customer_id = x.id) AS first_visit_date
      FROM unnest(${intArray(probed)}) AS x(id)
      UNION ALL
      SELECT a.id, c0.first_visit_date, least(c0.first_seen, a.first_seen), greatest(c0.last_seen, a.last_seen),
        least(c0.first_visit_date, a.first_visit_date)
      FROM (
        SELECT ro.customer_id AS id, min(ro.closed_at) AS first_seen, max(ro.closed_at) AS last_seen,
          min(ro.business_date) AS first_visit_date
        FROM repair_orders ro
        WHERE ro.id = ANY(${intArray(added.roIds)}) AND ro.status = 'CLOSED' AND ro.customer_id = ANY(${intArray(grown)})
        GROUP BY ro.customer_id) a
      CROSS JOIN LATERAL (SELECT c0.first_seen, c0.last_seen, c0.first_visit_date FROM customers c0 WHERE c0.id = a.id) c0)
    UPDATE customers c SET first_seen = s.first_seen, last_seen = s.last_seen, first_visit_date = s.first_visit_date
    FROM s
    WHERE c.id = s.id
      AND (c.first_seen, c.last_seen, c.first_visit_date) IS DISTINCT FROM (s.first_seen, s.last_seen, s.first_visit_date)
    RETURNING date_trunc('month', s.was_first_visit_date)::date::text AS was,
      date_trunc('month', c.first_visit_date)::date::text AS now`,
  );
  const moved = rows.flatMap((r) => (r.was === r.now ? [] : [r.was, r.now].flatMap((m) => m ?? [])));
  return [...new Set([...moved, ...createdMonths])];
}

/**
 * new_customer_months of the given months (first days) recomputed from customers: a month with no
 * first visit left loses its rows. A customer without marketing source counts under ''.
 */
export async function refreshNewCustomerMonths(
  tx: Db,
  location: IngestLocation,
  months: readonly string[],
): Promise<void> {
  if (months.length === 0) return;
  const list = dateArray([...new Set(months)]);
  await tx.execute(sql`
    WITH sums AS (
      SELECT m.month, coalesce(c.marketing_source, '') AS source, count(*)::int8 AS customers
      FROM unnest(${list}) AS m(month)
      JOIN customers c ON c.location_id = ${location.id}
        AND c.first_visit_date >= m.month AND c.first_visit_date < (m.month + interval '1 month')::date
      GROUP BY 1, 2),
    stale AS (
      DELETE FROM new_customer_months t
      WHERE t.location_id = ${location.id} AND t.month = ANY(${list})
        AND NOT EXISTS (SELECT 1 FROM sums s WHERE s.month = t.month AND s.source = t.source))
    INSERT INTO new_customer_months AS t (partner_id, location_id, month, source, customers)
    SELECT ${location.partnerId}, ${location.id}, s.month, s.source, s.customers FROM sums s
    ON CONFLICT (location_id, month, source) DO UPDATE SET customers = excluded.customers
    WHERE t.customers IS DISTINCT FROM excluded.customers`);
}

/**
 * Per day, the visitors' previous-visit dates (daily_rollups.visitor_prev_dates) and the new
 * customers, whose visit has none (kpis.md §6: new on the first-visit date). Rows just created by
 * the rollup recompute start empty, so every scope date is passed, plus the relinked ones.
 */
export async function refreshVisitorDays(
  tx: Db,
  location: IngestLocation,
  dates: readonly string[],
): Promise<void> {
  if (dates.length === 0) return;
  await tx.execute(sql`
    UPDATE daily_rollups d SET visitor_prev_dates = n.prevs, new_customers_count = n.new_customers
    FROM (
      SELECT x.business_date, coalesce(a.prevs, '{}'::date[]) AS prevs, coalesce(a.new_customers, 0) AS new_customers
      FROM unnest(${dateArray([...new Set(dates)])}) AS x(business_date)
      LEFT JOIN LATERAL (
        SELECT array_agg(coalesce(v.prev_business_date, '-infinity'::date) ORDER BY coalesce(v.prev_business_date, '-infinity'::date)) AS prevs,
          count(*) FILTER (WHERE v.prev_business_date IS NULL) AS new_customers
        FROM customer_visits v WHERE v.location_id = ${location.id} AND v.business_date = x.business_date
      ) a ON true
    ) n
    WHERE d.location_id = ${location.id} AND d.business_date = n.business_date
      AND (d.visitor_prev_dates, d.new_customers_count) IS DISTINCT FROM (n.prevs, n.new_customers)`);
}
