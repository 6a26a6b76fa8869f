import { z } from 'zod';
import { EXPLAIN_MAX_MONTHS, INGEST_LIMITS } from './constants';
import { idParam, pageNumParam, pageSizeParam, queryDate, text } from './params';
import { monthQueryParam, yearQueryParam } from './customers';
import { EXPLAIN_METRIC_INFO, REPORT_FIGURE_INFO, TECHNICIAN_KPIS, type ExplainMetric, type TechnicianKpi } from './metrics';
import { scopeQuery } from './reports';

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

const metric = z.enum(Object.keys(EXPLAIN_METRIC_INFO) as [ExplainMetric, ...ExplainMetric[]]);

/**
 * Which figure, over which locations and dates; with `writer_id`, over the ROs that advisor wrote
 * (the employee section's advisor figures, kpis.md §5). A filter: another shop's advisor matches nothing.
 */
const figureQuery = scopeQuery.extend({ metric, from: queryDate, to: queryDate, writer_id: idParam.optional() });

/**
 * A figure, and optionally how it is shown: `prior_from`..`prior_to`, the prior period of a
 * variance (both sides and the variance are explained); `by=month`, a 12-month block's figure,
 * worked out month by month (kpis.md §3): a ratio is the average of its monthly values, not the
 * ratio of its sums, and a sum is the total of its monthly values (a count of customers per month
 * differs from the count over the block).
 */
export const explainQuery = figureQuery
  .extend({
    prior_from: queryDate.optional(),
    prior_to: queryDate.optional(),
    by: z.enum(['month']).optional(),
  })
  .superRefine((query, ctx) => {
    if ((query.prior_from === undefined) !== (query.prior_to === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['prior_to'], message: 'prior_from and prior_to go together' });
    }
    if (query.by && query.writer_id !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['by'], message: "an advisor's figure is not shown by month" });
    }
    if (query.by && query.metric in REPORT_FIGURE_INFO) {
      ctx.addIssue({ code: 'custom', path: ['by'], message: "a summary report's figure is not shown by month" });
    }
    if (query.by && query.prior_from) {
      ctx.addIssue({ code: 'custom', path: ['by'], message: 'a figure by month has no prior period' });
    }
    const monthOf = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));
    if (query.by === 'month' && monthOf(query.to) - monthOf(query.from) >= EXPLAIN_MAX_MONTHS) {
      ctx.addIssue({ code: 'custom', path: ['by'], message: `a figure by month spans at most ${EXPLAIN_MAX_MONTHS} months` });
    }
  });
export type ExplainQuery = z.infer<typeof explainQuery>;

const inputsSchema = z.array(
  z.object({
    key: z.enum(EXPLAIN_INPUTS),
    value: z.number(),
    /** A sum over the ROs listed by the repair-orders call (else a count of dates or customers). */
    summed_from_ros: z.boolean(),
  }),
);
const rounding = z.enum(['cents', 'none']);

export const explanationSchema = z.object({
  metric,
  from: z.string(),
  to: z.string(),
  locations: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The rule with its inputs' keys in braces, e.g. "{gross_profit_cents} × 100 ÷ {total_sold_cents}". */
  expression: z.string(),
  /** `cents`: the result is rounded to whole cents, half away from zero; `none`: unrounded. */
  rounding,
  /** The period's sums (with by=month: over all its months). */
  inputs: inputsSchema,
  /** The figure, computed by the same function the reports use (with by=month: from the months' figures). */
  result: z.number(),
  /** How many counted ROs the figure rests on. */
  ro_count: z.number().int(),
  /** by=month: each month's figure (the rule over that month, clipped to from..to), their sum and the divisor (1 for a sum). */
  by_month: z
    .object({
      months: z.array(
        z.object({ year: z.number().int(), month: z.number().int(), from: z.string(), to: z.string(), value: z.number(), ro_count: z.number().int() }),
      ),
      sum: z.number(),
      divisor: z.number().int(),
      rounding,
    })
    .optional(),
  /** prior_from..prior_to: the prior side and the variance percent (kpis.md §3): (current − prior) ÷ prior × 100, 2 decimals, half away from zero; null when the prior figure is 0. */
  variance: z
    .object({
      prior: z.object({ from: z.string(), to: z.string(), inputs: inputsSchema, result: z.number(), ro_count: z.number().int() }),
      percent: z.number().nullable(),
    })
    .optional(),
});
export type Explanation = z.infer<typeof explanationSchema>;

