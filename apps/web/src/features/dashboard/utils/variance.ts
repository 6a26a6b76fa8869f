import { roundHalfAway } from '@/lib/format';

/**
 * kpis.md §3: (current − prior) / prior × 100, rounded to 2 decimals; null (shown "—") when prior is 0.
 * The daily summary answers both periods but not their variance, so the card works it out.
 */
export function variancePercent(current: number, prior: number): number | null {
  if (prior === 0) return null;
  return roundHalfAway(((current - prior) / prior) * 100, 2);
}
