import { describe, expect, it } from 'vitest';
import { categoryEntries, categoryTotal } from '../categories';

const sums = (sold_cents: number, cost_cents: number, sold_seconds = 0, actual_seconds = 0) => ({ sold_cents, cost_cents, sold_seconds, actual_seconds });

describe('category report figures', () => {
  it("gives a category's parts and labors entries, with the category's parts + labor totals in both", () => {
    // Brakes: parts 10000 sold / 6000 cost; labor 24000 sold / 7200 cost over 1.5 h sold, 1.5 h clocked.
    const { parts, labors } = categoryEntries(sums(10_000, 6_000), sums(24_000, 7_200, 5_400, 5_400));
    expect(parts).toEqual({
      soldCents: 10_000,
      costCents: 6_000,
      profitCents: 4_000,
      totalSoldCents: 34_000, // 10000 + 24000
      totalProfitCents: 20_800, // 4000 + 16800
      totalSoldHours: 0,
      actualSoldHours: 0,
      effectiveLaborRate: 0,
    });
    expect(labors).toMatchObject({ profitCents: 16_800, totalSoldCents: 34_000, totalProfitCents: 20_800, totalSoldHours: 1.5, effectiveLaborRate: 16_000 }); // 24000 / 1.5
  });

  it('totals the categories from their sums: hours from seconds, the rate from the total labor', () => {
    // Two categories (the grid's former browser test): parts 15000/9000 + 20000/12000; labor 15000/4500 over
    // 1 h and 39000/12000 over 2.5 h.
    const total = categoryTotal([
      { part: sums(15_000, 9_000), labor: sums(15_000, 4_500, 3_600, 3_000) },
      { part: sums(20_000, 12_000), labor: sums(39_000, 12_000, 9_000, 9_600) },
    ]);
    expect(total.parts).toMatchObject({ soldCents: 35_000, costCents: 21_000, profitCents: 14_000 });
    expect(total.labors).toMatchObject({
      soldCents: 54_000, // 15000 + 39000
      costCents: 16_500,
      profitCents: 37_500,
      totalSoldHours: 3.5, // (3600 + 9000) / 3600
      actualSoldHours: 3.5, // (3000 + 9600) / 3600
      effectiveLaborRate: 15_429, // 54000 / 3.5 = 15428.57 → 15429, not a sum of the two rates
      totalSoldCents: 89_000, // 35000 + 54000
      totalProfitCents: 51_500, // 14000 + 37500
    });
    expect(categoryTotal([]).labors).toMatchObject({ soldCents: 0, totalSoldHours: 0, effectiveLaborRate: 0 });
  });
});
