import type { SummaryFields } from './reports';

// The metric table of kpis.md §3 and §8, shared by the API's KPI engine (which adds blocks up or
// averages them, and rounds money averages to cents) and the web (which only formats by it).

export type SummaryMetric = keyof SummaryFields;

/**
 * kpis.md §3, last bullet. additive: a sum over ROs or a count — a 12-month block shows the total.
 * ratio: an average, percent, rate, efficiency, per-RO / per-hour / per-day figure — a block shows
 * the average of the monthly values.
 */
export type MetricKind = 'additive' | 'ratio';

/**
 * How a figure is held on the wire and shown (kpis.md §3, §8): money — cents, shown in dollars
 * (its averages are rounded to whole cents); seconds — shown in hours; hours — already hours (per
 * RO); percent — already ×100; fraction — a ratio shown ×100; count — whole numbers; decimal —
 * 2 decimals.
 */
export type MetricUnit = 'money' | 'count' | 'seconds' | 'hours' | 'percent' | 'fraction' | 'decimal';

export interface MetricInfo {
  unit: MetricUnit;
  kind: MetricKind;
}

const money = (kind: MetricKind = 'additive'): MetricInfo => ({ unit: 'money', kind });
const count: MetricInfo = { unit: 'count', kind: 'additive' };
const seconds: MetricInfo = { unit: 'seconds', kind: 'additive' };
const percent: MetricInfo = { unit: 'percent', kind: 'ratio' };
const fraction: MetricInfo = { unit: 'fraction', kind: 'ratio' };

/** Every field of the summary schema (the type makes a missing or extra one a compile error). */
export const SUMMARY_METRIC_INFO: Readonly<Record<SummaryMetric, MetricInfo>> = {
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

/** Money metrics are held in cents; their averages are rounded to whole cents (kpis.md §3). */
export const isMoneyMetric = (metric: SummaryMetric): boolean => SUMMARY_METRIC_INFO[metric].unit === 'money';

/**
 * The summary report's figures (3-operations §2) that are not summary fields: the sums of its four
 * lines, the totals without other sold, the sublet line's rate and GP dollars per RO. They are
 * explained like the summary's figures; no block or chart shows them.
 */
export const REPORT_FIGURE_INFO = {
  lines_sold_cents: money(),
  sold_before_discount_cents: money(),
  lines_cost_cents: money(),
  net_sales_without_other_cents: money(),
  gross_profit_per_without_other: percent,
  sublet_gross_profit_rate: fraction,
  gross_profit_per_ro_cents: money('ratio'),
} as const satisfies Record<string, MetricInfo>;
export type ReportFigure = keyof typeof REPORT_FIGURE_INFO;

/** Every figure an explanation answers: the summary's and the summary report's own. */
export type ExplainMetric = SummaryMetric | ReportFigure;
export const EXPLAIN_METRIC_INFO: Readonly<Record<ExplainMetric, MetricInfo>> = { ...SUMMARY_METRIC_INFO, ...REPORT_FIGURE_INFO };
export const isReportFigure = (metric: ExplainMetric): metric is ReportFigure => metric in REPORT_FIGURE_INFO;


/** The advisor KPI options of the employee section (2-dashboard §3), with their unit and kind. */
export const ADVISOR_KPIS = {
  gross_sales_cents: money(),
  avg_sale_cents: money('ratio'),
  sale_count: count,
  gross_profit_cents: money(),
  gross_profit_cents_per: percent,
} as const satisfies Record<string, MetricInfo>;

/** The technician KPI options of the employee section (2-dashboard §3). */
export const TECHNICIAN_KPIS = {
  total_labor_sold_cents: money(),
  total_sold_seconds: seconds,
  total_labor_ro: count,
  avg_labor_sale_cents: money('ratio'),
  total_labor_cost_cents: money(),
  total_labor_profit_cents: money(),
  total_actual_seconds: seconds,
  eff_labor_hourly_rate_cents: money('ratio'),
} as const satisfies Record<string, MetricInfo>;

export type AdvisorKpi = keyof typeof ADVISOR_KPIS;

/**
 * The summary figure each advisor KPI is (kpis.md §5: the §3 aggregates over the counted ROs the
 * advisor wrote): its explanation is that figure's, over the advisor's ROs.
 */
export const ADVISOR_KPI_METRICS = {
  gross_sales_cents: 'gross_sales_cents',
  avg_sale_cents: 'average_sale_cents',
  sale_count: 'sale_count',
  gross_profit_cents: 'gross_profit_cents',
  gross_profit_cents_per: 'gross_profit_per',
} as const satisfies Record<AdvisorKpi, keyof SummaryFields>;
export type TechnicianKpi = keyof typeof TECHNICIAN_KPIS;
