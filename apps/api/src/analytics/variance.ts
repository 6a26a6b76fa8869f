// Variance percent of kpis.md §3: (current − prior) / prior × 100, 2 decimals; null when prior is 0.
import { SUMMARY_METRICS, type SummaryVariance } from '@rlo/contract';
import { round2, roundedDiv } from './rounding';
import type { Summary } from './summary';

export function variancePercent(current: number, prior: number): number | null {
  if (prior === 0) return null;
  const hundredths = (current - prior) * 10000;
  // Integers (cents, counts, seconds) take the exact path; ratios take the float path.
  if (Number.isSafeInteger(hundredths) && Number.isSafeInteger(prior)) {
    const r = roundedDiv(hundredths, prior) / 100;
    return r === 0 ? 0 : r;
  }
  return round2(((current - prior) * 100) / prior);
}

/** A part of a whole as a percent with 2 decimals (12 of 48 → 25); null when the whole is 0. */
export function sharePercent(part: number, whole: number): number | null {
  if (whole === 0) return null;
  return roundedDiv(part * 10000, whole) / 100;
}

/** The variance percent of every summary figure of `current` against the same figure of `prior`. */
export function summaryVariance(current: Summary, prior: Summary): SummaryVariance {
  const variance = {} as SummaryVariance;
  for (const metric of SUMMARY_METRICS) variance[metric] = variancePercent(current[metric], prior[metric]);
  return variance;
}
