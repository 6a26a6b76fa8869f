// Aggregates of kpis.md §3 over a set of counted ROs.
import { divOrZero, roundedDiv } from './rounding';
import type { Totals } from './totals';

export type Summary = {
  gross_sales_cents: number;
  sale_count: number;
  average_sale_cents: number;
  gross_profit_cents: number;
  gross_profit_per: number;
  gross_profit_without_other_cents: number;
  total_labor_sold_seconds: number;
  total_labor_actual_seconds: number;
  sold_hours_per_ro: number;
  shop_efficiency: number;
  effective_labor_rate_cents: number;
  gross_profit_per_sold_hour_cents: number;
  labor_gross_profit_rate: number;
  parts_gross_profit_rate: number;
  tires_gross_profit_rate: number;
  day_count: number;
  average_daily_sales_cents: number;
  average_daily_sales_count: number;
  total_discount_cents: number;
  total_tax_paid_cents: number;
  total_discount_per: number;
  new_customers_count: number;
  returning_customers_count: number;
  labor_sold_cents: number;
  labor_cost_cents: number;
  parts_sold_cents: number;
  parts_cost_cents: number;
  tires_sold_cents: number;
  tires_cost_cents: number;
  sublet_sold_cents: number;
  sublet_cost_cents: number;
  other_sold_cents: number;
  total_labor_profit_cents: number;
  total_parts_profit_cents: number;
  total_tires_profit_cents: number;
  total_sublet_profit_cents: number;
  recommendation_cents: number;
};

export type SummaryMetric = keyof Summary;
export type MetricKind = 'additive' | 'ratio';

/**
 * additive: a sum over ROs (or a count) — a 12-month block shows the total.
 * ratio: an average, percent, rate, efficiency, per-RO / per-hour / per-day figure — a block
 * shows the average of the monthly values.
 */
export const METRIC_KIND: Record<SummaryMetric, MetricKind> = {
  gross_sales_cents: 'additive',
  sale_count: 'additive',
  average_sale_cents: 'ratio',
  gross_profit_cents: 'additive',
  gross_profit_per: 'ratio',
  gross_profit_without_other_cents: 'additive',
  total_labor_sold_seconds: 'additive',
  total_labor_actual_seconds: 'additive',
  sold_hours_per_ro: 'ratio',
  shop_efficiency: 'ratio',
  effective_labor_rate_cents: 'ratio',
  gross_profit_per_sold_hour_cents: 'ratio',
  labor_gross_profit_rate: 'ratio',
  parts_gross_profit_rate: 'ratio',
  tires_gross_profit_rate: 'ratio',
  day_count: 'additive',
  average_daily_sales_cents: 'ratio',
  average_daily_sales_count: 'ratio',
  total_discount_cents: 'additive',
  total_tax_paid_cents: 'additive',
  total_discount_per: 'ratio',
  new_customers_count: 'additive',
  returning_customers_count: 'additive',
  labor_sold_cents: 'additive',
  labor_cost_cents: 'additive',
  parts_sold_cents: 'additive',
  parts_cost_cents: 'additive',
  tires_sold_cents: 'additive',
  tires_cost_cents: 'additive',
  sublet_sold_cents: 'additive',
  sublet_cost_cents: 'additive',
  other_sold_cents: 'additive',
  total_labor_profit_cents: 'additive',
  total_parts_profit_cents: 'additive',
  total_tires_profit_cents: 'additive',
  total_sublet_profit_cents: 'additive',
  recommendation_cents: 'additive',
};

/** Money metrics are the ones held in cents; their averages are rounded to whole cents. */
export function isMoneyMetric(metric: SummaryMetric): boolean {
  return metric.endsWith('_cents');
}

const SECONDS_PER_HOUR = 3600;

export function summarize(t: Totals): Summary {
  const gross_sales_cents = t.total_sold_cents;
  const sale_count = t.ro_count;
  const gross_profit_cents = t.gross_profit_cents;
  const sold = t.sold_seconds;

  // Cents averages multiply before the single division so that roundedDiv stays exact.
  return {
    gross_sales_cents,
    sale_count,
    average_sale_cents: roundedDiv(gross_sales_cents, sale_count),
    gross_profit_cents,
    gross_profit_per: divOrZero(gross_profit_cents * 100, gross_sales_cents),
    gross_profit_without_other_cents: gross_profit_cents - t.other_sold_cents,
    total_labor_sold_seconds: sold,
    total_labor_actual_seconds: t.actual_seconds,
    sold_hours_per_ro: divOrZero(sold, SECONDS_PER_HOUR * sale_count),
    shop_efficiency: divOrZero(sold, t.actual_seconds),
    effective_labor_rate_cents: roundedDiv(t.labor_sold_cents * SECONDS_PER_HOUR, sold),
    gross_profit_per_sold_hour_cents: roundedDiv(gross_profit_cents * SECONDS_PER_HOUR, sold),
    labor_gross_profit_rate: divOrZero(t.labor_sold_cents - t.labor_cost_cents, t.labor_sold_cents),
    parts_gross_profit_rate: divOrZero(t.parts_sold_cents - t.parts_cost_cents, t.parts_sold_cents),
    tires_gross_profit_rate: divOrZero(t.tires_sold_cents - t.tires_cost_cents, t.tires_sold_cents),
    day_count: t.day_count,
    average_daily_sales_cents: roundedDiv(gross_sales_cents, t.day_count),
    average_daily_sales_count: divOrZero(sale_count, t.day_count),
    total_discount_cents: t.discount_cents,
    total_tax_paid_cents: t.tax_cents,
    total_discount_per: divOrZero(t.discount_cents * 100, gross_sales_cents + t.discount_cents),
    new_customers_count: t.new_customers_count,
    returning_customers_count: t.returning_customers_count,
    labor_sold_cents: t.labor_sold_cents,
    labor_cost_cents: t.labor_cost_cents,
    parts_sold_cents: t.parts_sold_cents,
    parts_cost_cents: t.parts_cost_cents,
    tires_sold_cents: t.tires_sold_cents,
    tires_cost_cents: t.tires_cost_cents,
    sublet_sold_cents: t.sublet_sold_cents,
    sublet_cost_cents: t.sublet_cost_cents,
    other_sold_cents: t.other_sold_cents,
    total_labor_profit_cents: t.labor_sold_cents - t.labor_cost_cents,
    total_parts_profit_cents: t.parts_sold_cents - t.parts_cost_cents,
    total_tires_profit_cents: t.tires_sold_cents - t.tires_cost_cents,
    total_sublet_profit_cents: t.sublet_sold_cents - t.sublet_cost_cents,
    recommendation_cents: t.recommendation_cents,
  };
}
