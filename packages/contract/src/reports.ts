import { z } from 'zod';
import { DATE_MAX_YEAR, DATE_MIN_YEAR } from './constants';
import { idParam, locationScopeParam, queryDate, yearMonthParam } from './params';

const n = z.number();

/** The aggregates of kpis.md §3 (money in cents, time in seconds, percents ×100, ratios as fractions). */
export const summarySchema = z.object({
  gross_sales_cents: n,
  sale_count: n,
  average_sale_cents: n,
  gross_profit_cents: n,
  gross_profit_per: n,
  gross_profit_without_other_cents: n,
  total_labor_sold_seconds: n,
  total_labor_actual_seconds: n,
  sold_hours_per_ro: n,
  shop_efficiency: n,
  effective_labor_rate_cents: n,
  gross_profit_per_sold_hour_cents: n,
  labor_gross_profit_rate: n,
  parts_gross_profit_rate: n,
  tires_gross_profit_rate: n,
  day_count: n,
  average_daily_sales_cents: n,
  average_daily_sales_count: n,
  total_discount_cents: n,
  total_tax_paid_cents: n,
  total_discount_per: n,
  new_customers_count: n,
  returning_customers_count: n,
  labor_sold_cents: n,
  labor_cost_cents: n,
  parts_sold_cents: n,
  parts_cost_cents: n,
  tires_sold_cents: n,
  tires_cost_cents: n,
  sublet_sold_cents: n,
  sublet_cost_cents: n,
  other_sold_cents: n,
  total_labor_profit_cents: n,
  total_parts_profit_cents: n,
  total_tires_profit_cents: n,
  total_sublet_profit_cents: n,
  recommendation_cents: n,
});
export type SummaryFields = z.infer<typeof summarySchema>;
export const SUMMARY_METRICS = Object.keys(summarySchema.shape) as (keyof SummaryFields)[];

const range = z.object({ from: z.string(), to: z.string() });
export const periodSummarySchema = summarySchema.extend(range.shape);

/** One value per summary metric: `summarySchema`'s field list mapped onto another value schema. */
function perMetric<T extends z.ZodType>(value: T) {
  return z.object(Object.fromEntries(SUMMARY_METRICS.map((metric) => [metric, value])) as Record<keyof SummaryFields, T>);
}

/** Each figure's variance percent against its prior period (kpis.md §3): 2 decimals, null when the prior figure is 0. */
export const summaryVarianceSchema = perMetric(n.nullable());
export type SummaryVariance = z.infer<typeof summaryVarianceSchema>;

/**
 * One 12-month block of the monthly chart (kpis.md §3, last bullet), each metric by its kind in
 * SUMMARY_METRIC_INFO: an additive figure is the block's total, a ratio the average of its monthly
 * values (money averages in whole cents). from/to: the block's first and last date (to today at most).
 */
export const monthlyBlockSchema = periodSummarySchema;
export type MonthlyBlock = z.infer<typeof monthlyBlockSchema>;

/** One calendar year's figures (the current year to today). */
export const yearSummarySchema = periodSummarySchema.extend({ year: z.number().int() });
export type YearSummary = z.infer<typeof yearSummarySchema>;

/** The years of the dashboard's yearly comparison: the current one and the four before it. */
export const YEARLY_COMPARISON_YEARS = 5;

export const monthlyRowSchema = summarySchema.extend({ month: z.number().int(), year: z.number().int() });
export type MonthlyRow = z.infer<typeof monthlyRowSchema>;
export const dayRowSchema = summarySchema.extend({ date: z.string() });

export const weeklyRowSchema = z.object({
  week: z.number().int(),
  year: z.number().int(),
  from: z.string(),
  to: z.string(),
  week_count: z.number().int(),
  gross_sales_cents: n,
  gross_profit_cents: n,
  total_discount_cents: n,
  total_labor_sold_cents: n,
  other_sold_cents: n,
  parts_sold_cents: n,
  tires_sold_cents: n,
  sublet_sold_cents: n,
  ro_count: n,
  average_sale_cents: n,
});

export const dailySummaryResponseSchema = z.object({
  today: z.string(),
  current_year: periodSummarySchema,
  prior_year: periodSummarySchema,
  last_12_months: periodSummarySchema,
  last_30_days: periodSummarySchema,
  current_month: periodSummarySchema,
  last_year_current_month: periodSummarySchema,
  weekly_summary: z.array(weeklyRowSchema),
  year: yearSummarySchema.optional(),
  /** current_month against last_year_current_month; current_year against prior_year. */
  variance: z.object({ current_month: summaryVarianceSchema, current_year: summaryVarianceSchema }),
  /** The monthly chart's two blocks, over the 24 months that monthly_summary answers by default. */
  monthly_blocks: z.object({ previous12: monthlyBlockSchema, recent12: monthlyBlockSchema }),
  /** The yearly comparison's totals: the last YEARLY_COMPARISON_YEARS calendar years, oldest first. */
  yearly_totals: z.array(yearSummarySchema),
});
export type DailySummaryResponse = z.infer<typeof dailySummaryResponseSchema>;

