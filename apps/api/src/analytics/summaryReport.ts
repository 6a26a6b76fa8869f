// The summary report of 3-operations §2–§3 (the /reports screen), built on the §3 aggregates.
import type { ReportFigure } from '@rlo/contract';
import { divOrZero, roundedDiv } from './rounding';
import { summarize, type Formula } from './summary';
import type { Totals } from './totals';

const gpPercent = (profit: number, sales: number) => divOrZero(profit * 100, sales);

const LINES_SOLD = '{labor_sold_cents} + {parts_sold_cents} + {tires_sold_cents} + {sublet_sold_cents}';
const linesSold = (t: Totals) => t.labor_sold_cents + t.parts_sold_cents + t.tires_sold_cents + t.sublet_sold_cents;

/**
 * The report's figures that are not summary fields, written like SUMMARY_FORMULAS so that the
 * report computes them with `compute` and an explanation shows the same rule beside the same
 * result. Discounts are held per RO (kpis.md §2): the four lines' sales are before discount.
 */
export const REPORT_FORMULAS: { readonly [F in ReportFigure]: Formula } = {
  lines_sold_cents: {
    inputs: ['labor_sold_cents', 'parts_sold_cents', 'tires_sold_cents', 'sublet_sold_cents'],
    expression: LINES_SOLD,
    rounding: 'none',
    compute: linesSold,
  },
  sold_before_discount_cents: {
    inputs: ['labor_sold_cents', 'parts_sold_cents', 'tires_sold_cents', 'sublet_sold_cents', 'other_sold_cents'],
    expression: `${LINES_SOLD} + {other_sold_cents}`,
    rounding: 'none',
    compute: (t) => linesSold(t) + t.other_sold_cents,
  },
  lines_cost_cents: {
    inputs: ['labor_cost_cents', 'parts_cost_cents', 'tires_cost_cents', 'sublet_cost_cents'],
    expression: '{labor_cost_cents} + {parts_cost_cents} + {tires_cost_cents} + {sublet_cost_cents}',
    rounding: 'none',
    compute: (t) => t.labor_cost_cents + t.parts_cost_cents + t.tires_cost_cents + t.sublet_cost_cents,
  },
  net_sales_without_other_cents: {
    inputs: ['total_sold_cents', 'other_sold_cents'],
    expression: '{total_sold_cents} − {other_sold_cents}',
    rounding: 'none',
    compute: (t) => t.total_sold_cents - t.other_sold_cents,
  },
  gross_profit_per_without_other: {
    inputs: ['gross_profit_cents', 'other_sold_cents', 'total_sold_cents'],
    expression: '({gross_profit_cents} − {other_sold_cents}) × 100 ÷ ({total_sold_cents} − {other_sold_cents})',
    rounding: 'none',
    compute: (t) => gpPercent(t.gross_profit_cents - t.other_sold_cents, t.total_sold_cents - t.other_sold_cents),
  },
  sublet_gross_profit_rate: {
    inputs: ['sublet_sold_cents', 'sublet_cost_cents'],
    expression: '({sublet_sold_cents} − {sublet_cost_cents}) ÷ {sublet_sold_cents}',
    rounding: 'none',
    compute: (t) => divOrZero(t.sublet_sold_cents - t.sublet_cost_cents, t.sublet_sold_cents),
  },
  gross_profit_per_ro_cents: {
    inputs: ['gross_profit_cents', 'ro_count'],
    expression: '{gross_profit_cents} ÷ {ro_count}',
    rounding: 'cents',
    compute: (t) => roundedDiv(t.gross_profit_cents, t.ro_count),
  },
};

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
  const figure = (name: ReportFigure) => REPORT_FORMULAS[name].compute(t);
  const totalCost = figure('lines_cost_cents');
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
    totalSalesWithDiscount: figure('lines_sold_cents'),
    discountWithoutOtherSold: s.total_discount_cents,
    totalSalesWithoutDiscountWithoutOtherSold: figure('net_sales_without_other_cents'),
    totalCost,
    totalProfitWithoutOtherSold: s.gross_profit_without_other_cents,
    totalGpPerWithoutOtherSold: figure('gross_profit_per_without_other'),
    totalSalesWithOtherSold: figure('sold_before_discount_cents'),
    totalDiscountCents: s.total_discount_cents,
    totalSales: s.gross_sales_cents,
    totalProfit: s.gross_profit_cents,
    totalGpPer: s.gross_profit_per,
    averageRo: s.average_sale_cents,
    roCount: s.sale_count,
    hoursSold: s.total_labor_sold_seconds,
    effectiveLaborRate: s.effective_labor_rate_cents,
    gpDollarsPerRo: figure('gross_profit_per_ro_cents'),
    hoursPerRO: s.sold_hours_per_ro,
    grossProfitPerSoldHour: s.gross_profit_per_sold_hour_cents,
  };
}
