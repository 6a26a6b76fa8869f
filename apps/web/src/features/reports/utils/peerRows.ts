import type { ComparisonSection, PeerFigures } from '@rlo/contract';

type PeerField = Exclude<keyof PeerFigures, 'dataType'>;

export interface PeerRow {
  field: PeerField;
  kind: 'dollars' | 'hours' | 'decimal' | 'percent';
  /** The same figure of one of the user's shops (a comparison section). */
  own: (section: ComparisonSection) => number;
}

/** The Measure My Shop rows (3-operations §3), beside the user's own figures. */
export const PEER_ROWS: readonly PeerRow[] = [
  { field: 'grossSalesCents', kind: 'dollars', own: (s) => s.gross_sales_cents },
  { field: 'laborSoldSeconds', kind: 'hours', own: (s) => s.total_labor_sold_seconds },
  { field: 'averageDailySalesGrossCents', kind: 'dollars', own: (s) => s.average_daily_sales_cents },
  { field: 'averageSaleCents', kind: 'dollars', own: (s) => s.average_sale_cents },
  { field: 'averageDailySalesCount', kind: 'decimal', own: (s) => s.average_daily_sales_count },
  { field: 'grossProfitPer', kind: 'percent', own: (s) => s.gross_profit_per },
  { field: 'grossProfitCents', kind: 'dollars', own: (s) => s.gross_profit_cents },
  { field: 'laborProfitPer', kind: 'percent', own: (s) => s.labor_gross_profit_rate * 100 },
  { field: 'partProfitPer', kind: 'percent', own: (s) => s.parts_gross_profit_rate * 100 },
  { field: 'tiresProfitPer', kind: 'percent', own: (s) => s.tires_gross_profit_rate * 100 },
];

export const PEER_TYPES = ['MAX', 'MIN', 'AVG'] as const;