export const scopeQuery = z.object({ location_id: locationScopeParam });
export const rangeQuery = scopeQuery.extend({ from: queryDate.optional(), to: queryDate.optional() });
export const dailySummaryQuery = scopeQuery.extend({ year: z.coerce.number().int().min(DATE_MIN_YEAR).max(DATE_MAX_YEAR).optional() });
export const specificDayQuery = scopeQuery.extend({ selectedDate: queryDate.optional() });
export const monthDetailsParams = z.object({ partnerId: idParam, yyyymm: yearMonthParam });

export const monthlySummaryBodySchema = z.object({
  metrics: z
    .array(z.enum(SUMMARY_METRICS as [keyof SummaryFields, ...(keyof SummaryFields)[]]))
    .min(1)
    .max(SUMMARY_METRICS.length, `may name at most ${SUMMARY_METRICS.length} metrics`),
});
/** POST monthly_summary: one row per month with year, month and the metrics asked for. */
export const monthlySummaryPickedRowsSchema = z.array(z.record(z.string(), z.number()));

export const quarterRowSchema = summarySchema.extend({ year: z.number().int(), quarter: z.number().int(), from: z.string(), to: z.string() });

export const topCustomerSchema = z.object({
  customer_id: z.number().int(),
  location_id: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  company: z.string().nullable(),
  visits: z.number().int(),
  total_spent_cents: n,
  last_visit: z.string(),
});

const forecastLine = z.object({
  actual: n,
  projected: n,
  business_days_elapsed: n,
  business_days_in_period: n,
  set_goal_cent: n,
  percent_of_goal: n,
  projected_percent_of_goal: n,
});
export const forecastSummarySchema = z.object({
  weekly_set_goal_cent: n,
  monthly_set_goal_cent: n,
  yearly_set_goal_cent: n,
  week: forecastLine,
  month: forecastLine,
  year: forecastLine,
});
export type ForecastSummary = z.infer<typeof forecastSummarySchema>;

export const writerStatsRowSchema = z.object({
  month: z.number().int(),
  year: z.number().int(),
  name: z.string(),
  employee_id: z.number().int(),
  location_id: z.number().int(),
  gross_sales_cents: n,
  avg_sale_cents: n,
  sale_count: n,
  gross_profit_cents: n,
  gross_profit_cents_per: n,
  labor_sold_sec: n,
  parts_gp_per: n,
  total_discount_cents: n,
  total_discount_per: n,
  writer_hours_ro: n,
  avg_estimate_cents: n,
  total_parts_sold_cents: n,
  advisor_eff_labor_hourly_rate_cents: n,
});

export const techStatsRowSchema = z.object({
  month: z.number().int(),
  year: z.number().int(),
  name: z.string(),
  employee_id: z.number().int(),
  location_id: z.number().int(),
  total_labor_sold_cents: n,
  total_sold_seconds: n,
  total_actual_seconds: n,
  total_labor_cost_cents: n,
  total_labor_profit_cents: n,
  total_labor_ro: n,
  avg_labor_sale_cents: n,
  eff_labor_hourly_rate_cents: n,
  tech_hours_ro: n,
  sold_hour_on_day: n,
  total_tech_parts_sold_cents: n,
  total_tech_parts_cost_cents: n,
});

/** An advisor's figures over a whole date range (the employee section's pie), from the range's sums. */
export const writerStatsRangeRowSchema = writerStatsRowSchema.omit({ month: true, year: true });
export type WriterStatsRangeRow = z.infer<typeof writerStatsRangeRowSchema>;
/** A technician's figures over a whole date range. */
export const techStatsRangeRowSchema = techStatsRowSchema.omit({ month: true, year: true });
export type TechStatsRangeRow = z.infer<typeof techStatsRangeRowSchema>;

export const customerReportRowSchema = z.object({
  month: z.number().int(),
  year: z.number().int(),
  new_customers: n,
  active_customers: n,
  lost_customers: n,
  last7_mon_lost_customers: n,
  lost_customers_one_visit: n,
  lost_customers_one_visit_per: n,
  lost_customers_one_visit_aro_cents: n,
  recovered_customer: n,
  attrition: n,
  acquisition: n,
});

export const marketingRowSchema = z.object({
  month: z.number().int(),
  year: z.number().int(),
  sources: z.record(z.string(), z.number().int()),
});
