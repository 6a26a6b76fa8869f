// Calendar dates as 'YYYY-MM-DD' strings. Arithmetic runs on UTC day numbers only, so the
// server's own time zone and DST never shift a date.

export type DateRange = { from: string; to: string };
export type YearMonth = { year: number; month: number };

const MS_PER_DAY = 86_400_000;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

export function formatDate(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

export function parseDate(date: string): { year: number; month: number; day: number } {
  const m = DATE_RE.exec(date);
  if (!m) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new RangeError(`not a calendar date: ${date}`);
  }
  return { year, month, day };
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function toDayNumber(date: string): number {
  const { year, month, day } = parseDate(date);
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

function fromDayNumber(n: number): string {
  const d = new Date(n * MS_PER_DAY);
  return formatDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

export function addDays(date: string, days: number): string {
  return fromDayNumber(toDayNumber(date) + days);
}

/** Calendar months; the day is clamped to the target month's length (Jan 31 + 1 → Feb 28/29). */
export function addMonths(date: string, months: number): string {
  const { year, month, day } = parseDate(date);
  const target = shiftMonth({ year, month }, months);
  return formatDate(target.year, target.month, Math.min(day, daysInMonth(target.year, target.month)));
}

/** Same month and day in another year; Feb 29 → Feb 28 when that year has none. */
export function addYears(date: string, years: number): string {
  return addMonths(date, years * 12);
}

/** Signed number of days from a to b (b − a). */
export function daysBetween(a: string, b: string): number {
  return toDayNumber(b) - toDayNumber(a);
}

/** 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const { year, month, day } = parseDate(date);
  const sundayZero = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return sundayZero === 0 ? 7 : sundayZero;
}

/** ISO 8601 week: the week belongs to the year of its Thursday. */
export function isoWeekOf(date: string): { year: number; week: number } {
  const thursday = addDays(date, 4 - isoWeekday(date));
  const year = parseDate(thursday).year;
  const week = Math.floor(daysBetween(formatDate(year, 1, 1), thursday) / 7) + 1;
  return { year, week };
}

export function monthRange(year: number, month: number): DateRange {
  return { from: formatDate(year, month, 1), to: formatDate(year, month, daysInMonth(year, month)) };
}

/**
 * Splits an inclusive range into the whole calendar months inside it ([from, before), by their
 * first days; null when none) and the part months at either end (inclusive ranges, none empty).
 */
export function splitWholeMonths(from: string, to: string): { whole: { from: string; before: string } | null; parts: DateRange[] } {
  if (from > to) return { whole: null, parts: [] };
  const first = from.endsWith('-01') ? from : addMonths(`${from.slice(0, 8)}01`, 1);
  const after = addDays(to, 1);
  const before = after.endsWith('-01') ? after : `${to.slice(0, 8)}01`;
  if (first >= before) return { whole: null, parts: [{ from, to }] };
  const parts = [
    { from, to: addDays(first, -1) },
    { from: before, to },
  ].filter((p) => p.from <= p.to);
  return { whole: { from: first, before }, parts };
}

/**
 * The dates of several inclusive ranges as the fewest ranges, oldest first: overlapping and
 * touching ranges become one; empty ranges (from > to) are dropped.
 */
export function mergeRanges(ranges: readonly DateRange[]): DateRange[] {
  const sorted = ranges.filter((r) => r.from <= r.to).sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  const merged: DateRange[] = [];
  for (const { from, to } of sorted) {
    const last = merged[merged.length - 1];
    if (last && from <= addDays(last.to, 1)) {
      if (to > last.to) last.to = to;
    } else merged.push({ from, to });
  }
  return merged;
}

/** Every date from..to inclusive, oldest first; empty when from > to. */
export function listDates(from: string, to: string): string[] {
  const start = toDayNumber(from);
  const end = toDayNumber(to);
  const dates: string[] = [];
  for (let n = start; n <= end; n++) dates.push(fromDayNumber(n));
  return dates;
}

export function yearMonthOf(date: string): YearMonth {
  const { year, month } = parseDate(date);
  return { year, month };
}

/** Months since year 0: makes month arithmetic and comparison plain integer maths. */
export function monthIndex(ym: YearMonth): number {
  return ym.year * 12 + (ym.month - 1);
}

export function fromMonthIndex(index: number): YearMonth {
  const year = Math.floor(index / 12);
  return { year, month: index - year * 12 + 1 };
}

export function shiftMonth(ym: YearMonth, months: number): YearMonth {
  return fromMonthIndex(monthIndex(ym) + months);
}

// One formatter per zone: building Intl.DateTimeFormat is costly and dates are formatted per RO.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

// Without an offset, Date would read the string in the server's own zone.
const INSTANT_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;

/** The calendar date of an instant in an IANA time zone (e.g. 'US/Central'). */
export function businessDate(instant: string | Date, timeZone: string): string {
  if (typeof instant === 'string' && !INSTANT_RE.test(instant)) {
    throw new RangeError(`not an ISO 8601 instant with offset: ${instant}`);
  }
  const d = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(d.getTime())) throw new RangeError(`not an instant: ${String(instant)}`);
  const parts = formatterFor(timeZone).formatToParts(d);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((p) => p.type === type)?.value);
  return formatDate(part('year'), part('month'), part('day'));
}

/**
 * The date todayIn last gave per zone, with the UTC minute it holds for. Every report request asks
 * (the answer cache's key), and formatToParts costs more than the rest of a cached answer's key. A
 * zone's midnight falls on a whole UTC minute (offsets have been whole minutes since 1972), so the
 * date cannot change inside one.
 */
const todayByZone = new Map<string, { minute: number; date: string }>();

/** "Today" in the location's zone; the clock is always passed in. */
export function todayIn(timeZone: string, now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000);
  const known = todayByZone.get(timeZone);
  if (known?.minute === minute) return known.date;
  const date = businessDate(now, timeZone);
  todayByZone.set(timeZone, { minute, date });
  return date;
}
