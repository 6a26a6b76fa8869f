import type { SummaryFields } from '@rlo/contract';

export type SummaryMetric = keyof SummaryFields;

/**
 * How a figure is held on the wire and shown (kpis.md §3, §8):
 * money — cents, shown in dollars; seconds — shown in hours; hours — already hours (per RO);
 * percent — already ×100; fraction — a ratio shown ×100; count — whole numbers; decimal — 2 decimals.
 */
export type MetricUnit = 'money' | 'count' | 'seconds' | 'hours' | 'percent' | 'fraction' | 'decimal';

/** kpis.md §3: additive figures add up over months; ratios are averaged. */
export type MetricKind = 'additive' | 'ratio';

export interface MetricInfo {
  unit: MetricUnit;
  kind: MetricKind;
}

const money = (kind: MetricKind = 'additive'): MetricInfo => ({ unit: 'money', kind });
const count: MetricInfo = { unit: 'count', kind: 'additive' };
const seconds: MetricInfo = { unit: 'seconds', kind: 'additive' };
const percent: MetricInfo = { unit: 'percent', kind: 'ratio' };
const fraction: MetricInfo = { unit: 'fraction', kind: 'ratio' };

export const SUMMARY_METRIC_INFO: Record<SummaryMetric, MetricInfo> = {
  gross_sales_cents: money(),
  sale_count: count,
  average_sale_cents: money('ratio'),
  gross_profit_cents: money(),
  gross_profit_per: percent,
  gross_profit_without_other_cents: money(),
  total_labor_sold_seconds: seconds,
  total_labor_actual_seconds: seconds,
  sold_hours_per_ro: { unit: 'hours', kind: 'ratio' },
  shop_efficiency: fraction,
  effective_labor_rate_cents: money('ratio'),
  gross_profit_per_sold_hour_cents: money('ratio'),
  labor_gross_profit_rate: fraction,
  parts_gross_profit_rate: fraction,
  tires_gross_profit_rate: fraction,
  day_count: count,
  average_daily_sales_cents: money('ratio'),
  average_daily_sales_count: { unit: 'decimal', kind: 'ratio' },
  total_discount_cents: money(),
  total_tax_paid_cents: money(),
  total_discount_per: percent,
  new_customers_count: count,
  returning_customers_count: count,
  labor_sold_cents: money(),
  labor_cost_cents: money(),
  parts_sold_cents: money(),
  parts_cost_cents: money(),
  tires_sold_cents: money(),
  tires_cost_cents: money(),
  sublet_sold_cents: money(),
  sublet_cost_cents: money(),
  other_sold_cents: money(),
  total_labor_profit_cents: money(),
  total_parts_profit_cents: money(),
  total_tires_profit_cents: money(),
  total_sublet_profit_cents: money(),
  recommendation_cents: money(),
};

export const CHART_GROUPS = [
  'key_indicators',
  'gross_sales',
  'cost_of_sales',
  'gross_profit',
  'marketing',
  'repair_order_analysis',
  'miscellaneous',
] as const;
export type ChartGroup = (typeof CHART_GROUPS)[number];

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

/**
 * Goals exist only for these metrics (2-dashboard §5, kpis.md §7). The spec names the last one
 * gross_profit_without_other; the summary field carries the _cents suffix.
 */
export const GOAL_METRICS: readonly SummaryMetric[] = [
  'gross_sales_cents',
  'gross_profit_cents',
  'average_sale_cents',
  'sale_count',
  'gross_profit_without_other_cents',
];
