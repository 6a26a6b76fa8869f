import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@rlo/db';
import { RO_AMOUNT_KEYS } from '../analytics/amounts';
import { linesOfRo } from './lines';
import { lockLocation } from './location';
import {
  type AddedRepairOrders,
  firstVisitMonths,
  previousVisit,
  refreshCustomersSeen,
  refreshNewCustomerMonths,
  refreshVisitorDays,
  refreshYearlyBounds,
  relinkVisits,
} from './refresh-customers';
import { refreshMonthlyRollups } from './refresh-months';
import { assignments, columns, dateArray, intArray, onDates } from './sql';

/** `alias.business_date` among the scope's dates (see onDates). */
type OnDates = (alias: string) => SQL;

// Everything the dashboard reads is derived from repair_orders here, by RECOMPUTING the touched
// keys (never by adding deltas, which could drift): set-based statements, whatever the number of
// ROs (the six daily rollups share one). Counted = status CLOSED (kpis.md §1).

export interface DerivedScope {
  /** Business dates an old or a new version of a changed RO had. */
  dates: readonly string[];
  /** Customers an old or a new version of a changed RO belonged to. */
  customerIds: readonly number[];
  /**
   * Customers whose marketing source changed, from ingest, which knows them. Given, the new
   * customers are recounted only in the months a first visit left or entered and in these
   * customers' first-visit months; absent (a merge, a status change, a rebuild), in every
   * first-visit month of the scope's customers.
   */
  newSourceCustomerIds?: readonly number[];
  /**
   * From ingest: the customers (of `customerIds`) that the scope changed only by ROs it inserted,
   * which had no stored version, and those ROs. Their first and last seen and first visit are
   * widened by these ROs instead of read from all their ROs (refreshCustomersSeen). Absent, every
   * customer is read in full.
   */
  added?: AddedRepairOrders;
}

const RO_SUMS = ['ro_count', ...RO_AMOUNT_KEYS];
const TECH_SUMS = [
  'labor_sold_cents',
  'labor_cost_cents',
  'sold_seconds',
  'actual_seconds',
  'labor_ro_count',
  'parts_sold_cents',
  'parts_cost_cents',
  'primary_ro_count',
];
const CATEGORY_SUMS = [
  'labor_sold_cents',
  'labor_cost_cents',
  'sold_seconds',
  'actual_seconds',
  'part_sold_cents',
  'part_cost_cents',
];

const sumsOfRos = sql.raw(
  ['count(*)::int8 AS ro_count', ...RO_AMOUNT_KEYS.map((k) => `sum(ro.${k})::int8 AS ${k}`)].join(', '),
);

interface Target {
  table: string;
  /** The key columns besides location_id (business_date first). */
  keys: string[];
  sums: string[];
  /** A query yielding the keys and sums of the scope, from counted ROs. */
  source: SQL;
  /** Narrows the scope beyond the dates (customer_visits: the customers too). */
  within?: SQL;
  /** The key's columns, when the table's key is not location_id and `keys`. */
  conflict?: string[];
}

/**
 * Makes `table` equal to `source` over the scope's dates: upserts the keys that have counted ROs
 * (rewriting only rows whose figures changed) and deletes the ones that no longer do. The steps are
 * CTEs named after `name`, so that several tables are recomputed by one statement. The stale rows
 * are found by NOT IN, a hash of the sums whatever the planner guesses of the CTE (NOT EXISTS became
 * a nested loop over it); a key is never NULL.
 */
