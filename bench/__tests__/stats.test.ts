import { describe, expect, it } from 'vitest';
import { latencyStats, percentile } from '../stats';

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
