// The summary report of 3-operations §2–§3 (the /reports screen), built on the §3 aggregates.
import { divOrZero, roundedDiv } from './rounding';
import { summarize } from './summary';
import type { Totals } from './totals';

const gpPercent = (profit: number, sales: number) => divOrZero(profit * 100, sales);

/**
 * Money in cents, percents ×100, hoursSold in seconds. Discounts are held per RO, not per line
 * (kpis.md §2), so every line row has a zero discount and the RO discount is taken off the totals
 * without other sold: total_sold − other_sold and gross_profit − other_sold, as in kpis.md §2.
 */
export function summaryReport(t: Totals) {
  const s = summarize(t);
  const line = (sold: number, cost: number) => ({ sold, discount: 0, net: sold, cost, profit: sold - cost, gp: gpPercent(sold - cost, sold) });
  const parts = line(s.parts_sold_cents, s.parts_cost_cents);
  const labor = line(s.labor_sold_cents, s.labor_cost_cents);
  const tires = line(s.tires_sold_cents, s.tires_cost_cents);
  const sublet = line(s.sublet_sold_cents, s.sublet_cost_cents);
  const beforeDiscount = parts.sold + labor.sold + tires.sold + sublet.sold;
  const totalCost = parts.cost + labor.cost + tires.cost + sublet.cost;
  const netWithoutOther = s.gross_sales_cents - s.other_sold_cents;
  return {
    partSales: parts.sold,
    partsDiscountedCents: parts.discount,
    partSalesWithoutDiscount: parts.net,
    partCost: parts.cost,
    partProfit: parts.profit,
    partGpPer: parts.gp,
    laborSales: labor.sold,
    laborDiscountedCents: labor.discount,
    laborSalesWithoutDiscount: labor.net,
    laborCost: labor.cost,
    laborProfit: labor.profit,
    laborGpPer: labor.gp,
    tireSales: tires.sold,
    tiresDiscountedCents: tires.discount,
    tireSalesWithoutDiscount: tires.net,
    tireCost: tires.cost,
    tireProfit: tires.profit,
    tireGpPer: tires.gp,
    subletSales: sublet.sold,
    subletDiscountedCents: sublet.discount,
    subletSalesWithoutDiscount: sublet.net,
    subletCost: sublet.cost,
    subletProfit: sublet.profit,
    subletGpPer: sublet.gp,
    // Fees have no cost (kpis.md §2): other sold is all profit.
    otherSales: s.other_sold_cents,
    otherDiscountedCents: 0,
    otherSalesWithoutDiscount: s.other_sold_cents,
    otherSoldProfit: s.other_sold_cents,
    totalSalesWithDiscount: beforeDiscount,
    discountWithoutOtherSold: s.total_discount_cents,
    totalSalesWithoutDiscountWithoutOtherSold: netWithoutOther,
    totalCost,
    totalProfitWithoutOtherSold: s.gross_profit_without_other_cents,
    totalGpPerWithoutOtherSold: gpPercent(s.gross_profit_without_other_cents, netWithoutOther),
    totalSalesWithOtherSold: beforeDiscount + s.other_sold_cents,
    totalDiscountCents: s.total_discount_cents,
    totalSales: s.gross_sales_cents,
    totalProfit: s.gross_profit_cents,
    totalGpPer: s.gross_profit_per,
    averageRo: s.average_sale_cents,
    roCount: s.sale_count,
    hoursSold: s.total_labor_sold_seconds,
    effectiveLaborRate: s.effective_labor_rate_cents,
    gpDollarsPerRo: roundedDiv(s.gross_profit_cents, s.sale_count),
    hoursPerRO: s.sold_hours_per_ro,
    grossProfitPerSoldHour: s.gross_profit_per_sold_hour_cents,
  };
}
