import type { ComparisonSection, PeerFigures, SummaryMetric } from '@rlo/contract';

type PeerField = Exclude<keyof PeerFigures, 'dataType'>;

export interface PeerRow {
  field: PeerField;
  kind: 'dollars' | 'hours' | 'decimal' | 'percent';
  /** The summary metric the own figure shows (a fraction shown ×100 as a percent): its explanation. */
  metric: SummaryMetric;
  /** The same figure of one of the user's shops (a comparison section). */
  own: (section: ComparisonSection) => number;
}

/** The Measure My Shop rows (3-operations §3), beside the user's own figures. */
export const PEER_ROWS: readonly PeerRow[] = [
  { field: 'grossSalesCents', kind: 'dollars', metric: 'gross_sales_cents', own: (s) => s.gross_sales_cents },
  { field: 'laborSoldSeconds', kind: 'hours', metric: 'total_labor_sold_seconds', own: (s) => s.total_labor_sold_seconds },
  { field: 'averageDailySalesGrossCents', kind: 'dollars', metric: 'average_daily_sales_cents', own: (s) => s.average_daily_sales_cents },
  { field: 'averageSaleCents', kind: 'dollars', metric: 'average_sale_cents', own: (s) => s.average_sale_cents },
  { field: 'averageDailySalesCount', kind: 'decimal', metric: 'average_daily_sales_count', own: (s) => s.average_daily_sales_count },
  { field: 'grossProfitPer', kind: 'percent', metric: 'gross_profit_per', own: (s) => s.gross_profit_per },
  { field: 'grossProfitCents', kind: 'dollars', metric: 'gross_profit_cents', own: (s) => s.gross_profit_cents },
  { field: 'laborProfitPer', kind: 'percent', metric: 'labor_gross_profit_rate', own: (s) => s.labor_gross_profit_rate * 100 },
  { field: 'partProfitPer', kind: 'percent', metric: 'parts_gross_profit_rate', own: (s) => s.parts_gross_profit_rate * 100 },
  { field: 'tiresProfitPer', kind: 'percent', metric: 'tires_gross_profit_rate', own: (s) => s.tires_gross_profit_rate * 100 },
];

export const PEER_TYPES = ['MAX', 'MIN', 'AVG'] as const;
