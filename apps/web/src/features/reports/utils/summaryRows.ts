import type { SummaryReport } from '@rlo/contract';

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
