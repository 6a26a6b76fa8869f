// The one formatting module (kpis.md §8, 1-foundation §9): money in cents, time in seconds,
// ratios and percents, dates, phone numbers. Every screen formats through these.
import { DEFAULT_LOCALE, type Locale } from '@rlo/contract';
import { ISO_DAY, parseIsoDay, twoDigits } from './dates';
import { languageTag } from './locale';

export const EMPTY_VALUE = '—';

/**
 * Rounds half away from zero at `decimals`, on the decimal value the number prints as, so that
 * 1.005 → 1.01 although the double 1.005 is a hair below it. Never returns -0 (it would print "-0.00").
 */
export function roundHalfAway(value: number, decimals = 0): number {
  const factor = 10 ** decimals;
  const shifted = Number((Math.abs(value) * factor).toPrecision(15));
  const rounded = (Math.sign(value) * Math.round(shifted)) / factor;
  return rounded === 0 ? 0 : rounded;
}

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return new Intl.NumberFormat(languageTag(locale), options);
}

/** Cents → dollars with 2 decimals, in the locale's number style but always US dollars. */
export function money(cents: number, locale: Locale = DEFAULT_LOCALE): string {
  return numberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(
    roundHalfAway(cents / 100, 2),
  );
}

/** Cents → whole dollars (shop comparison). */
export function wholeDollars(cents: number, locale: Locale = DEFAULT_LOCALE): string {
  return numberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
    roundHalfAway(cents / 100),
  );
}

/** A plain number with 2 decimals: hours already counted in hours, ratios such as ROs per day. */
export function decimal(value: number, locale: Locale = DEFAULT_LOCALE): string {
  return numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    roundHalfAway(value, 2),
  );
}

/** A whole number in the language's digit grouping (10,000 · 10 000 · 10.000), rounded half away. */
export function count(value: number, locale: Locale = DEFAULT_LOCALE): string {
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(roundHalfAway(value));
}

/**
 * Dollars (not cents) in short form for chart axes: "$12K", "$1.2M". "$" rather than "$US" in French:
 * ticks stay short, and the tooltips show the full amount.
 */
export function compactDollars(dollars: number, locale: Locale = DEFAULT_LOCALE): string {
  return numberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    notation: 'compact',
    // A currency asks for 2 decimals by default, which would print "$12.0K".
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  }).format(dollars);
}

/** Seconds → hours with 2 decimals. */
export function hours(seconds: number, locale: Locale = DEFAULT_LOCALE): string {
  return decimal(seconds / 3600, locale);
}

/** Seconds → whole hours, rounded half up (shop comparison). */
export function wholeHours(seconds: number, locale: Locale = DEFAULT_LOCALE): string {
  return count(seconds / 3600, locale);
}

/** A value already multiplied by 100 → "12.34%". */
export function percent(value: number, locale: Locale = DEFAULT_LOCALE): string {
  return numberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(roundHalfAway(value, 2) / 100);
}

/** A ratio (0.1234) → "12.34%". */
export function rate(ratio: number, locale: Locale = DEFAULT_LOCALE): string {
  return percent(ratio * 100, locale);
}

/** Items joined the language's way: "A, B and C" · "A, B et C" · "A, B y C". */
export function list(items: readonly string[], locale: Locale = DEFAULT_LOCALE): string {
  return new Intl.ListFormat(languageTag(locale), { style: 'long', type: 'conjunction' }).format(items);
}

/** A variance percent (kpis.md §3) with its sign, "—" when there is no prior value. */
export function variance(value: number | null, locale: Locale = DEFAULT_LOCALE): string {
  if (value === null) return EMPTY_VALUE;
  return numberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  }).format(roundHalfAway(value, 2) / 100);
}

type DateInput = string | Date | null | undefined;

/**
 * An ISO day ("2024-03-05") is that calendar day in the browser's zone (lib/dates). A date and time
 * without an offset is local time, one with an offset that instant, as JavaScript reads them.
 */
function toDate(input: DateInput): Date | null {
  if (input === null || input === undefined || input === '') return null;
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? null : input;
  if (ISO_DAY.test(input)) return parseIsoDay(input);
  const value = new Date(input);
  return Number.isNaN(value.getTime()) ? null : value;
}

// The tokens of the patterns this module prints, spelled as date-fns spells them because the date
// pickers take the same patterns (DATE_PATTERNS). date-fns's own `format` would add about 6 KB gzip
// to the dashboard's first load for these six.
const TOKENS = /yyyy|MM|dd|mm|h|a|[A-Za-z]+/g;

