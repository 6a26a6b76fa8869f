// A technician's figure of the employee section, explained (issue 29): their sums from the rows the
// section reads (tech_daily_rollups), the formula techStats computes with, and the counted ROs
// whose labor lines they worked, each with those lines' sums.
import { sql } from 'drizzle-orm';
import type { ExplainTechnicianQuery, TechExplanation, TechRepairOrder } from '@rlo/contract';
import { TECH_FORMULAS, type TechTotals } from '../../analytics';
import { linesOfRo } from '../../ingest/lines';
import type { AppDeps } from '../../deps';
import type { Scope } from '../../lib/scope';

const ids = (scope: Scope) => sql.join(scope.locationIds.map((id) => sql`${id}`), sql`, `);

async function techTotals(deps: AppDeps, scope: Scope, query: ExplainTechnicianQuery): Promise<TechTotals> {
  const [row] = await deps.database.rows<TechTotals>(sql`
    select coalesce(sum(r.labor_sold_cents::float8), 0) as labor_sold_cents, coalesce(sum(r.labor_cost_cents::float8), 0) as labor_cost_cents,
           coalesce(sum(r.sold_seconds::float8), 0) as sold_seconds, coalesce(sum(r.actual_seconds::float8), 0) as actual_seconds,
           coalesce(sum(r.labor_ro_count::float8), 0) as labor_ro_count, (count(*) filter (where r.labor_ro_count > 0))::int as day_count,
           coalesce(sum(r.parts_sold_cents::float8), 0) as parts_sold_cents, coalesce(sum(r.parts_cost_cents::float8), 0) as parts_cost_cents
    from tech_daily_rollups r join employees e on e.id = r.employee_id
    where r.location_id in (${ids(scope)}) and r.employee_id = ${query.tech_id}
      and r.business_date between ${query.from}::date and ${query.to}::date and not e.hide`);
  return row;
}

type Row = TechRepairOrder & { total: number };

/**
 * One page of the counted ROs with labor lines the technician worked, by date. A technician is an
 * employee of one location, and only that location's ROs name them (ingest resolves a line's
 * technician within the RO's location): the read stays on it, not on every shop of the scope. The
 * customer's name is joined to the page's ROs only.
 */
async function techRepairOrders(deps: AppDeps, scope: Scope, query: ExplainTechnicianQuery) {
  const page = (limit: number, offset: number) =>
    deps.database.rows<Row>(sql`
      select p.id, p.location_id, p.order_number, to_char(p.business_date, 'YYYY-MM-DD') as business_date,
             trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')) as customer_name,
             p.labor_sold_cents, p.labor_cost_cents, p.sold_seconds, p.actual_seconds, p.total
      from (
        select ro.id, ro.location_id, ro.order_number, ro.business_date, ro.customer_id,
               sum(l.sold_price_cents)::float8 as labor_sold_cents, sum(l.cost_cents)::float8 as labor_cost_cents,
               sum(l.sold_seconds)::float8 as sold_seconds, sum(l.actual_seconds)::float8 as actual_seconds,
               count(*) over ()::int as total
        from repair_orders ro cross join lateral ${linesOfRo('labor', 'l')}
        where ro.location_id in (${ids(scope)})
          and ro.location_id = (select e.location_id from employees e where e.id = ${query.tech_id})
          and ro.status = 'CLOSED'
          and ro.business_date between ${query.from}::date and ${query.to}::date and l.technician_id = ${query.tech_id}
        group by ro.id
        order by ro.business_date, ro.id
        limit ${limit} offset ${offset}
      ) p
      left join customers c on c.id = p.customer_id
      order by p.business_date, p.id`);
  const offset = (query.page_num - 1) * query.page_size;
  const rows = await page(query.page_size, offset);
  // A page past the end has no row to carry the count: count on the first page then.
  const total = rows[0]?.total ?? (offset > 0 ? ((await page(1, 0))[0]?.total ?? 0) : 0);
  return { items: rows.map(({ total: _total, ...row }) => row), total };
}

export async function explainTechnician(deps: AppDeps, scope: Scope, query: ExplainTechnicianQuery): Promise<TechExplanation> {
  const formula = TECH_FORMULAS[query.metric];
  const empty = { items: [], total: 0 };
  const [totals, repairOrders] =
    scope.locationIds.length === 0
      ? [null, empty]
      : await Promise.all([techTotals(deps, scope, query), techRepairOrders(deps, scope, query)]);
  const sums = totals ?? { labor_sold_cents: 0, labor_cost_cents: 0, sold_seconds: 0, actual_seconds: 0, labor_ro_count: 0, day_count: 0, parts_sold_cents: 0, parts_cost_cents: 0 };
  return {
    metric: query.metric,
    from: query.from,
    to: query.to,
    locations: scope.locations.map(({ id, name }) => ({ id, name })),
    expression: formula.expression,
    rounding: formula.rounding,
    inputs: formula.inputs.map((key) => ({ key, value: sums[key] })),
    result: formula.compute(sums),
    repair_orders: repairOrders,
  };
}
