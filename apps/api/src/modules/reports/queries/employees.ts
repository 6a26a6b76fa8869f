import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../../deps';
import { ADDITIVE_TOTAL_KEYS, emptyTotals, type TechTotals, type Totals } from '../../../analytics';

// float8 sums (exact: integers far below 2^53); int8 sums finish as numeric, ~1 µs per figure and group.
const SUMS = sql.raw(ADDITIVE_TOTAL_KEYS.map((k) => `coalesce(sum(r.${k}::float8), 0) as ${k}`).join(', '));
// An employee has one rollup row per date (it belongs to one location), so counting rows counts dates.
const MONTH = sql`date_trunc('month', r.business_date)`;
const ids = (locationIds: number[]) => sql`${`{${locationIds.join(',')}}`}::int[]`;

export interface EmployeeMonth<T> {
  year: number;
  month: number;
  employee_id: number;
  name: string;
  location_id: number;
  totals: T;
}

/** Per advisor and month, from writer_daily_rollups; hidden advisors are left out of lists (kpis.md §5). */
export async function writerMonths(deps: AppDeps, locationIds: number[], from: string, to: string): Promise<EmployeeMonth<Totals>[]> {
  if (locationIds.length === 0) return [];
  const rows = await deps.database.rows<Record<string, number> & { name: string; ym: string; employee_id: number; location_id: number; day_count: number }>(sql`
    select to_char(${MONTH}, 'YYYY-MM') as ym, r.employee_id, e.full_name as name, e.location_id,
           ${SUMS}, count(*)::int as day_count
    from writer_daily_rollups r join employees e on e.id = r.employee_id
    where r.location_id = any(${ids(locationIds)}) and r.business_date between ${from}::date and ${to}::date and not e.hide
    group by ${MONTH}, 2, 3, 4
    order by 1, 3`, { prepared: true });
  return rows.map((row) => {
    const totals = emptyTotals();
    for (const k of ADDITIVE_TOTAL_KEYS) totals[k] = row[k];
    totals.day_count = row.day_count;
    const [year, month] = row.ym.split('-').map(Number);
    return { year, month, employee_id: row.employee_id, name: row.name, location_id: row.location_id, totals };
  });
}

/**
 * One advisor's sums over each period, from the rows writerMonths reads: the advisor figures of the
 * employee section are writerStats of these (an explanation of one of them reads the same sums).
 */
export async function writerPeriodTotals(
  deps: AppDeps,
  locationIds: number[],
  writerId: number,
  periods: readonly { from: string; to: string }[],
): Promise<Totals[]> {
  if (locationIds.length === 0) return periods.map(() => emptyTotals());
  return Promise.all(
    periods.map(async ({ from, to }) => {
      const [row] = await deps.database.rows<Record<string, number> & { day_count: number }>(sql`
        select ${SUMS}, count(*)::int as day_count
        from writer_daily_rollups r join employees e on e.id = r.employee_id
        where r.location_id = any(${ids(locationIds)}) and r.employee_id = ${writerId}
          and r.business_date between ${from}::date and ${to}::date and not e.hide`);
      const totals = emptyTotals();
      for (const k of ADDITIVE_TOTAL_KEYS) totals[k] = row[k];
      totals.day_count = row.day_count;
      return totals;
    }),
  );
}

/** Per technician and month, from tech_daily_rollups; hidden technicians are left out. */
export async function techMonths(deps: AppDeps, locationIds: number[], from: string, to: string): Promise<EmployeeMonth<TechTotals>[]> {
  if (locationIds.length === 0) return [];
  const rows = await deps.database.rows<TechTotals & { name: string; ym: string; employee_id: number; location_id: number }>(sql`
    select to_char(${MONTH}, 'YYYY-MM') as ym, r.employee_id, e.full_name as name, e.location_id,
           coalesce(sum(r.labor_sold_cents::float8), 0) as labor_sold_cents,
           coalesce(sum(r.labor_cost_cents::float8), 0) as labor_cost_cents,
           coalesce(sum(r.sold_seconds::float8), 0) as sold_seconds,
           coalesce(sum(r.actual_seconds::float8), 0) as actual_seconds,
           coalesce(sum(r.labor_ro_count::float8), 0) as labor_ro_count,
           (count(*) filter (where r.labor_ro_count > 0))::int as day_count,
           coalesce(sum(r.parts_sold_cents::float8), 0) as parts_sold_cents,
           coalesce(sum(r.parts_cost_cents::float8), 0) as parts_cost_cents
    from tech_daily_rollups r join employees e on e.id = r.employee_id
    where r.location_id = any(${ids(locationIds)}) and r.business_date between ${from}::date and ${to}::date and not e.hide
    group by ${MONTH}, 2, 3, 4
    order by 1, 3`, { prepared: true });
  return rows.map(({ ym, employee_id, name, location_id, ...totals }) => {
    const [year, month] = ym.split('-').map(Number);
    return { year, month, employee_id, name, location_id, totals };
  });
}
