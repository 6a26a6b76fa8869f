import { describe, it, expect } from 'vitest';
import { blockValue, twelveMonthBlocks, type MonthValue } from '../blocks';

/** 24 consecutive months starting at (year, month) with the given values. */
function months(year: number, month: number, values: number[]): MonthValue[] {
  return values.map((value, i) => {
    const index = year * 12 + (month - 1) + i;
    return { year: Math.floor(index / 12), month: (index % 12) + 1, value };
  });
}

describe('blockValue', () => {
  it('totals additive metrics, whatever the divisor', () => {
    expect(blockValue('sale_count', [1, 2, 3], 12)).toBe(6);
    expect(blockValue('gross_sales_cents', [100, 200], 0)).toBe(300);
  });
  it('averages ratio metrics over the divisor', () => {
    expect(blockValue('gross_profit_per', [40, 50], 12)).toBe(7.5); // 90 / 12
    expect(blockValue('shop_efficiency', [1, 1, 1.5], 3)).toBeCloseTo(1.16666666666, 9); // 3.5 / 3, unrounded
  });
  it('rounds money averages to whole cents, half away from zero', () => {
    expect(blockValue('average_sale_cents', [5, 1], 4)).toBe(2); // 6 / 4 = 1.5 → 2
    expect(blockValue('average_sale_cents', [-5, -1], 4)).toBe(-2); // -1.5 → -2
  });
  it('gives 0 for a ratio with divisor 0', () => {
    expect(blockValue('average_sale_cents', [1, 2], 0)).toBe(0);
  });
});

describe('twelveMonthBlocks', () => {
  // Monthly chart of 2026-01: 2024-02 .. 2026-01; the current month is the 12th of recent12.
  const current = { year: 2026, month: 1 };

  it('totals an additive metric per block', () => {
    const values = Array.from({ length: 24 }, (_, i) => (i + 1) * 1000); // 1000, 2000, …, 24000
    const b = twelveMonthBlocks('gross_sales_cents', months(2024, 2, values), current);
    expect(b.previous12).toBe(78000); // (1 + … + 12) × 1000 = 78 × 1000
    expect(b.recent12).toBe(222000); // (13 + … + 24) × 1000 = 222 × 1000
  });

  it('averages a ratio metric by 12 (the current month is the 12th month elapsed of recent12)', () => {
    const values = [...Array<number>(11).fill(10000), 10006, ...Array<number>(11).fill(20000), 20001];
    const b = twelveMonthBlocks('average_sale_cents', months(2024, 2, values), current);
    expect(b.previous12).toBe(10001); // (11 × 10000 + 10006) / 12 = 120006 / 12 = 10000.5 → 10001
    expect(b.recent12).toBe(20000); // (11 × 20000 + 20001) / 12 = 240001 / 12 = 20000.08 → 20000
  });

  it('divides the block holding the current month by the months elapsed in it', () => {
    // Blocks laid out as calendar years 2025 and 2026; today is in March 2026 (3rd month of recent12).
    const values = [...Array<number>(12).fill(1200), 300, 400, 501, ...Array<number>(9).fill(9999)];
    const cal = months(2025, 1, values);
    const now = { year: 2026, month: 3 };
    const aro = twelveMonthBlocks('average_sale_cents', cal, now);
    expect(aro.previous12).toBe(1200); // 12 × 1200 / 12
    expect(aro.recent12).toBe(400); // (300 + 400 + 501) / 3 = 1201 / 3 = 400.33 → 400; later months left out
    const gp = twelveMonthBlocks(
      'gross_profit_per',
      months(2025, 1, [...Array<number>(12).fill(40), 40, 45, 50.5, ...Array<number>(9).fill(0)]),
      now,
    );
    expect(gp.recent12).toBeCloseTo(45.1666666666, 9); // (40 + 45 + 50.5) / 3 = 135.5 / 3, unrounded
    const count = twelveMonthBlocks(
      'sale_count',
      months(2025, 1, [...Array<number>(12).fill(1), 10, 20, 5, ...Array<number>(9).fill(0)]),
      now,
    );
    expect(count.previous12).toBe(12);
    expect(count.recent12).toBe(35); // 10 + 20 + 5
  });

  it('rejects anything but 24 consecutive months', () => {
    expect(() =>
      twelveMonthBlocks('sale_count', months(2024, 2, Array<number>(23).fill(0)), current),
    ).toThrow(RangeError);
    const gap = months(2024, 2, Array<number>(24).fill(0));
    gap[5] = { year: 2030, month: 1, value: 0 };
    expect(() => twelveMonthBlocks('sale_count', gap, current)).toThrow(RangeError);
  });
});