function recomputeSteps(
  location: { id: number; partnerId: number },
  inDates: OnDates,
  target: Target,
  name: string,
): SQL {
  const { table, keys, sums } = target;
  const all = [...keys, ...sums];
  const [sumsOf, stale, upsert] = ['sums', 'stale', 'upsert'].map((step) => sql.raw(`${step}_${name}`));
  return sql`
    ${sumsOf} AS (${target.source}),
    ${stale} AS (
      DELETE FROM ${sql.raw(table)} t
      WHERE t.location_id = ${location.id} AND ${inDates('t')} ${target.within ?? sql``}
        AND (${columns(keys, 't.')}) NOT IN (SELECT ${columns(keys, 's.')} FROM ${sumsOf} s)),
    ${upsert} AS (
      INSERT INTO ${sql.raw(table)} AS t (partner_id, location_id, ${columns(all)})
      SELECT ${location.partnerId}, ${location.id}, ${columns(all, 's.')} FROM ${sumsOf} s
      ON CONFLICT (${columns(target.conflict ?? ['location_id', ...keys])}) DO UPDATE SET ${assignments(sums)}
      WHERE (${columns(sums, 't.')}) IS DISTINCT FROM (${columns(sums, 'excluded.')}))`;
}

/**
 * The six daily rollups of the scope's dates in one statement: their sources read the scope's
 * counted ROs once (`counted`), where six statements each found and read them again (small
 * profile: 61–70 µs per RO for the six, 47–58 for the one), and the four that sum lines read them
 * from one unnest of the ROs' lines (`counted_lines`), where each unnested them again.
 */
function recomputeRollups(location: { id: number; partnerId: number }, inDates: OnDates): SQL {
  const steps = rollupTargets().map((target) => recomputeSteps(location, inDates, target, target.table));
  return sql`
    WITH counted AS MATERIALIZED (
      SELECT * FROM repair_orders ro WHERE ro.location_id = ${location.id} AND ro.status = 'CLOSED' AND ${inDates('ro')}),
    counted_lines AS MATERIALIZED (
      SELECT ro.id AS ro_id, ro.business_date, ro.writer_id, x.technician_id, x.category_id, x.labor, x.sold, x.cost,
        x.sold_seconds, x.actual_seconds
      FROM counted ro CROSS JOIN LATERAL (
        SELECT l.technician_id, l.category_id, true AS labor, l.sold_price_cents AS sold, l.cost_cents AS cost,
          l.sold_seconds, l.actual_seconds
        FROM ${linesOfRo('labor', 'l')} WHERE l.technician_id IS NOT NULL OR l.category_id IS NOT NULL
        UNION ALL
        -- A part line's technician is the RO's primary technician (kpis.md §5).
        SELECT ro.technician_id, p.category_id, false, p.sold_price_cents, p.cost_cents, 0, 0
        FROM ${linesOfRo('part', 'p')} WHERE p.category_id IS NOT NULL) x),
    ${sql.join(steps, sql`,`)}
    SELECT 1`;
}

/**
 * The daily rollups, from the scope's counted ROs (`counted`) and their labor lines with a
 * technician or a category and part lines with a category (`counted_lines`, see recomputeRollups).
 */
