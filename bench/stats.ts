// Latency statistics of the benchmark: nearest-rank percentiles over timed samples.
import { performance } from 'node:perf_hooks';

export interface LatencyStats {
  samples: number;
  p50: number;
  p95: number;
  mean: number;
  min: number;
  max: number;
}

/**
 * The nearest-rank percentile: the smallest sample with at least p% of the samples at or below
 * it (the ⌈p/100 × n⌉-th smallest), so it is always one of the measured values.
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new RangeError('percentile of no samples');
  if (!(p > 0 && p <= 100)) throw new RangeError(`percentile must be in (0, 100], got ${p}`);
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil((p / 100) * sorted.length) - 1];
}

export function latencyStats(values: readonly number[]): LatencyStats {
  return {
    samples: values.length,
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    mean: values.reduce((a, b) => a + b, 0) / values.length,
    min: Math.min(...values),
    max: Math.max(...values),
  };
}

export interface SampleOptions {
  warmup: number;
  samples: number;
  /**
   * Stop early once the timed samples took this long, with at least `minSamples` of them: a
   * query of seconds is judged on its p50, which a few dozen samples settle.
   */
  budgetMs?: number;
  minSamples?: number;
}

/** Runs `fn` `warmup` times untimed, then up to `samples` times one after the other; milliseconds. */
export async function timeSamples(fn: () => Promise<unknown>, { warmup, samples, budgetMs = Infinity, minSamples = samples }: SampleOptions): Promise<LatencyStats> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  let spent = 0;
  for (let i = 0; i < samples && (spent < budgetMs || times.length < minSamples); i++) {
    const start = performance.now();
    await fn();
    const took = performance.now() - start;
    times.push(took);
    spent += took;
  }
  return latencyStats(times);
}
