import type { ComparisonChange, ComparisonSection, ComparisonSectionKey, Locale, ShopComparisonRecord, SummaryMetric } from '@rlo/contract';
import { count, decimal, percent, rate, wholeDollars, wholeHours } from '@/lib/format';

export type ComparisonMetric = keyof ComparisonSection & string;
type Kind = 'dollars' | 'hours' | 'count' | 'decimal' | 'rate' | 'percent';

export interface ComparisonRow {
  /** A summary metric: each figure is `summarize` of one location's totals over the section's period. */
  metric: SummaryMetric & ComparisonMetric;
  change: keyof ComparisonChange;
  kind: Kind;
}

/** The fourteen rows of 3-operations §2 (Shop comparison), each with its change field (§3). */
export const COMPARISON_ROWS: readonly ComparisonRow[] = [
  { metric: 'gross_sales_cents', change: 'gross_pct', kind: 'dollars' },
  { metric: 'total_labor_sold_seconds', change: 'total_sold_hours_diff_pct', kind: 'hours' },
  { metric: 'average_daily_sales_cents', change: 'avg_daily_sales_pct', kind: 'dollars' },
  { metric: 'sale_count', change: 'car_count_pct', kind: 'count' },
  { metric: 'average_sale_cents', change: 'avg_ropct', kind: 'dollars' },
  { metric: 'average_daily_sales_count', change: 'avg_daily_car_count_pct', kind: 'decimal' },
  { metric: 'sold_hours_per_ro', change: 'avg_hrs_pct', kind: 'decimal' },
  { metric: 'effective_labor_rate_cents', change: 'effective_rate_pct', kind: 'dollars' },
  { metric: 'gross_profit_per_sold_hour_cents', change: 'gross_profit_per_sold_hour_pct', kind: 'dollars' },
  { metric: 'parts_gross_profit_rate', change: 'parts_gross_profit_rate_diff_pct', kind: 'rate' },
  { metric: 'labor_gross_profit_rate', change: 'labor_gross_profit_rate_diff_pct', kind: 'rate' },
  { metric: 'tires_gross_profit_rate', change: 'tires_gross_profit_rate_diff_pct', kind: 'rate' },
  { metric: 'gross_profit_per', change: 'gross_profit_rate_diff_pct', kind: 'percent' },
  { metric: 'gross_profit_cents', change: 'gross_profit_diff_pct', kind: 'dollars' },
];

/** Whole dollars and whole hours in the comparison (3-operations §9, kpis.md §8). */
export function formatComparison(kind: Kind, value: number, locale: Locale): string {
  switch (kind) {
    case 'dollars':
      return wholeDollars(value, locale);
    case 'hours':
      return wholeHours(value, locale);
    case 'count':
      return count(value, locale);
    case 'decimal':
      return decimal(value, locale);
    case 'rate':
      return rate(value, locale);
    case 'percent':
      return percent(value, locale);
  }
}

/** The sections in the spec's order; month to date, last month and week start closed. */
export const SECTION_ORDER: readonly { key: ComparisonSectionKey; open: boolean }[] = [
  { key: 'current_year_summary', open: true },
  { key: 'last_year_summary', open: true },
  { key: 'last12_months', open: true },
  { key: 'monthly_summary', open: false },
  { key: 'last_month_summary', open: false },
  { key: 'weekly_summary', open: false },
  { key: 'specific_day_summary', open: true },
];

/** The dates a column's figures cover: the section's period and the prior period it is compared with. */
export type ColumnDates = Pick<ComparisonSection, 'from' | 'to' | 'prior_from' | 'prior_to'>;

const sameDates = (a: ColumnDates, b: ColumnDates) =>
  a.from === b.from && a.to === b.to && a.prior_from === b.prior_from && a.prior_to === b.prior_to;

/**
 * The dates every column of a section shares, or null when they differ. Each location's periods
 * start from its own today (kpis.md §4), so at some hours two time zones are on different dates:
 * the section then names the dates under each column instead of once in its header.
 */
export function sharedDates(records: readonly ShopComparisonRecord[], section: ComparisonSectionKey): ColumnDates | null {
  const periods = records.flatMap((record) => (record[section] ? [record[section]] : []));
  if (periods.length === 0) return null;
  return periods.every((period) => sameDates(period, periods[0])) ? periods[0] : null;
}

/** Indexes of the columns holding the row's highest value (the "max" flag); none when all are equal. */
export function bestColumns(values: readonly number[]): Set<number> {
  const max = Math.max(...values);
  if (values.length < 2 || values.every((value) => value === max)) return new Set();
  return new Set(values.flatMap((value, index) => (value === max ? [index] : [])));
}

export type SortDirection = 'asc' | 'desc';
export interface SectionSort {
  /** The row whose values order the columns; null keeps the locations' order. */
  active: ComparisonMetric | null;
  /** The last direction of each row clicked in this section. */
  directions: Partial<Record<ComparisonMetric, SortDirection>>;
}

export const UNSORTED: SectionSort = { active: null, directions: {} };

/** A click on a row label: the row sorts the columns, highest first; clicking it again toggles. */
export function clickRow(sort: SectionSort, metric: ComparisonMetric): SectionSort {
  const previous = sort.directions[metric];
  const next: SortDirection = previous === undefined ? 'desc' : previous === 'desc' ? 'asc' : 'desc';
  return { active: metric, directions: { ...sort.directions, [metric]: next } };
}

/** The records in column order for a section; ties keep the locations' order. */
export function sortColumns(
  records: readonly ShopComparisonRecord[],
  section: ComparisonSectionKey,
  sort: SectionSort,
): ShopComparisonRecord[] {
  const { active } = sort;
  if (active === null) return [...records];
  const direction = sort.directions[active] === 'asc' ? 1 : -1;
  const value = (record: ShopComparisonRecord) => Number(record[section]?.[active] ?? 0);
  return [...records].sort((a, b) => direction * (value(a) - value(b)));
}
