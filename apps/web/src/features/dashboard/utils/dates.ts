import type { Locale } from '@rlo/contract';
import { isValid, startOfDay, startOfMonth, subMonths } from 'date-fns';
import { parseIsoDay, type YearMonth } from '@/lib/dates';
import { languageTag } from '@/lib/locale';

/** A business date 'YYYY-MM-DD' as a local date (its calendar day, whatever the time zone). */
export function parseDay(day: string): Date {
  return parseIsoDay(day) ?? new Date(Number.NaN);
}

/** "Nov 25" / "nov. 25": the month axis of the charts. */
export function monthLabel({ year, month }: YearMonth, locale: Locale): string {
  return new Intl.DateTimeFormat(languageTag(locale), { month: 'short', year: '2-digit' }).format(
    new Date(year, month - 1, 1),
  );
}

/** "November 2025", for headings. */
export function longMonthLabel({ year, month }: YearMonth, locale: Locale): string {
  return new Intl.DateTimeFormat(languageTag(locale), { month: 'long', year: 'numeric' }).format(
    new Date(year, month - 1, 1),
  );
}

/** "Jan" … "Dec", for the yearly comparison. */
export function monthName(month: number, locale: Locale): string {
  return new Intl.DateTimeFormat(languageTag(locale), { month: 'short' }).format(
    new Date(2000, month - 1, 1),
  );
}

/** The employee chart's default window (2-dashboard §9): from the first of the month two months back to today. */
export function defaultEmployeeRange(today: Date): { start: Date; end: Date } {
  return { start: startOfMonth(subMonths(today, 2)), end: startOfDay(today) };
}

export type DateRangeError = 'required' | 'invalid' | 'startAfterEnd';

/** 2-dashboard §5: the end date must be on or after the start date. */
export function dateRangeError(start: Date | null, end: Date | null): DateRangeError | null {
  if (!start || !end) return 'required';
  if (!isValid(start) || !isValid(end)) return 'invalid';
  return startOfDay(end) < startOfDay(start) ? 'startAfterEnd' : null;
}
