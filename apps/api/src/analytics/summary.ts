// Aggregates of kpis.md §3 over a set of counted ROs.
import type { SummaryFields } from '@rlo/contract';
import { divOrZero, roundedDiv } from './rounding';
import type { Totals } from './totals';

/** The aggregates of §3: the contract's summary fields, so that the field list exists once. */
export type Summary = SummaryFields;
export type { SummaryMetric } from '@rlo/contract';

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
