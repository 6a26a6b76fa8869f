// The customers behind a new or returning customers figure (issue 29), read from customer_visits:
// the visits kpis.md §6 counts from, one row per customer and business date with a counted RO.
import { sql } from 'drizzle-orm';
import type { CustomerRatioExplanation, ExplainCustomer, ExplainCustomerRatioQuery } from '@rlo/contract';
import { combineCustomerReports, CUSTOMER_RATIO_FORMULAS, UNKNOWN_SOURCE } from '../../analytics';
import type { AppDeps } from '../../deps';
import type { Scope } from '../../lib/scope';
import { retentionOfLocations } from './retention';

export interface CustomersQuery {
  metric: 'new_customers_count' | 'returning_customers_count';
  from: string;
  to: string;
  marketing_source?: string;
}

/** The customers of one marketing source, named as the marketing sources section names it (blank: Unknown). */
const sourceFilter = (source: string | undefined) =>
  source === undefined ? sql`` : sql`and coalesce(nullif(trim(c.marketing_source), ''), ${UNKNOWN_SOURCE}) = ${source}`;

type Row = ExplainCustomer & { total: number };

/**
 * One page of the customers the figure counts, by their first visit in the period. A customer is new
 * in it when one of their visits in it has no previous visit (their first ever, kpis.md §3), else
 * returning: the same test the rollups count new customers by, and the visitors less the new are the
 * returning. The (location, date, customer) index bounds the read to the period's visits. Names are
 * joined to the page's customers only (a month of ten shops has 17,000 visits); the customers table
 * is read for every visit only to keep one marketing source's.
 */
export async function explainCustomers(
  deps: AppDeps,
  scope: Scope,
  query: CustomersQuery,
  limit: number,
  offset: number,
): Promise<{ items: ExplainCustomer[]; total: number }> {
  if (scope.locationIds.length === 0) return { items: [], total: 0 };
  const isNew = query.metric === 'new_customers_count';
  const bySource = query.marketing_source === undefined ? sql`` : sql`left join customers c on c.id = v.customer_id`;
  const rows = await deps.database.rows<Row>(sql`
    select p.location_id, p.customer_id,
           trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')) as customer_name,
           to_char(p.first_day, 'YYYY-MM-DD') as first_visit, to_char(p.previous_day, 'YYYY-MM-DD') as previous_visit,
           p.visits, p.ro_count, p.total
    from (
      select v.location_id, v.customer_id, min(v.business_date) as first_day,
             (array_agg(v.prev_business_date order by v.business_date))[1] as previous_day,
             count(*)::int as visits, sum(v.ro_count)::int as ro_count, count(*) over ()::int as total
      from customer_visits v ${bySource}
      where v.location_id in (${sql.join(scope.locationIds.map((id) => sql`${id}`), sql`, `)})
        and v.business_date between ${query.from}::date and ${query.to}::date ${sourceFilter(query.marketing_source)}
      group by v.location_id, v.customer_id
      having bool_or(v.prev_business_date is null) = ${isNew}
      order by min(v.business_date), v.customer_id
      limit ${limit} offset ${offset}
    ) p
    left join customers c on c.id = p.customer_id
    order by p.first_day, p.customer_id`);
  const items = rows.map(({ total: _total, ...row }) => row);
  // A page past the end has no row to carry the count: count the customers then.
  const total = rows[0]?.total ?? (offset > 0 ? (await explainCustomers(deps, scope, query, 1, 0)).total : 0);
  return { items, total };
}

/**
 * A customer report ratio of one month (kpis.md §6), explained from the month's counts the report
 * row is built from: the same rollups, combined for All locations the same way, the same formula.
 */
export async function explainCustomerRatio(deps: AppDeps, scope: Scope, query: ExplainCustomerRatioQuery): Promise<CustomerRatioExplanation> {
  const month = { year: query.year, month: query.month };
  const perLocation = await retentionOfLocations(deps, scope.locationIds, [month]);
  const rows = perLocation.map((location) => location[0]);
  const row = rows.length === 1 ? rows[0] : combineCustomerReports(rows, month);
  const formula = CUSTOMER_RATIO_FORMULAS[query.metric];
  return {
    metric: query.metric,
    ...month,
    locations: scope.locations.map(({ id, name }) => ({ id, name })),
    expression: formula.expression,
    rounding: formula.rounding,
    inputs: formula.inputs.map((key) => ({ key, value: row[key] })),
    result: row[query.metric],
  };
}
