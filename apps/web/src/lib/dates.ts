import { SEARCH_DATE_UTC_HOUR } from '@rlo/contract';

/** 'YYYY-MM-DD' of a date in the browser's time zone: the form of dates in queries (api.md). */
export function isoDay(value: Date): string {
  return `${value.getFullYear()}-${twoDigits(value.getMonth() + 1)}-${twoDigits(value.getDate())}`;
}

/** A calendar month, as the monthly rows carry it. */
export interface YearMonth {
  year: number;
  month: number;
}

/** 'YYYY-MM', the form of a month in queries and file names. */
export function isoMonth({ year, month }: YearMonth): string {
  return `${year}-${twoDigits(month)}`;
}

/** A day, month, hour or minute as two digits ("05"), as ISO days, date labels and card expiries print them. */
export function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** The form of an ISO day, whether or not the calendar has that day. */
export const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * 'YYYY-MM-DD' as that calendar day at local midnight, as date-fns's parseISO reads it (JavaScript
 * alone reads it as UTC midnight, the day before west of Greenwich); null for anything else or for a
 * day the calendar has not (02-30).
 */
export function parseIsoDay(day: string): Date | null {
  const match = ISO_DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  const value = new Date(year, month - 1, date);
  return value.getMonth() === month - 1 && value.getDate() === date ? value : null;
}

/**
 * A picked calendar day ('YYYY-MM-DD') as the instant searches send: that day at 05:00 UTC, which is
 * that date in every US time zone (1-foundation, api.md).
 */
export function searchDate(day: string): string {
  return `${day}T${twoDigits(SEARCH_DATE_UTC_HOUR)}:00:00.000Z`;
}
