// "Explain this figure" (issue 29): the rule, its inputs and the repair orders behind a figure.
import { sql, type SQL } from 'drizzle-orm';
import {
  EXPLAIN_RO_INPUTS,
  csvLine,
  isReportFigure,
  type ExplainQuery,
  type ExplainRepairOrder,
  type ExplainRoInput,
  type Explanation,
} from '@rlo/contract';
import {
  blockWorking,
  explainMetric,
  FIGURE_FORMULAS,
  monthIndex,
  monthRange,
  shiftMonth,
  SUMMARY_FORMULAS,
  variancePercent,
  yearMonthOf,
  type DateRange,
  type YearMonth,
} from '../../analytics';
import type { AppDeps } from '../../deps';
import type { Scope } from '../../lib/scope';
import { writerPeriodTotals } from './queries/employees';
import { periodTotals } from './queries/totals';

/** The calendar months of from..to, each clipped to the range (the monthly chart's month values). */
function monthsOf(from: string, to: string): (YearMonth & DateRange)[] {
  const months: (YearMonth & DateRange)[] = [];
  for (let ym = yearMonthOf(from); monthIndex(ym) <= monthIndex(yearMonthOf(to)); ym = shiftMonth(ym, 1)) {
    const month = monthRange(ym.year, ym.month);
    months.push({ ...ym, from: month.from < from ? from : month.from, to: month.to > to ? to : month.to });
  }
  return months;
}

/**
 * The explanation of one figure over one period: the same totals and functions the reports use.
 * One read of the rollups answers the period, its prior period and its months.
 */
export async function explainFigure(deps: AppDeps, scope: Scope, query: ExplainQuery): Promise<Explanation> {
  const { metric, from, to } = query;
  const prior = query.prior_from && query.prior_to ? { from: query.prior_from, to: query.prior_to } : null;
  // The query refuses a report figure by month (no block shows one).
  const months = query.by === 'month' && !isReportFigure(metric) ? monthsOf(from, to) : [];
  const periods = [{ from, to }, ...(prior ? [prior] : []), ...months];
  const [totals, ...rest] =
    query.writer_id === undefined
      ? await periodTotals(deps, scope.locationIds, periods)
      : await writerPeriodTotals(deps, scope.locationIds, query.writer_id, periods);
  const priorTotals = prior ? rest.shift()! : null;
  const explanation: Explanation = {
    metric,
    from,
    to,
    locations: scope.locations.map(({ id, name }) => ({ id, name })),
    ...explainMetric(metric, totals),
    ro_count: totals.ro_count,
  };
  if (months.length > 0 && !isReportFigure(metric)) {
    const values = months.map((month, i) => ({ ...month, value: SUMMARY_FORMULAS[metric].compute(rest[i]), ro_count: rest[i].ro_count }));
    // The divisor is the number of months: a block's months run to today at most (kpis.md §3).
    const { value, ...working } = blockWorking(metric, values.map((m) => m.value), values.length);
    explanation.by_month = { months: values, ...working };
    explanation.result = value;
  }
  if (prior && priorTotals) {
    const { inputs, result } = explainMetric(metric, priorTotals);
    explanation.variance = {
      prior: { ...prior, inputs, result, ro_count: priorTotals.ro_count },
      percent: variancePercent(explanation.result, result),
    };
  }
  return explanation;
}

/** An RO's own amounts (its columns carry the same names); the RO count has none: each RO counts one. */
type RoAmount = Exclude<ExplainRoInput, 'ro_count'>;
const RO_AMOUNTS = EXPLAIN_RO_INPUTS.filter((key): key is RoAmount => key !== 'ro_count');
const column = Object.fromEntries(RO_AMOUNTS.map((k) => [k, sql.raw(`ro.${k}`)])) as Record<RoAmount, SQL>;

/** The RO amounts the figure reads. */
function roInputsOf(metric: ExplainQuery['metric']): RoAmount[] {
  const inputs = FIGURE_FORMULAS[metric].inputs;
  return RO_AMOUNTS.filter((key) => inputs.includes(key));
}

