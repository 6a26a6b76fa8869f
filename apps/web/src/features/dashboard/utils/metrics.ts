import { COACHING_CHART_GROUPS, type CoachingChartGroup, type SummaryMetric } from '@rlo/contract';

// The metric table (unit and kind of every summary figure) is the contract's, shared with the API's
// KPI engine: the dashboard reads it to format a figure and to label a block "total" or "average".
export {
  SUMMARY_METRIC_INFO,
  type MetricInfo,
  type MetricKind,
  type MetricUnit,
  type SummaryMetric,
} from '@rlo/contract';

/** The chart groups of the monthly chart: the same groups a coaching goal is set in. */
export const CHART_GROUPS = COACHING_CHART_GROUPS;
export type ChartGroup = CoachingChartGroup;

/** The metric list of each chart group of the monthly chart (2-dashboard §2, §3); the first is the default. */
export const CHART_GROUP_METRICS: Record<ChartGroup, readonly SummaryMetric[]> = {
  key_indicators: [
    'gross_sales_cents',
    'sale_count',
    'average_sale_cents',
    'gross_profit_cents',
    'gross_profit_per',
    'total_labor_sold_seconds',
    'effective_labor_rate_cents',
    'shop_efficiency',
  ],
  gross_sales: [
    'gross_sales_cents',
    'labor_sold_cents',
    'parts_sold_cents',
    'tires_sold_cents',
    'sublet_sold_cents',
    'other_sold_cents',
  ],
  cost_of_sales: ['labor_cost_cents', 'parts_cost_cents', 'tires_cost_cents', 'sublet_cost_cents'],
  gross_profit: [
    'gross_profit_cents',
    'gross_profit_per',
    'gross_profit_without_other_cents',
    'total_labor_profit_cents',
    'total_parts_profit_cents',
    'total_tires_profit_cents',
    'total_sublet_profit_cents',
    'labor_gross_profit_rate',
    'parts_gross_profit_rate',
    'tires_gross_profit_rate',
    'gross_profit_per_sold_hour_cents',
  ],
  marketing: ['new_customers_count', 'returning_customers_count'],
  repair_order_analysis: [
    'sale_count',
    'average_sale_cents',
    'sold_hours_per_ro',
    'total_labor_sold_seconds',
    'total_labor_actual_seconds',
    'effective_labor_rate_cents',
    'shop_efficiency',
    'recommendation_cents',
  ],
  miscellaneous: [
    'day_count',
    'average_daily_sales_cents',
    'average_daily_sales_count',
    'total_discount_cents',
    'total_discount_per',
    'total_tax_paid_cents',
  ],
};

// Goals exist only for the contract's GOAL_METRICS (2-dashboard §5, kpis.md §7).
export { GOAL_METRICS } from '@rlo/contract';
