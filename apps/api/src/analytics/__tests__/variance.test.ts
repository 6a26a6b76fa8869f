import { describe, it, expect } from 'vitest';
import { summarize } from '../summary';
import { emptyTotals } from '../totals';
import { sharePercent, summaryVariance, variancePercent } from '../variance';

describe('variancePercent', () => {
  it('is (current − prior) / prior × 100', () => {
    expect(variancePercent(110, 100)).toBe(10); // 10 / 100 × 100
    expect(variancePercent(50, 200)).toBe(-75); // -150 / 200 × 100
    expect(variancePercent(100, 100)).toBe(0);
  });

  it('is null when prior is 0', () => {
    expect(variancePercent(500, 0)).toBeNull();
    expect(variancePercent(0, 0)).toBeNull();
  });

  it('rounds to 2 decimals', () => {
    expect(variancePercent(1, 3)).toBe(-66.67); // -2/3 × 100 = -66.666…
    expect(variancePercent(2, 3)).toBe(-33.33); // -1/3 × 100 = -33.333…
    expect(variancePercent(4, 3)).toBe(33.33);
  });

  it('rounds an exact half away from zero', () => {
    expect(variancePercent(20001, 20000)).toBe(0.01); // 1 / 20000 × 100 = 0.005 → 0.01
    expect(variancePercent(19999, 20000)).toBe(-0.01); // -0.005 → -0.01
  });

  it('handles non-integer ratio values', () => {
    expect(variancePercent(46.3, 40)).toBe(15.75); // 6.3 / 40 × 100
    expect(variancePercent(0.1, 0.3)).toBe(-66.67); // -0.2 / 0.3 × 100
  });

  it('follows the formula for a negative prior', () => {
    expect(variancePercent(-50, -100)).toBe(-50); // (−50 + 100) / −100 × 100
  });
});

describe('summaryVariance', () => {
  it('gives every summary figure its variance percent against the prior one', () => {
    const prior = { ...summarize(emptyTotals()), gross_sales_cents: 10_000, sale_count: 3, average_sale_cents: 3_333, gross_profit_per: 40 };
    const current = { ...prior, gross_sales_cents: 11_234, sale_count: 2, average_sale_cents: 5_617, gross_profit_per: 46.3 };
    const variance = summaryVariance(current, prior);
    expect(variance).toMatchObject({
      gross_sales_cents: 12.34, // 1234 / 10000 × 100
      sale_count: -33.33, // -1 / 3 × 100 = -33.333…
      average_sale_cents: 68.53, // 2284 / 3333 × 100 = 68.5268…
      gross_profit_per: 15.75, // 6.3 / 40 × 100
      gross_profit_cents: null, // 0 → 0: no prior figure
    });
    expect(Object.keys(variance).sort()).toEqual(Object.keys(prior).sort());
  });
});

describe('sharePercent', () => {
  it('is part / whole × 100 with 2 decimals, half away from zero', () => {
    expect(sharePercent(12, 48)).toBe(25);
    expect(sharePercent(1, 3)).toBe(33.33); // 33.333…
    expect(sharePercent(2, 3)).toBe(66.67); // 66.666…
    expect(sharePercent(1, 8)).toBe(12.5);
    expect(sharePercent(1, 16)).toBe(6.25); // 6.25 exactly
    expect(sharePercent(1, 1600)).toBe(0.06); // 0.0625 → 0.06
    expect(sharePercent(3, 1600)).toBe(0.19); // 0.1875 → 0.19
    expect(sharePercent(0, 5)).toBe(0);
    expect(sharePercent(5, 5)).toBe(100);
  });
  it('is null when the whole is 0', () => {
    expect(sharePercent(0, 0)).toBeNull();
  });
});