function formatDate(value: Date, pattern: string): string {
  return pattern.replace(TOKENS, (token) => {
    switch (token) {
      case 'yyyy':
        return String(value.getFullYear()).padStart(4, '0');
      case 'MM':
        return twoDigits(value.getMonth() + 1);
      case 'dd':
        return twoDigits(value.getDate());
      case 'h':
        return String(value.getHours() % 12 || 12);
      case 'mm':
        return twoDigits(value.getMinutes());
      case 'a':
        return value.getHours() < 12 ? 'AM' : 'PM';
      default:
        throw new Error(`Date pattern token "${token}" is not supported by lib/format`);
    }
  });
}

function dateWith(pattern: string) {
  return (input: DateInput): string => {
    const value = toDate(input);
    return value ? formatDate(value, pattern) : '';
  };
}

/**
 * The one date rule (kpis.md §8, 1-foundation §9: dates as MM/dd/yyyy unless a screen says
 * otherwise), per interface language: month first in all three, because the product serves US shops
 * and their repair orders, invoices and management systems write dates that way. The date labels
 * and the date pickers (components/DatePickersProvider) both follow it, so a French or Spanish
 * screen never shows 03/04/2026 in a label beside 04/03/2026 in a picker.
 */
export const DATE_PATTERNS: Readonly<Record<Locale, string>> = {
  en_US: 'MM/dd/yyyy',
  en_FR: 'MM/dd/yyyy',
  en_ES: 'MM/dd/yyyy',
};

export function datePattern(locale: Locale = DEFAULT_LOCALE): string {
  return DATE_PATTERNS[locale];
}

/** "03/05/2024 2:07 PM", in the browser's time zone; '' for no date. */
export function dateTime(input: DateInput, locale: Locale = DEFAULT_LOCALE): string {
  return dateWith(`${datePattern(locale)} h:mm a`)(input);
}

/** "03/05/2024". A date-only ISO string ("2024-03-05") is that calendar day, whatever the zone. */
export function date(input: DateInput, locale: Locale = DEFAULT_LOCALE): string {
  return dateWith(datePattern(locale))(input);
}

/** "Tue 11/17/2026": the short weekday in the interface language, then the date by the one rule. */
export function weekdayDate(input: DateInput, locale: Locale = DEFAULT_LOCALE): string {
  const value = toDate(input);
  if (!value) return '';
  const weekday = new Intl.DateTimeFormat(languageTag(locale), { weekday: 'short' }).format(value);
  return `${weekday} ${date(value, locale)}`;
}

/** A date range: one date when both ends are the same day, else "03/02/2024 – 03/05/2024". */
export function dateRange(from: DateInput, to: DateInput, locale: Locale = DEFAULT_LOCALE): string {
  const start = date(from, locale);
  const end = date(to, locale);
  return start === end ? start : `${start} – ${end}`;
}

/** "Mon 03/16": the short weekday, then the month and day by the one rule (its year left out). */
export function weekdayDay(input: DateInput, locale: Locale = DEFAULT_LOCALE): string {
  const value = toDate(input);
  if (!value) return '';
  const weekday = new Intl.DateTimeFormat(languageTag(locale), { weekday: 'short' }).format(value);
  const dayMonth = datePattern(locale).replace(/[^A-Za-z]*y+[^A-Za-z]*/, '');
  return `${weekday} ${formatDate(value, dayMonth)}`;
}

/**
 * The days of a week (kpis.md §4): "Mon 03/16 – Wed 03/18". The current week runs Monday to today,
 * not to Sunday, so its end is cut at `today` (an ISO day) when one is given.
 */
export function weekDays(from: string, to: string, today?: string, locale: Locale = DEFAULT_LOCALE): string {
  const end = today !== undefined && today < to ? today : to;
  const start = weekdayDay(from, locale);
  return end === from ? start : `${start} – ${weekdayDay(end, locale)}`;
}
/** "03-2024" */
export const monthYear = dateWith('MM-yyyy');
/** "05-03-2024" */
export const dayMonthYear = dateWith('dd-MM-yyyy');

const PHONE_CHARACTERS = /^[\d\s()+.-]*$/;

/**
 * US-style display of 10, 11 and 12 digit numbers (1-foundation §5):
 * 5125550188 → "(512) 555-0188"; 15125550188 → "+1 (512) 555-0188";
 * 445125550188 → "+44 (512) 555-0188" (the first two digits are the country code).
 * Anything else — other lengths, letters, extensions — is shown exactly as entered.
 */
export function phone(raw: string | null | undefined): string {
  if (!raw) return '';
  if (!PHONE_CHARACTERS.test(raw)) return raw;
  const digits = raw.replace(/\D/g, '');
  if (digits.length < 10 || digits.length > 12) return raw;
  const country = digits.slice(0, digits.length - 10);
  const local = digits.slice(-10);
  const national = `(${local.slice(0, 3)}) ${local.slice(3, 6)}-${local.slice(6)}`;
  return country ? `+${country} ${national}` : national;
}
