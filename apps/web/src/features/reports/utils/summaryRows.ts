import type { ExplainMetric, SummaryReport } from '@rlo/contract';

/** One line of the summary grid: money in cents, GP as a percent (×100). */
export interface SummaryLine {
  id: 'parts' | 'labors' | 'tires' | 'sublets' | 'totalWithoutOther' | 'otherSold' | 'totalWithOther';
  sales: number;
  discount: number;
  net: number;
  /** null for other sold: fees have no cost (kpis.md §2), so cost and GP % do not apply. */
  cost: number | null;
  profit: number;
  gpPercent: number | null;
}

/** The seven rows of 3-operations §2 (Reports), in the spec's order. */
export function summaryLines(r: SummaryReport): SummaryLine[] {
  return [
    { id: 'parts', sales: r.partSales, discount: r.partsDiscountedCents, net: r.partSalesWithoutDiscount, cost: r.partCost, profit: r.partProfit, gpPercent: r.partGpPer },
    { id: 'labors', sales: r.laborSales, discount: r.laborDiscountedCents, net: r.laborSalesWithoutDiscount, cost: r.laborCost, profit: r.laborProfit, gpPercent: r.laborGpPer },
    { id: 'tires', sales: r.tireSales, discount: r.tiresDiscountedCents, net: r.tireSalesWithoutDiscount, cost: r.tireCost, profit: r.tireProfit, gpPercent: r.tireGpPer },
    { id: 'sublets', sales: r.subletSales, discount: r.subletDiscountedCents, net: r.subletSalesWithoutDiscount, cost: r.subletCost, profit: r.subletProfit, gpPercent: r.subletGpPer },
    {
      id: 'totalWithoutOther',
      sales: r.totalSalesWithDiscount,
      discount: r.discountWithoutOtherSold,
      net: r.totalSalesWithoutDiscountWithoutOtherSold,
      cost: r.totalCost,
      profit: r.totalProfitWithoutOtherSold,
      gpPercent: r.totalGpPerWithoutOtherSold,
    },
    { id: 'otherSold', sales: r.otherSales, discount: r.otherDiscountedCents, net: r.otherSalesWithoutDiscount, cost: null, profit: r.otherSoldProfit, gpPercent: null },
    {
      id: 'totalWithOther',
      sales: r.totalSalesWithOtherSold,
      discount: r.totalDiscountCents,
      net: r.totalSales,
      cost: r.totalCost,
      profit: r.totalProfit,
      gpPercent: r.totalGpPer,
    },
  ];
}

export type KpiKind = 'money' | 'count' | 'hours' | 'decimal';

/** The second block: per-RO and per-hour figures. */
export const SUMMARY_KPIS = [
  { id: 'averageRo', kind: 'money' },
  { id: 'roCount', kind: 'count' },
  { id: 'hoursSold', kind: 'hours' },
  { id: 'effectiveLaborRate', kind: 'money' },
  { id: 'gpDollarsPerRo', kind: 'money' },
  { id: 'hoursPerRO', kind: 'decimal' },
  { id: 'grossProfitPerSoldHour', kind: 'money' },
] as const satisfies readonly { id: keyof SummaryReport; kind: KpiKind }[];

type LineColumn = Exclude<keyof SummaryLine, 'id'>;

/**
 * The figure behind each cell: a summary metric, or one of the report's own figures (REPORT_FORMULAS
 * in apps/api/src/analytics/summaryReport.ts), each computed by the function the report uses, over
 * the report's locations and dates. The lines' GP % are their gross profit rates, a fraction the
 * panel shows as the same percent. Left plain: the line discounts, always 0 (discounts are held
 * per RO, kpis.md §2). The lines' net is their sales (no line discount); other sold's profit is
 * other sold (fees have no cost).
 */
export const LINE_METRICS: Readonly<Record<SummaryLine['id'], Partial<Record<LineColumn, ExplainMetric>>>> = {
  parts: { sales: 'parts_sold_cents', net: 'parts_sold_cents', cost: 'parts_cost_cents', profit: 'total_parts_profit_cents', gpPercent: 'parts_gross_profit_rate' },
  labors: { sales: 'labor_sold_cents', net: 'labor_sold_cents', cost: 'labor_cost_cents', profit: 'total_labor_profit_cents', gpPercent: 'labor_gross_profit_rate' },
  tires: { sales: 'tires_sold_cents', net: 'tires_sold_cents', cost: 'tires_cost_cents', profit: 'total_tires_profit_cents', gpPercent: 'tires_gross_profit_rate' },
  sublets: { sales: 'sublet_sold_cents', net: 'sublet_sold_cents', cost: 'sublet_cost_cents', profit: 'total_sublet_profit_cents', gpPercent: 'sublet_gross_profit_rate' },
  totalWithoutOther: {
    sales: 'lines_sold_cents',
    discount: 'total_discount_cents',
    net: 'net_sales_without_other_cents',
    cost: 'lines_cost_cents',
    profit: 'gross_profit_without_other_cents',
    gpPercent: 'gross_profit_per_without_other',
  },
  otherSold: { sales: 'other_sold_cents', net: 'other_sold_cents', profit: 'other_sold_cents' },
  totalWithOther: {
    sales: 'sold_before_discount_cents',
    discount: 'total_discount_cents',
    net: 'gross_sales_cents',
    cost: 'lines_cost_cents',
    profit: 'gross_profit_cents',
    gpPercent: 'gross_profit_per',
  },
};

/** The figure of each KPI. */
export const KPI_METRICS: Readonly<Record<(typeof SUMMARY_KPIS)[number]['id'], ExplainMetric>> = {
  averageRo: 'average_sale_cents',
  roCount: 'sale_count',
  hoursSold: 'total_labor_sold_seconds',
  effectiveLaborRate: 'effective_labor_rate_cents',
  gpDollarsPerRo: 'gross_profit_per_ro_cents',
  hoursPerRO: 'sold_hours_per_ro',
  grossProfitPerSoldHour: 'gross_profit_per_sold_hour_cents',
};
