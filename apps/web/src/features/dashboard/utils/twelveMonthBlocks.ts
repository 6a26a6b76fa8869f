import { roundHalfAway } from '@/lib/format';
import type { MetricKind } from './metrics';

export interface YearMonth {
  year: number;
  month: number;
}

export interface MonthValue extends YearMonth {
  value: number;
}

export interface TwelveMonthBlocks {
  previous12: number;
  recent12: number;
}

const monthIndex = ({ year, month }: YearMonth) => year * 12 + (month - 1);

/**
 * One 12-month block of the monthly chart (kpis.md §3): additive figures are totalled; ratio figures
 * are the average of the monthly values, the sum divided by 12 — or, in the block holding the current
 * month, by the months elapsed in it (the current month counts; later months are left out). Money
 * averages are rounded to whole cents, half away from zero, like every money figure.
 */
function blockValue(
  block: readonly MonthValue[],
  current: YearMonth,
  kind: MetricKind,
  money: boolean,
): number {
  const position = block.findIndex((entry) => monthIndex(entry) === monthIndex(current));
  const elapsed = position === -1 ? block : block.slice(0, position + 1);
  const sum = elapsed.reduce((total, entry) => total + entry.value, 0);
  if (kind === 'additive') return sum;
  if (elapsed.length === 0) return 0;
  const average = sum / elapsed.length;
  return money ? roundHalfAway(average) : average;
}

/**
 * The "previous 12" and "recent 12" figures under the monthly chart. `months` are the chart's 24
 * consecutive months, oldest first; `current` is the current month (the server's today).
 */
export function twelveMonthBlocks(
  months: readonly MonthValue[],
  current: YearMonth,
  kind: MetricKind,
  money: boolean,
): TwelveMonthBlocks {
  return {
    previous12: blockValue(months.slice(0, 12), current, kind, money),
    recent12: blockValue(months.slice(12, 24), current, kind, money),
  };
}
