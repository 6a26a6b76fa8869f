// The category report's figures (3-operations §3 "Category report result", kpis.md §3 formulas).
import { divOrZero, roundedDiv } from './rounding';

const SECONDS_PER_HOUR = 3600;

/** Sums of one category's part lines or labor lines over a set of counted ROs. */
export type CategorySums = {
  sold_cents: number;
  cost_cents: number;
  sold_seconds: number;
  actual_seconds: number;
};

export type CategoryFigures = {
  soldCents: number;
  costCents: number;
  profitCents: number;
  totalSoldCents: number;
  totalSoldHours: number;
  actualSoldHours: number;
  effectiveLaborRate: number;
};

export const emptyCategorySums = (): CategorySums => ({ sold_cents: 0, cost_cents: 0, sold_seconds: 0, actual_seconds: 0 });

export function addCategorySums(a: CategorySums, b: CategorySums): CategorySums {
  return {
    sold_cents: a.sold_cents + b.sold_cents,
    cost_cents: a.cost_cents + b.cost_cents,
    sold_seconds: a.sold_seconds + b.sold_seconds,
    actual_seconds: a.actual_seconds + b.actual_seconds,
  };
}

/**
 * One entry of the parts or labors map. `categorySoldCents` is the category's parts + labor sold
 * (totalSoldCents). Profit = sold − cost; hours unrounded; the effective labor rate is
 * sold × 3600 ÷ sold seconds in whole cents, 0 without sold time (always so for parts).
 */
export function categoryFigures(sums: CategorySums, categorySoldCents: number): CategoryFigures {
  return {
    soldCents: sums.sold_cents,
    costCents: sums.cost_cents,
    profitCents: sums.sold_cents - sums.cost_cents,
    totalSoldCents: categorySoldCents,
    totalSoldHours: divOrZero(sums.sold_seconds, SECONDS_PER_HOUR),
    actualSoldHours: divOrZero(sums.actual_seconds, SECONDS_PER_HOUR),
    effectiveLaborRate: roundedDiv(sums.sold_cents * SECONDS_PER_HOUR, sums.sold_seconds),
  };
}
