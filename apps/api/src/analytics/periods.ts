// Periods of kpis.md §4. Every range is inclusive on both ends; `today` is the current date in
// the location's time zone (see todayIn), always passed in.
import {
  addDays,
  addYears,
  daysInMonth,
  formatDate,
  isoWeekday,
  monthRange,
  parseDate,
  shiftMonth,
  type DateRange,
  type YearMonth,
} from './dates';

/** Yesterday; when yesterday is a Sunday, the Saturday before it. */
export function specificDay(today: string): DateRange {
  const yesterday = addDays(today, -1);
  const day = isoWeekday(yesterday) === 7 ? addDays(yesterday, -1) : yesterday;
  return { from: day, to: day };
}

export function isoWeekStart(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

/** Monday of the current ISO week .. today. */
export function thisWeek(today: string): DateRange {
  return { from: isoWeekStart(today), to: today };
}

/** The full Monday..Sunday week before the current one. */
export function previousWeek(today: string): DateRange {
  const monday = isoWeekStart(today);
  return { from: addDays(monday, -7), to: addDays(monday, -1) };
}

export function monthToDate(today: string): DateRange {
  const { year, month } = parseDate(today);
  return { from: formatDate(year, month, 1), to: today };
}

export function lastMonth(today: string): DateRange {
  const prev = shiftMonth(parseDate(today), -1);
  return monthRange(prev.year, prev.month);
}

export function yearToDate(today: string): DateRange {
  return { from: formatDate(parseDate(today).year, 1, 1), to: today };
}

/** January 1 of last year .. the same month and day last year (Feb 29 → Feb 28). */
export function lastYearToDate(today: string): DateRange {
  return { from: formatDate(parseDate(today).year - 1, 1, 1), to: addYears(today, -1) };
}

/** The 12 full calendar months before the current month. */
export function last12Months(today: string): DateRange {
  const current = parseDate(today);
  const first = shiftMonth(current, -12);
  const last = shiftMonth(current, -1);
  return { from: monthRange(first.year, first.month).from, to: monthRange(last.year, last.month).to };
}

/** The last `count` calendar years, oldest first; the current year runs to today. */
export function recentYears(today: string, count: number): (DateRange & { year: number })[] {
  const current = parseDate(today).year;
  return Array.from({ length: count }, (_, i) => {
    const year = current - count + 1 + i;
    return { year, from: formatDate(year, 1, 1), to: year === current ? today : formatDate(year, 12, 31) };
  });
}

/** The 24 calendar months of the monthly chart, oldest first; the last one is the current month. */
export function chartMonths24(today: string): YearMonth[] {
  const current = parseDate(today);
  const months: YearMonth[] = [];
  for (let i = -23; i <= 0; i++) months.push(shiftMonth(current, i));
  return months;
}

export type Quarter = DateRange & { year: number; quarter: number };

/** The calendar quarter (Jan–Mar = 1 …) containing the date, in full. */
export function quarterOf(date: string): Quarter {
  const { year, month } = parseDate(date);
  const quarter = Math.floor((month - 1) / 3) + 1;
  const firstMonth = (quarter - 1) * 3 + 1;
  return {
    year,
    quarter,
    from: formatDate(year, firstMonth, 1),
    to: formatDate(year, firstMonth + 2, daysInMonth(year, firstMonth + 2)),
  };
}

export type PeriodKind =
  | 'specificDay'
  | 'week'
  | 'monthToDate'
  | 'lastMonth'
  | 'yearToDate'
  | 'lastYearToDate'
  | 'last12Months'
  | 'quarter'
  | 'custom';

// Kinds made of whole calendar months: their prior period is the same whole months a year
// earlier, so a February range ending on the 28th maps onto a leap February ending on the 29th.
const WHOLE_MONTH_KINDS: readonly PeriodKind[] = ['lastMonth', 'last12Months', 'quarter'];

/**
 * The comparison period of kpis.md §4: the same period one year earlier, except week (the
 * previous week) and specific day (the same weekday of the previous week). Week and specific
 * day shift by 7 days, so a week-to-date range compares with the same days of the week before.
 */
export function priorPeriod(kind: PeriodKind, range: DateRange): DateRange {
  if (kind === 'week' || kind === 'specificDay') {
    return { from: addDays(range.from, -7), to: addDays(range.to, -7) };
  }
  if (WHOLE_MONTH_KINDS.includes(kind)) {
    const start = parseDate(range.from);
    const end = parseDate(range.to);
    if (start.day !== 1 || end.day !== daysInMonth(end.year, end.month)) {
      throw new RangeError(`${kind} must be whole months: ${range.from}..${range.to}`);
    }
    const from = shiftMonth(parseDate(range.from), -12);
    const to = shiftMonth(parseDate(range.to), -12);
    return { from: monthRange(from.year, from.month).from, to: monthRange(to.year, to.month).to };
  }
  return { from: addYears(range.from, -1), to: addYears(range.to, -1) };
}
