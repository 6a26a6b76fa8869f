import { and, asc, eq, sql } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { EMPLOYEE_WINDOW_MONTHS, type EmployeeRole, type EmployeeRow } from '@rlo/contract';
import {
  addMonths,
  ADDITIVE_TOTAL_KEYS,
  emptyTotals,
  techStats,
  todayIn,
  writerStats,
} from '../../analytics';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/http-error';

const { employees, locations } = schema;
/** The location's time zone and business "today" (the employee window ends today). */
async function locationToday(deps: AppDeps, partnerId: number, locationId: number): Promise<string> {
  const [row] = await deps.database.db
    .select({ timezone: locations.timezone })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.partnerId, partnerId)));
  if (!row) throw notFound('The location');
  return todayIn(row.timezone, deps.clock.now());
}

const WRITER_SUMS = sql.raw(
  ADDITIVE_TOTAL_KEYS.map((k) => `coalesce(sum(r.${k}), 0)::float8 as ${k}`).join(', '),
);

/**
 * Advisors or technicians of a location, hidden ones included (so they can be shown again), each
 * with their figures from the window's start to today, read from the employee rollups; the
 * formulas are analytics' writerStats / techStats.
 */
export async function employeeList(
  deps: AppDeps,
  partnerId: number,
  locationId: number,
  role: EmployeeRole,
  from?: string,
): Promise<EmployeeRow[]> {
  const today = await locationToday(deps, partnerId, locationId);
  const start = from ?? addMonths(today, -EMPLOYEE_WINDOW_MONTHS);
  const people = await deps.database.db
    .select()
    .from(employees)
    .where(
      and(
        eq(employees.partnerId, partnerId),
        eq(employees.locationId, locationId),
        role === 'advisor' ? eq(employees.serviceAdvisor, true) : eq(employees.technician, true),
      ),
    )
    .orderBy(asc(employees.fullName));
  const figures =
    role === 'advisor'
      ? await advisorFigures(deps, locationId, start, today)
      : await techFigures(deps, locationId, start, today);
  return people.map((e) => ({
    id: e.id,
    fullName: e.fullName,
    hide: e.hide,
    serviceAdvisor: e.serviceAdvisor,
    technician: e.technician,
    partnerId: e.partnerId,
    locationId: e.locationId,
    ...(figures.get(e.id) ?? { sales_cents: 0, ro_count: 0, average_cents: 0 }),
  }));
}

type Figures = Map<number, { sales_cents: number; ro_count: number; average_cents: number }>;

async function advisorFigures(deps: AppDeps, locationId: number, from: string, to: string): Promise<Figures> {
  const rows = await deps.database.rows<
    Record<string, number> & { employee_id: number; day_count: number }
  >(sql`
    select r.employee_id, ${WRITER_SUMS}, count(distinct r.business_date)::int as day_count
    from writer_daily_rollups r
    where r.location_id = ${locationId} and r.business_date between ${from}::date and ${to}::date
    group by r.employee_id`);
  return new Map(
    rows.map((row) => {
      const totals = emptyTotals();
      for (const k of ADDITIVE_TOTAL_KEYS) totals[k] = row[k];
      totals.day_count = row.day_count;
      const s = writerStats(totals);
      return [
        row.employee_id,
        { sales_cents: s.gross_sales_cents, ro_count: s.sale_count, average_cents: s.avg_sale_cents },
      ];
    }),
  );
}

async function techFigures(deps: AppDeps, locationId: number, from: string, to: string): Promise<Figures> {
  const rows = await deps.database.rows<{
    employee_id: number;
    labor_sold_cents: number;
    labor_cost_cents: number;
    sold_seconds: number;
    actual_seconds: number;
    labor_ro_count: number;
    day_count: number;
    parts_sold_cents: number;
    parts_cost_cents: number;
  }>(sql`
    select r.employee_id,
           coalesce(sum(r.labor_sold_cents), 0)::float8 as labor_sold_cents,
           coalesce(sum(r.labor_cost_cents), 0)::float8 as labor_cost_cents,
           coalesce(sum(r.sold_seconds), 0)::float8 as sold_seconds,
           coalesce(sum(r.actual_seconds), 0)::float8 as actual_seconds,
           coalesce(sum(r.labor_ro_count), 0)::float8 as labor_ro_count,
           count(distinct r.business_date) filter (where r.labor_ro_count > 0)::int as day_count,
           coalesce(sum(r.parts_sold_cents), 0)::float8 as parts_sold_cents,
           coalesce(sum(r.parts_cost_cents), 0)::float8 as parts_cost_cents
    from tech_daily_rollups r
    where r.location_id = ${locationId} and r.business_date between ${from}::date and ${to}::date
    group by r.employee_id`);
  return new Map(
    rows.map(({ employee_id, ...totals }) => {
      const s = techStats(totals);
      return [
        employee_id,
        {
          sales_cents: s.total_labor_sold_cents,
          ro_count: s.total_labor_ro,
          average_cents: s.avg_labor_sale_cents,
        },
      ];
    }),
  );
}

/** Hides or shows an employee of the location; the dashboard's employee queries leave hidden ones out. */
export async function setEmployeeHidden(
  deps: AppDeps,
  partnerId: number,
  locationId: number,
  id: number,
  hide: boolean,
) {
  const [row] = await deps.database.db
    .update(employees)
    .set({ hide })
    .where(
      and(eq(employees.id, id), eq(employees.partnerId, partnerId), eq(employees.locationId, locationId)),
    )
    .returning({ id: employees.id, hide: employees.hide });
  if (!row) throw notFound('The employee');
  return row;
}
