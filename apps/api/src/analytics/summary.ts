// Aggregates of kpis.md §3 over a set of counted ROs.
import type { SummaryFields, SummaryMetric } from '@rlo/contract';
import { divOrZero, roundedDiv } from './rounding';
import type { Totals } from './totals';

/** The aggregates of §3: the contract's summary fields, so that the field list exists once. */
export type Summary = SummaryFields;
export type { SummaryMetric } from '@rlo/contract';

const SECONDS_PER_HOUR = 3600;

export type TotalsInput = keyof Totals;

/**
 * One aggregate of kpis.md §3: the totals it reads, how it is computed from them, and the same rule
 * written with the inputs' names in braces (the explanation panel substitutes names or values).
 * `summarize` computes every figure with `compute`, and an explanation shows `inputs` and
 * `expression` beside `compute`'s result, so an explanation is the figure by construction.
 */
export interface Formula {
  inputs: readonly TotalsInput[];
  expression: string;
  /** `cents`: whole cents, half away from zero (kpis.md §3); `none`: kept unrounded. */
  rounding: 'cents' | 'none';
  compute: (t: Totals) => number;
}

const total = (input: TotalsInput): Formula => ({ inputs: [input], expression: `Σ {${input}}`, rounding: 'none', compute: (t) => t[input] });
const count = (input: TotalsInput): Formula => ({ inputs: [input], expression: `{${input}}`, rounding: 'none', compute: (t) => t[input] });
/** sold − cost over the set. */
const profit = (sold: TotalsInput, cost: TotalsInput): Formula => ({
  inputs: [sold, cost],
  expression: `Σ {${sold}} − Σ {${cost}}`,
  rounding: 'none',
  compute: (t) => t[sold] - t[cost],
});
/** (sold − cost) ÷ sold, 0 when nothing was sold. */
const profitRate = (sold: TotalsInput, cost: TotalsInput): Formula => ({
  inputs: [sold, cost],
  expression: `({${sold}} − {${cost}}) ÷ {${sold}}`,
  rounding: 'none',
  compute: (t) => divOrZero(t[sold] - t[cost], t[sold]),
});

// Cents averages multiply before the single division so that roundedDiv stays exact.
export const SUMMARY_FORMULAS: { readonly [M in SummaryMetric]: Formula } = {
  gross_sales_cents: total('total_sold_cents'),
  sale_count: count('ro_count'),
  average_sale_cents: {
    inputs: ['total_sold_cents', 'ro_count'],
    expression: '{total_sold_cents} ÷ {ro_count}',
    rounding: 'cents',
    compute: (t) => roundedDiv(t.total_sold_cents, t.ro_count),
  },
  gross_profit_cents: total('gross_profit_cents'),
  gross_profit_per: {
    inputs: ['gross_profit_cents', 'total_sold_cents'],
    expression: '{gross_profit_cents} × 100 ÷ {total_sold_cents}',
    rounding: 'none',
    compute: (t) => divOrZero(t.gross_profit_cents * 100, t.total_sold_cents),
  },
  gross_profit_without_other_cents: profit('gross_profit_cents', 'other_sold_cents'),
  total_labor_sold_seconds: total('sold_seconds'),
  total_labor_actual_seconds: total('actual_seconds'),
  sold_hours_per_ro: {
    inputs: ['sold_seconds', 'ro_count'],
    expression: '{sold_seconds} ÷ 3600 ÷ {ro_count}',
    rounding: 'none',
    compute: (t) => divOrZero(t.sold_seconds, SECONDS_PER_HOUR * t.ro_count),
  },
  shop_efficiency: {
    inputs: ['sold_seconds', 'actual_seconds'],
    expression: '{sold_seconds} ÷ {actual_seconds}',
    rounding: 'none',
    compute: (t) => divOrZero(t.sold_seconds, t.actual_seconds),
  },
  effective_labor_rate_cents: {
    inputs: ['labor_sold_cents', 'sold_seconds'],
    expression: '{labor_sold_cents} ÷ ({sold_seconds} ÷ 3600)',
    rounding: 'cents',
    compute: (t) => roundedDiv(t.labor_sold_cents * SECONDS_PER_HOUR, t.sold_seconds),
  },
  gross_profit_per_sold_hour_cents: {
    inputs: ['gross_profit_cents', 'sold_seconds'],
    expression: '{gross_profit_cents} ÷ ({sold_seconds} ÷ 3600)',
    rounding: 'cents',
    compute: (t) => roundedDiv(t.gross_profit_cents * SECONDS_PER_HOUR, t.sold_seconds),
  },
  labor_gross_profit_rate: profitRate('labor_sold_cents', 'labor_cost_cents'),
  parts_gross_profit_rate: profitRate('parts_sold_cents', 'parts_cost_cents'),
  tires_gross_profit_rate: profitRate('tires_sold_cents', 'tires_cost_cents'),
  day_count: count('day_count'),
  average_daily_sales_cents: {
    inputs: ['total_sold_cents', 'day_count'],
    expression: '{total_sold_cents} ÷ {day_count}',
    rounding: 'cents',
    compute: (t) => roundedDiv(t.total_sold_cents, t.day_count),
  },
  average_daily_sales_count: {
    inputs: ['ro_count', 'day_count'],
    expression: '{ro_count} ÷ {day_count}',
    rounding: 'none',
    compute: (t) => divOrZero(t.ro_count, t.day_count),
  },
  total_discount_cents: total('discount_cents'),
  total_tax_paid_cents: total('tax_cents'),
  total_discount_per: {
    inputs: ['discount_cents', 'total_sold_cents'],
    expression: '{discount_cents} × 100 ÷ ({total_sold_cents} + {discount_cents})',
    rounding: 'none',
    compute: (t) => divOrZero(t.discount_cents * 100, t.total_sold_cents + t.discount_cents),
  },
  new_customers_count: count('new_customers_count'),
  returning_customers_count: count('returning_customers_count'),
  labor_sold_cents: total('labor_sold_cents'),
  labor_cost_cents: total('labor_cost_cents'),
  parts_sold_cents: total('parts_sold_cents'),
  parts_cost_cents: total('parts_cost_cents'),
  tires_sold_cents: total('tires_sold_cents'),
  tires_cost_cents: total('tires_cost_cents'),
  sublet_sold_cents: total('sublet_sold_cents'),
  sublet_cost_cents: total('sublet_cost_cents'),
  other_sold_cents: total('other_sold_cents'),
  total_labor_profit_cents: profit('labor_sold_cents', 'labor_cost_cents'),
  total_parts_profit_cents: profit('parts_sold_cents', 'parts_cost_cents'),
  total_tires_profit_cents: profit('tires_sold_cents', 'tires_cost_cents'),
  total_sublet_profit_cents: profit('sublet_sold_cents', 'sublet_cost_cents'),
  recommendation_cents: total('recommendation_cents'),
};

const METRICS = Object.keys(SUMMARY_FORMULAS) as SummaryMetric[];

export function summarize(t: Totals): Summary {
  const summary = {} as Summary;
  for (const metric of METRICS) summary[metric] = SUMMARY_FORMULAS[metric].compute(t);
  return summary;
}
