import { describe, expect, it } from 'vitest';
import { twelveMonthBlocks, type MonthValue } from '../utils/twelveMonthBlocks';

/** 24 consecutive months from January of `year`, with the given values. */
function months(year: number, values: number[]): MonthValue[] {
  return values.map((value, index) => ({
    year: year + Math.floor(index / 12),
    month: (index % 12) + 1,
    value,
  }));
}

describe('twelveMonthBlocks (kpis.md §3)', () => {
  // Previous block: 1..12 (sum 78); recent block: 10, 20, …, 120 (sum 780).
  const values = [
    ...Array.from({ length: 12 }, (_, i) => i + 1),
    ...Array.from({ length: 12 }, (_, i) => (i + 1) * 10),
  ];

  it('totals additive figures in each block', () => {
    const rows = months(2024, values);
    expect(twelveMonthBlocks(rows, { year: 2025, month: 12 }, 'additive', true)).toEqual({
      previous12: 78,
      recent12: 780,
    });
  });

  it('averages ratio figures over 12 months when the current month closes the block', () => {
    const rows = months(2024, values);
    // 78 / 12 = 6.5; 780 / 12 = 65
    expect(twelveMonthBlocks(rows, { year: 2025, month: 12 }, 'ratio', false)).toEqual({
      previous12: 6.5,
      recent12: 65,
    });
  });

  it('divides by the months elapsed in the block holding the current month, leaving later months out', () => {
    const rows = months(2024, values);
    // Current month March 2025: recent block = 10 + 20 + 30 = 60 over 3 months = 20; previous block untouched.
    expect(twelveMonthBlocks(rows, { year: 2025, month: 3 }, 'ratio', false)).toEqual({
      previous12: 6.5,
      recent12: 20,
    });
    // Additive figures leave the months after the current one out too: 10 + 20 + 30.
    expect(twelveMonthBlocks(rows, { year: 2025, month: 3 }, 'additive', false).recent12).toBe(60);
  });

  it('rounds money averages to whole cents, half away from zero', () => {
    // ARO in cents: previous block sums to 12 × 10000 + 6 = 120006 → 10000.5 → 10001 cents.
    const aro = [
      10006,
      ...Array.from({ length: 11 }, () => 10000),
      ...Array.from({ length: 12 }, () => 33333),
    ];
    const rows = months(2024, aro);
    // Recent block: 33333 × 3 / 3 with the current month third: 33333.
    expect(twelveMonthBlocks(rows, { year: 2025, month: 3 }, 'ratio', true)).toEqual({
      previous12: 10001,
      recent12: 33333,
    });
  });

  it('keeps ratio averages unrounded when they are not money', () => {
    const efficiency = [
      ...Array.from({ length: 11 }, () => 1),
      1.1,
      ...Array.from({ length: 12 }, () => 0.9),
    ];
    const blocks = twelveMonthBlocks(months(2024, efficiency), { year: 2025, month: 12 }, 'ratio', false);
    expect(blocks.previous12).toBeCloseTo(12.1 / 12, 12);
    expect(blocks.recent12).toBeCloseTo(0.9, 12);
  });
});