export const EXPLAIN_RO_SORTS = ['business_date', 'order_number', ...EXPLAIN_RO_INPUTS.filter((k) => k !== 'ro_count')] as const;
export const explainRepairOrdersQuery = figureQuery.extend({
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

/** The figures that count customers (kpis.md §3): their explanation lists the customers behind them. */
export const EXPLAIN_CUSTOMER_METRICS = ['new_customers_count', 'returning_customers_count'] as const;
export const explainCustomersQuery = scopeQuery.extend({
  metric: z.enum(EXPLAIN_CUSTOMER_METRICS),
  from: queryDate,
  to: queryDate,
  /** Only the customers who heard of the shop this way (the marketing sources section; "Unknown": none given). */
  marketing_source: text({ max: INGEST_LIMITS.marketingSourceMax }).optional(),
  page_num: pageNumParam,
  page_size: pageSizeParam(25),
});

/**
 * One customer counted by a new or returning customers figure: their visits (dates with a counted RO)
 * in the period, the first of them and, for a returning customer, the visit before the period that
 * makes them returning (none for a new customer: the first visit in the period is their first ever).
 */
export const explainCustomerSchema = z.object({
  location_id: z.number().int(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  first_visit: z.string(),
  previous_visit: z.string().nullable(),
  visits: z.number().int(),
  ro_count: z.number().int(),
});
export type ExplainCustomer = z.infer<typeof explainCustomerSchema>;

/** The customer report's ratios (kpis.md §6) and the month counts they are worked from. */
export const EXPLAIN_CUSTOMER_RATIOS = ['lost_customers_one_visit_per', 'lost_customers_one_visit_aro_cents', 'attrition', 'acquisition'] as const;
export const CUSTOMER_COUNT_KEYS = [
  'new_customers',
  'active_customers',
  'lost_customers',
  'lost_customers_one_visit',
  'lost_customers_one_visit_sold_cents',
] as const;
export const explainCustomerRatioQuery = scopeQuery.extend({
  metric: z.enum(EXPLAIN_CUSTOMER_RATIOS),
  month: monthQueryParam,
  year: yearQueryParam,
});
export type ExplainCustomerRatioQuery = z.infer<typeof explainCustomerRatioQuery>;

/** A customer report ratio of one month: the rule, the month's counts it reads and the figure, as the report computes it. */
export const customerRatioExplanationSchema = z.object({
  metric: z.enum(EXPLAIN_CUSTOMER_RATIOS),
  year: z.number().int(),
  month: z.number().int(),
  locations: z.array(z.object({ id: z.number().int(), name: z.string() })),
  expression: z.string(),
  rounding,
  inputs: z.array(z.object({ key: z.enum(CUSTOMER_COUNT_KEYS), value: z.number() })),
  result: z.number(),
});
export type CustomerRatioExplanation = z.infer<typeof customerRatioExplanationSchema>;

/** The sums a technician's figure reads (kpis.md §5: the labor lines they worked on counted ROs). */
export const TECH_INPUT_KEYS = ['labor_sold_cents', 'labor_cost_cents', 'sold_seconds', 'actual_seconds', 'labor_ro_count'] as const;
export const explainTechnicianQuery = scopeQuery.extend({
  metric: z.enum(Object.keys(TECHNICIAN_KPIS) as [TechnicianKpi, ...TechnicianKpi[]]),
  from: queryDate,
  to: queryDate,
  /** A filter: another shop's technician matches nothing. */
  tech_id: idParam,
  page_num: pageNumParam,
  page_size: pageSizeParam(25),
});
export type ExplainTechnicianQuery = z.infer<typeof explainTechnicianQuery>;

/** One counted RO with labor lines the technician worked: those lines' sums. */
export const techRepairOrderSchema = z.object({
  id: z.number().int(),
  location_id: z.number().int(),
  order_number: z.string(),
  business_date: z.string(),
  customer_name: z.string(),
  labor_sold_cents: z.number(),
  labor_cost_cents: z.number(),
  sold_seconds: z.number(),
  actual_seconds: z.number(),
});
export type TechRepairOrder = z.infer<typeof techRepairOrderSchema>;

/** A technician's figure over from..to: the rule, their sums, the result as the section computes it, and one page of the ROs behind it. */
export const techExplanationSchema = z.object({
  metric: z.enum(Object.keys(TECHNICIAN_KPIS) as [TechnicianKpi, ...TechnicianKpi[]]),
  from: z.string(),
  to: z.string(),
  locations: z.array(z.object({ id: z.number().int(), name: z.string() })),
  expression: z.string(),
  rounding,
  inputs: z.array(z.object({ key: z.enum(TECH_INPUT_KEYS), value: z.number() })),
  result: z.number(),
  repair_orders: z.object({ items: z.array(techRepairOrderSchema), total: z.number().int() }),
});
export type TechExplanation = z.infer<typeof techExplanationSchema>;