function rollupTargets(): Target[] {
  return [
    {
      table: 'daily_rollups',
      keys: ['business_date'],
      sums: RO_SUMS,
      source: sql`SELECT ro.business_date, ${sumsOfRos} FROM counted ro GROUP BY ro.business_date`,
    },
    {
      table: 'writer_daily_rollups',
      keys: ['business_date', 'employee_id'],
      sums: RO_SUMS,
      source: sql`SELECT ro.business_date, ro.writer_id AS employee_id, ${sumsOfRos} FROM counted ro
        WHERE ro.writer_id IS NOT NULL GROUP BY ro.business_date, ro.writer_id`,
    },
    {
      // Labor figures from the lines a technician worked; parts and tires from the ROs whose
      // primary technician they are (kpis.md §5).
      table: 'tech_daily_rollups',
      keys: ['business_date', 'employee_id'],
      sums: TECH_SUMS,
      source: sql`
        WITH labor AS (
          SELECT l.business_date, l.technician_id AS employee_id, sum(l.sold)::int8 AS labor_sold_cents,
            sum(l.cost)::int8 AS labor_cost_cents, sum(l.sold_seconds)::int8 AS sold_seconds,
            sum(l.actual_seconds)::int8 AS actual_seconds, count(DISTINCT l.ro_id)::int8 AS labor_ro_count
          FROM counted_lines l
          WHERE l.labor AND l.technician_id IS NOT NULL GROUP BY l.business_date, l.technician_id),
        primary_ros AS (
          SELECT ro.business_date, ro.technician_id AS employee_id,
            sum(ro.parts_sold_cents + ro.tires_sold_cents)::int8 AS parts_sold_cents,
            sum(ro.parts_cost_cents + ro.tires_cost_cents)::int8 AS parts_cost_cents, count(*)::int8 AS primary_ro_count
          FROM counted ro WHERE ro.technician_id IS NOT NULL GROUP BY ro.business_date, ro.technician_id)
        SELECT coalesce(l.business_date, p.business_date) AS business_date, coalesce(l.employee_id, p.employee_id) AS employee_id,
          coalesce(l.labor_sold_cents, 0) AS labor_sold_cents, coalesce(l.labor_cost_cents, 0) AS labor_cost_cents,
          coalesce(l.sold_seconds, 0) AS sold_seconds, coalesce(l.actual_seconds, 0) AS actual_seconds,
          coalesce(l.labor_ro_count, 0) AS labor_ro_count, coalesce(p.parts_sold_cents, 0) AS parts_sold_cents,
          coalesce(p.parts_cost_cents, 0) AS parts_cost_cents, coalesce(p.primary_ro_count, 0) AS primary_ro_count
        FROM labor l FULL JOIN primary_ros p ON p.business_date = l.business_date AND p.employee_id = l.employee_id`,
    },
    // The category report's sums (part lines include tires), and its advisor × category and
    // technician × category sums: an advisor owns the lines of the ROs they wrote; a technician the
    // labor lines they worked and the part lines of the ROs whose primary technician they are (as in
    // kpis.md §5).
    {
      table: 'category_daily_rollups',
      keys: ['business_date', 'category_id'],
      sums: CATEGORY_SUMS,
      source: categoryLineSums(),
    },
    {
      table: 'writer_category_daily_rollups',
      keys: ['business_date', 'employee_id', 'category_id'],
      sums: CATEGORY_SUMS,
      source: categoryLineSums('writer_id'),
    },
    {
      table: 'tech_category_daily_rollups',
      keys: ['business_date', 'employee_id', 'category_id'],
      sums: CATEGORY_SUMS,
      source: categoryLineSums('technician_id'),
    },
  ];
}

/**
 * Per date and sms category (and employee, given `owner`: the counted_lines column naming a line's
 * employee), the labor and the part lines' sums in one row: one row where a category's labor and
 * parts were two (about 40% fewer rows for ingest to write).
 */
function categoryLineSums(owner?: 'writer_id' | 'technician_id'): SQL {
  const employee = owner ? sql.raw(`x.${owner} AS employee_id,`) : sql``;
  const grouped = owner ? sql.raw(`x.${owner},`) : sql``;
  const present = owner ? sql.raw(`AND x.${owner} IS NOT NULL`) : sql``;
  return sql`
    SELECT x.business_date, ${employee} x.category_id,
      coalesce(sum(x.sold) FILTER (WHERE x.labor), 0)::int8 AS labor_sold_cents,
      coalesce(sum(x.cost) FILTER (WHERE x.labor), 0)::int8 AS labor_cost_cents,
      sum(x.sold_seconds)::int8 AS sold_seconds, sum(x.actual_seconds)::int8 AS actual_seconds,
      coalesce(sum(x.sold) FILTER (WHERE NOT x.labor), 0)::int8 AS part_sold_cents,
      coalesce(sum(x.cost) FILTER (WHERE NOT x.labor), 0)::int8 AS part_cost_cents
    FROM counted_lines x WHERE x.category_id IS NOT NULL ${present}
    GROUP BY x.business_date, ${grouped} x.category_id`;
}

/**
 * The scope's customer visits (customers × dates) with their previous visit. After the upsert a
 * scope customer's visits are these rows plus the stored ones on other dates, so the previous visit
 * is the later of the previous row here and the last stored visit before it on a date outside the
 * scope: exact when written, where setting it afterwards rewrote each new visit a second time
 * (a non-HOT update, with an entry in each index, for half of all ROs).
 */
