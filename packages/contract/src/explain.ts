import { z } from 'zod';
import { pageNumParam, pageSizeParam, queryDate } from './params';
import { SUMMARY_METRICS, scopeQuery } from './reports';
import type { SummaryFields } from './reports';

/**
 * The sums a figure is computed from (kpis.md §2–§3): the per-RO amounts summed over the counted
 * ROs, the RO count, and the three set counts. An explanation names its inputs with these keys;
 * the web labels them.
 */
/** The per-RO amounts of kpis.md §2, as stored on each RO at ingest and summed into the rollups. */
export const RO_AMOUNT_KEYS = [
  'labor_sold_cents',
  'labor_cost_cents',
  'parts_sold_cents',
  'parts_cost_cents',
  'tires_sold_cents',
  'tires_cost_cents',
  'sublet_sold_cents',
  'sublet_cost_cents',
  'other_sold_cents',
  'discount_cents',
  'tax_cents',
  'sold_seconds',
  'actual_seconds',
  'recommendation_cents',
  'total_sold_cents',
  'gross_profit_cents',
] as const;
export const EXPLAIN_RO_INPUTS = ['ro_count', ...RO_AMOUNT_KEYS] as const;
export const EXPLAIN_SET_INPUTS = ['day_count', 'new_customers_count', 'returning_customers_count'] as const;
export const EXPLAIN_INPUTS = [...EXPLAIN_RO_INPUTS, ...EXPLAIN_SET_INPUTS] as const;
export type ExplainInput = (typeof EXPLAIN_INPUTS)[number];
export type ExplainRoInput = (typeof EXPLAIN_RO_INPUTS)[number];

const metric = z.enum(SUMMARY_METRICS as [keyof SummaryFields, ...(keyof SummaryFields)[]]);

/** Which figure, over which locations and dates. */
export const explainQuery = scopeQuery.extend({ metric, from: queryDate, to: queryDate });
export type ExplainQuery = z.infer<typeof explainQuery>;

export const explanationSchema = z.object({
  metric,
  from: z.string(),
  to: z.string(),
  locations: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The rule with its inputs' keys in braces, e.g. "{gross_profit_cents} × 100 ÷ {total_sold_cents}". */
  expression: z.string(),
  /** `cents`: the result is rounded to whole cents, half away from zero; `none`: unrounded. */
  rounding: z.enum(['cents', 'none']),
  inputs: z.array(
    z.object({
      key: z.enum(EXPLAIN_INPUTS),
      value: z.number(),
      /** A sum over the ROs listed by the repair-orders call (else a count of dates or customers). */
      summed_from_ros: z.boolean(),
    }),
  ),
  /** The figure, computed by the same function the reports use. */
  result: z.number(),
  /** How many counted ROs the figure rests on. */
  ro_count: z.number().int(),
});
export type Explanation = z.infer<typeof explanationSchema>;

export const EXPLAIN_RO_SORTS = ['business_date', 'order_number', ...EXPLAIN_RO_INPUTS.filter((k) => k !== 'ro_count')] as const;
export const explainRepairOrdersQuery = explainQuery.extend({
  page_num: pageNumParam,
  page_size: pageSizeParam(25),
  sort: z.enum(EXPLAIN_RO_SORTS).default('business_date'),
  order: z.enum(['asc', 'desc']).default('asc'),
});

/** One counted RO behind a figure, with its part of each input the figure reads. */
export const explainRepairOrderSchema = z.object({
  id: z.number().int(),
  location_id: z.number().int(),
  order_number: z.string(),
  business_date: z.string(),
  customer_name: z.string(),
  amounts: z.partialRecord(z.enum(EXPLAIN_RO_INPUTS), z.number()),
});
export type ExplainRepairOrder = z.infer<typeof explainRepairOrderSchema>;
