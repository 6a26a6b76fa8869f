import { describe, expect, it } from 'vitest';
import { latencyStats, percentile, timeSamples } from '../stats';

describe('percentile (nearest rank)', () => {
  it('picks the ⌈p/100 × n⌉-th smallest sample, whatever the order', () => {
    const values = [40, 15, 50, 35, 20];
    expect(percentile(values, 50)).toBe(35); // ⌈2.5⌉ = 3rd of 15 20 35 40 50
    expect(percentile(values, 95)).toBe(50); // ⌈4.75⌉ = 5th
    expect(percentile(values, 40)).toBe(20); // ⌈2⌉ = 2nd
    expect(percentile(values, 100)).toBe(50);
  });

  it('gives p50 = 10 and p95 = 19 for 1..20', () => {
    const values = Array.from({ length: 20 }, (_, i) => 20 - i);
    expect(percentile(values, 50)).toBe(10); // ⌈10⌉ = 10th
    expect(percentile(values, 95)).toBe(19); // ⌈19⌉ = 19th
  });

  it('summarizes samples and refuses an empty list', () => {
    expect(latencyStats([4, 1, 3, 2])).toEqual({ samples: 4, p50: 2, p95: 4, mean: 2.5, min: 1, max: 4 });
    expect(() => percentile([], 50)).toThrow(RangeError);
    expect(() => percentile([1], 0)).toThrow(RangeError);
  });
});

describe('timeSamples', () => {
  it('takes every sample without a budget, and stops at the budget once it has the minimum', async () => {
    let calls = 0;
    const fn = async () => {
      calls += 1;
    };
    expect((await timeSamples(fn, { warmup: 2, samples: 7 })).samples).toBe(7);
    expect(calls).toBe(9);
    // A budget of 0 ms is spent by the first sample: it stops at the minimum, never below it.
    expect((await timeSamples(fn, { warmup: 0, samples: 50, budgetMs: 0, minSamples: 3 })).samples).toBe(3);
    expect((await timeSamples(fn, { warmup: 0, samples: 2, budgetMs: 0, minSamples: 5 })).samples).toBe(2);
  });
});