function visitsOf(locationId: number, dates: SQL, inDates: OnDates, customers: SQL): SQL {
  return sql`
    WITH v AS (
      SELECT ro.business_date, ro.customer_id, count(*)::int AS ro_count, sum(ro.total_sold_cents)::int8 AS total_sold_cents
      FROM repair_orders ro
      WHERE ro.location_id = ${locationId} AND ro.status = 'CLOSED' AND ${inDates('ro')}
        AND ro.customer_id = ANY(${customers})
      GROUP BY ro.business_date, ro.customer_id)
    SELECT v.business_date, v.customer_id, v.ro_count, v.total_sold_cents,
      greatest(lag(v.business_date) OVER (PARTITION BY v.customer_id ORDER BY v.business_date),
        ${previousVisit('v', dates)}) AS prev_business_date
    FROM v`;
}

/**
 * Recomputes every derived figure of the scope: customer_visits of (customers × dates), the
 * customers' previous-visit links and yearly spend bounds, the six daily rollups of the dates,
 * the visitors and new customers of the dates and of every date whose previous-visit links moved,
 * the monthly rollups of those days' months, the customers' first_seen / last_seen /
 * first_visit_date, the new customers per month and source of their first-visit months, and marks
 * retention stale from the first month of the dates. Runs in the caller's transaction; callers
 * outside ingest (RO delete / restore, customer merge) call `lockLocation` before they change any
 * RO, then this with the old and new dates and customers of what they changed.
 */
export async function refreshDerived(tx: Db, locationId: number, scope: DerivedScope): Promise<void> {
  const dateList = [...new Set(scope.dates)].sort();
  const customerList = [...new Set(scope.customerIds)].sort((a, b) => a - b);
  if (dateList.length === 0 && customerList.length === 0) return;
  const location = await lockLocation(tx, locationId);
  const dates = dateArray(dateList);
  const inDates: OnDates = (alias) => onDates(alias, dateList, dates);
  const customers = intArray(customerList);

  const visits: Target = {
    table: 'customer_visits',
    keys: ['business_date', 'customer_id'],
    sums: ['ro_count', 'total_sold_cents', 'prev_business_date'],
    source: visitsOf(location.id, dates, inDates, customers),
    within: sql`AND t.customer_id = ANY(${customers})`,
    conflict: ['customer_id', 'business_date'],
  };
  await tx.execute(sql`WITH ${recomputeSteps(location, inDates, visits, 'visits')} SELECT 1`);
  const relinked = await relinkVisits(tx, customers, dates, dateList[0]);
  await refreshYearlyBounds(tx, location, customers, dateList);
  await tx.execute(recomputeRollups(location, inDates));

  // The new customers per month and source (see newSourceCustomerIds). Ingest's batches are
  // mostly returning customers, whose first-visit months span the shop's history: recounting all
  // of them cost 8 µs per RO on the small dataset and 27 on the large; the months that moved, 0.7.
  const { newSourceCustomerIds: newSource } = scope;
  const every = newSource === undefined ? await firstVisitMonths(tx, location, customers) : [];
  const moved = await refreshCustomersSeen(tx, customerList, scope.added);
  const resourced = newSource?.length ? await firstVisitMonths(tx, location, intArray(newSource)) : [];
  await refreshNewCustomerMonths(tx, location, [...every, ...moved, ...resourced]);
  await refreshVisitorDays(tx, location, [...dateList, ...relinked]);
  await refreshMonthlyRollups(tx, location, [...dateList, ...relinked]);

  // Retention months are recomputed lazily by the reports (see retention_status): mark them stale.
  if (dateList.length > 0) {
    const staleFrom = `${dateList[0].slice(0, 7)}-01`;
    await tx.execute(sql`
      INSERT INTO retention_status AS s (location_id, partner_id, stale_from)
      VALUES (${location.id}, ${location.partnerId}, ${staleFrom}::date)
      ON CONFLICT (location_id) DO UPDATE SET stale_from = least(s.stale_from, excluded.stale_from)`);
  }
}
