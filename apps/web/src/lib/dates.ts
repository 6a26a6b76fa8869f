import { SEARCH_DATE_UTC_HOUR } from '@rlo/contract';

/** 'YYYY-MM-DD' of a date in the browser's time zone: the form of dates in queries (api.md). */
export function isoDay(value: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

/**
 * A picked calendar day ('YYYY-MM-DD') as the instant searches send: that day at 05:00 UTC, which is
 * that date in every US time zone (1-foundation, api.md).
 */
export function searchDate(day: string): string {
  return `${day}T${String(SEARCH_DATE_UTC_HOUR).padStart(2, '0')}:00:00.000Z`;
}
