// The monthly chart's two 12-month blocks (kpis.md §3, last bullet).
//
// Interpretation, read twice:
// - The chart holds 24 consecutive calendar months, oldest first (chartMonths24): the first 12
//   form "previous12", the last 12 "recent12".
// - Additive metrics (sales, profit, counts, seconds, cents): a block shows the total of its
//   monthly values.
// - Ratio metrics (ARO, GP %, efficiency, rates, per-RO/hour/day): a block shows the average of
//   its MONTHLY VALUES (not the ratio recomputed from the block's totals): their sum ÷ 12.
// - "for the block that contains the current month, by the number of months elapsed in it":
//   the divisor is the current month's 1-based position in that block (the current month counts
//   as elapsed), and months after it in that block, if any, are left out of the sum. With the
//   standard rolling 24 months the current month is the 12th of recent12, so the divisor is 12;
//   a block laid out as a calendar year (Jan..Dec) in March divides by 3.
// - Money averages are rounded to whole cents, half away from zero; other ratios stay unrounded.
import { isMoneyMetric, SUMMARY_METRIC_INFO, SUMMARY_METRICS } from '@rlo/contract';
import { divOrZero, roundCents } from './rounding';
import type { Summary, SummaryMetric } from './summary';
import { monthIndex, monthRange, yearMonthOf, type DateRange, type YearMonth } from './dates';

/** A block's figure with its working: an additive metric's total (divisor 1), else sum ÷ divisor. */
export interface BlockWorking {
  value: number;
  sum: number;
  divisor: number;
  rounding: 'cents' | 'none';
}

export function blockWorking(metric: SummaryMetric, monthlyValues: readonly number[], divisor: number): BlockWorking {
  let sum = 0;
  for (const v of monthlyValues) sum += v;
  if (SUMMARY_METRIC_INFO[metric].kind === 'additive') return { value: sum, sum, divisor: 1, rounding: 'none' };
  const average = divOrZero(sum, divisor);
  const money = isMoneyMetric(metric);
  return { value: money ? roundCents(average) : average, sum, divisor, rounding: money ? 'cents' : 'none' };
}

export function blockValue(metric: SummaryMetric, monthlyValues: readonly number[], divisor: number): number {
  return blockWorking(metric, monthlyValues, divisor).value;
}

export type MonthValue = YearMonth & { value: number };

export type TwelveMonthBlocks = { previous12: number; recent12: number };

function blockOf(metric: SummaryMetric, block: readonly MonthValue[], current: number): number {
  const position = block.findIndex((m) => monthIndex(m) === current);
  const elapsed = position === -1 ? block : block.slice(0, position + 1);
  return blockValue(
    metric,
    elapsed.map((m) => m.value),
    elapsed.length,
  );
}

/** `months`: 24 consecutive calendar months, oldest first, each with that month's metric value. */
export function twelveMonthBlocks(
  metric: SummaryMetric,
  months: readonly MonthValue[],
  currentYearMonth: YearMonth,
): TwelveMonthBlocks {
  if (months.length !== 24) throw new RangeError(`expected 24 months, got ${months.length}`);
  for (let i = 1; i < months.length; i++) {
    if (monthIndex(months[i]) !== monthIndex(months[i - 1]) + 1) {
      throw new RangeError('months must be consecutive, oldest first');
    }
  }
  const current = monthIndex(currentYearMonth);
  return {
    previous12: blockOf(metric, months.slice(0, 12), current),
    recent12: blockOf(metric, months.slice(12), current),
  };
}

export type SummaryBlock = Summary & DateRange;

/**
 * Both blocks of every summary metric, each with its dates: `months` are the chart's 24 monthly
 * summaries, oldest first (monthly_summary's default answer); `today` fixes the current month and
 * ends the recent block's dates.
 */
export function monthlyChartBlocks(
  months: readonly (YearMonth & Summary)[],
  today: string,
): { previous12: SummaryBlock; recent12: SummaryBlock } {
  const current = yearMonthOf(today);
  const previous12 = {} as Summary;
  const recent12 = {} as Summary;
  for (const metric of SUMMARY_METRICS) {
    const blocks = twelveMonthBlocks(
      metric,
      months.map((m) => ({ year: m.year, month: m.month, value: m[metric] })),
      current,
    );
    previous12[metric] = blocks.previous12;
    recent12[metric] = blocks.recent12;
  }
  // twelveMonthBlocks has checked the 24 consecutive months.
  const dates = (first: YearMonth, last: YearMonth): DateRange => {
    const end = monthRange(last.year, last.month).to;
    return { from: monthRange(first.year, first.month).from, to: end < today ? end : today };
  };
  return {
    previous12: { ...previous12, ...dates(months[0], months[11]) },
    recent12: { ...recent12, ...dates(months[12], months[23]) },
  };
}
