// The category report's figures (3-operations §3 "Category report result", kpis.md §3 formulas).
import type { CategoryFigures } from '@rlo/contract';
import { divOrZero, roundedDiv } from './rounding';

const SECONDS_PER_HOUR = 3600;

/** Sums of one category's part lines or labor lines over a set of counted ROs. */
export type CategorySums = {
  sold_cents: number;
  cost_cents: number;
  sold_seconds: number;
  actual_seconds: number;
};

export type { CategoryFigures } from '@rlo/contract';

export const emptyCategorySums = (): CategorySums => ({ sold_cents: 0, cost_cents: 0, sold_seconds: 0, actual_seconds: 0 });

export function addCategorySums(a: CategorySums, b: CategorySums): CategorySums {
  return {
    sold_cents: a.sold_cents + b.sold_cents,
    cost_cents: a.cost_cents + b.cost_cents,
    sold_seconds: a.sold_seconds + b.sold_seconds,
    actual_seconds: a.actual_seconds + b.actual_seconds,
  };
}

/** A category's parts and labors entries: each one's own figures, and the category's parts + labor totals in both. */
export type CategoryEntries = { parts: CategoryFigures; labors: CategoryFigures };

/**
 * Profit = sold − cost; hours unrounded; the effective labor rate is sold × 3600 ÷ sold seconds in
 * whole cents, 0 without sold time (always so for parts).
 */
function figuresOf(sums: CategorySums): Omit<CategoryFigures, 'totalSoldCents' | 'totalProfitCents'> {
  return {
    soldCents: sums.sold_cents,
    costCents: sums.cost_cents,
    profitCents: sums.sold_cents - sums.cost_cents,
    totalSoldHours: divOrZero(sums.sold_seconds, SECONDS_PER_HOUR),
    actualSoldHours: divOrZero(sums.actual_seconds, SECONDS_PER_HOUR),
    effectiveLaborRate: roundedDiv(sums.sold_cents * SECONDS_PER_HOUR, sums.sold_seconds),
  };
}

/** One category's entries from the sums of its part lines and of its labor lines. */
export function categoryEntries(part: CategorySums, labor: CategorySums): CategoryEntries {
  const both = addCategorySums(part, labor);
  const totals = { totalSoldCents: both.sold_cents, totalProfitCents: both.sold_cents - both.cost_cents };
  return { parts: { ...figuresOf(part), ...totals }, labors: { ...figuresOf(labor), ...totals } };
}

/**
 * The total row of the report: the entries of all the categories' sums together, so that its hours
 * are sold seconds ÷ 3600 and its effective labor rate the total labor sold ÷ the total sold hours.
 */
export function categoryTotal(categories: readonly { part: CategorySums; labor: CategorySums }[]): CategoryEntries {
  let part = emptyCategorySums();
  let labor = emptyCategorySums();
  for (const category of categories) {
    part = addCategorySums(part, category.part);
    labor = addCategorySums(labor, category.labor);
  }
  return categoryEntries(part, labor);
}