/** An advisor's figure rests on the ROs they wrote. */
const writerFilter = (query: ExplainQuery) => (query.writer_id === undefined ? sql`` : sql`and ro.writer_id = ${query.writer_id}`);

export interface RoPageOptions {
  sort: 'business_date' | 'order_number' | RoAmount;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

type RoRow = { id: number; location_id: number; order_number: string; business_date: string; customer_name: string; total: number } & Record<string, number | string>;

/**
 * The counted ROs of the figure's period (kpis.md §1: CLOSED, business date in the range, the
 * scope's locations), one page, each with its part of the figure's RO inputs. The range index on
 * (location, status, business date) bounds the read to the period. The customer's name is joined
 * to the page's rows only: joined before the sort, a month of ten shops (17,000 ROs) made as many
 * lookups in customers for 25 names, most of the page's time.
 */
export async function explainRepairOrders(deps: AppDeps, scope: Scope, query: ExplainQuery, page: RoPageOptions) {
  const inputs = roInputsOf(query.metric);
  if (scope.locationIds.length === 0) return { items: [], total: 0 };
  const sortColumn = page.sort === 'business_date' || page.sort === 'order_number' ? sql.raw(`ro.${page.sort}`) : column[page.sort];
  const direction = sql.raw(page.order === 'desc' ? 'desc' : 'asc');
  const amountColumns = inputs.map((key) => sql`, ${column[key]}::float8 as ${sql.identifier(key)}`);
  const rows = await deps.database.rows<RoRow>(sql`
    select p.*, trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')) as customer_name
    from (
      select ro.id, ro.location_id, ro.order_number, to_char(ro.business_date, 'YYYY-MM-DD') as business_date,
             ro.customer_id, ${sortColumn} as sort_key, count(*) over ()::int as total ${sql.join(amountColumns, sql``)}
      from repair_orders ro
      where ro.location_id in (${sql.join(scope.locationIds.map((id) => sql`${id}`), sql`, `)})
        and ro.status = 'CLOSED'
        and ro.business_date between ${query.from}::date and ${query.to}::date ${writerFilter(query)}
      order by ${sortColumn} ${direction}, ro.id ${direction}
      limit ${page.limit} offset ${page.offset}
    ) p
    left join customers c on c.id = p.customer_id
    order by p.sort_key ${direction}, p.id ${direction}`);
  const items: ExplainRepairOrder[] = rows.map((row) => ({
    id: row.id,
    location_id: row.location_id,
    order_number: row.order_number,
    business_date: row.business_date,
    customer_name: row.customer_name,
    amounts: Object.fromEntries(inputs.map((key) => [key, Number(row[key])])),
  }));
  // A page past the end has no row to carry the count: count the ROs then.
  const total = rows[0]?.total ?? (page.offset > 0 ? await countRos(deps, scope, query) : 0);
  return { items, total };
}

async function countRos(deps: AppDeps, scope: Scope, query: ExplainQuery): Promise<number> {
  const [row] = await deps.database.rows<{ n: number }>(sql`
    select count(*)::int as n from repair_orders ro
    where ro.location_id in (${sql.join(scope.locationIds.map((id) => sql`${id}`), sql`, `)})
      and ro.status = 'CLOSED' and ro.business_date between ${query.from}::date and ${query.to}::date ${writerFilter(query)}`);
  return row.n;
}

/** Every RO behind the figure as CSV (the owner ticks them off against the shop's system). */
export async function explainRepairOrdersCsv(deps: AppDeps, scope: Scope, query: ExplainQuery, maxRows: number) {
  const inputs = roInputsOf(query.metric);
  const { items, total } = await explainRepairOrders(deps, scope, query, { sort: 'business_date', order: 'asc', limit: maxRows, offset: 0 });
  const names = new Map(scope.locations.map((l) => [l.id, l.name]));
  const lines = [csvLine(['location', 'order_number', 'business_date', 'customer', ...inputs])];
  for (const ro of items) {
    lines.push(csvLine([names.get(ro.location_id) ?? '', ro.order_number, ro.business_date, ro.customer_name, ...inputs.map((k) => ro.amounts[k] ?? 0)]));
  }
  return { csv: `${lines.join('\r\n')}\r\n`, truncated: total > items.length };
}
