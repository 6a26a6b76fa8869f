import type { RoStatus } from './constants';

// Reading the cells of a CSV upload (docs/csv-upload.md): money, hours, quantities, dates, status
// words and line types, each either a value or a plain-English reason the row cannot be read.

export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const refuse = <T>(reason: string): Parsed<T> => ({ ok: false, reason });

// "1234", "1,234", "1234.5", ".5": digits with optional thousands commas and decimals.
const DECIMAL = /^(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/;

/**
 * An amount of money as integer cents, read from its digits (never through a float product, so
 * "0.29" is 29 cents, not 28.999…). "$1,234.56", "1234.5", "12" are accepted; more than two decimals
 * round half up. A negative ("-12", "(12.00)", "12-") is refused unless `allowNegative`, where its
 * size is taken (discount lines, which many systems export as negative). Empty is 0.
 */
export function parseMoney(text: string, { allowNegative = false } = {}): Parsed<number> {
  let value = text.trim();
  if (value === '') return ok(0);
  let negative = false;
  if (/^\(.*\)$/.test(value)) [negative, value] = [true, value.slice(1, -1).trim()];
  if (value.startsWith('-')) [negative, value] = [true, value.slice(1).trim()];
  if (value.endsWith('-')) [negative, value] = [true, value.slice(0, -1).trim()];
  value = value.replace(/^\$\s*/, '');
  const match = DECIMAL.exec(value);
  if (!match || !/\d/.test(value)) return refuse(`"${text}" is not an amount of money`);
  if (negative && !allowNegative) return refuse(`"${text}" is negative; amounts must be 0 or more`);
  const whole = match[1].replaceAll(',', '');
  if (whole.length > 12) return refuse(`"${text}" is too large`);
  const decimals = match[2] ?? '';
  const cents = Number(whole || '0') * 100 + Number(decimals.slice(0, 2).padEnd(2, '0'));
  return ok(cents + (Number(decimals[2] ?? '0') >= 5 ? 1 : 0));
}

/** A plain non-negative number ("1.5", "1,000"); `empty` when the cell is blank. */
function parseNumber(text: string, what: string, empty: number): Parsed<number> {
  const value = text.trim();
  if (value === '') return ok(empty);
  const match = DECIMAL.exec(value);
  if (!match || !/\d/.test(value)) {
    return refuse(/^-/.test(value) ? `${what} "${text}" is negative` : `${what} "${text}" is not a number`);
  }
  return ok(Number(`${match[1].replaceAll(',', '') || '0'}.${match[2] || '0'}`));
}

/** Hours as seconds, Math.round(h × 3600); "1.5" and "1:30" are both 5,400. Empty is 0. */
export function parseHours(text: string): Parsed<number> {
  const clock = /^(\d+):([0-5]\d)$/.exec(text.trim());
  if (clock) return ok(Number(clock[1]) * 3600 + Number(clock[2]) * 60);
  const hours = parseNumber(text, 'hours', 0);
  return hours.ok ? ok(Math.round(hours.value * 3600)) : hours;
}

/** A part line's quantity; 1 when empty. */
export const parseQuantity = (text: string): Parsed<number> => parseNumber(text, 'quantity', 1);

// One formatter per zone: building one costs far more than using it, and a file has many dates.
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** Minutes to add to UTC to get the wall clock of `timeZone` at that instant (-360 for US/Central in winter). */
export function zoneOffsetMinutes(timeZone: string, utcMs: number): number {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    zoneFormats.set(timeZone, format);
  }
  const part: Record<string, number> = {};
  for (const { type, value } of format.formatToParts(utcMs)) part[type] = Number(value);
  const wall = Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second);
  return Math.round((wall - Math.floor(utcMs / 1000) * 1000) / 60_000);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function offsetText(minutes: number): string {
  const size = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
}

interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall-clock time at the location as ISO 8601 with its offset there (standard or daylight time). */
export function localToIso(wall: Wall, timeZone: string): string {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  // Twice: the offset one hour either side of a daylight-saving change differs from the first guess.
  const first = zoneOffsetMinutes(timeZone, asUtc);
  const offset = zoneOffsetMinutes(timeZone, asUtc - first * 60_000);
  const date = `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
  return `${date}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}${offsetText(offset)}`;
}

const TIME = String.raw`(?:[T\s]+(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*([AaPp][Mm])?\s*(Z|[+-]\d{2}:?\d{2})?)?`;
const ISO_DATE = new RegExp(String.raw`^(\d{4})-(\d{1,2})-(\d{1,2})${TIME}$`);
const US_DATE = new RegExp(String.raw`^(\d{1,2})/(\d{1,2})/(\d{4}|\d{2}),?${TIME}$`);

function validWall(w: Wall): boolean {
  const days = new Date(Date.UTC(w.year, w.month, 0)).getUTCDate();
  return (
    w.month >= 1 &&
    w.month <= 12 &&
    w.day >= 1 &&
    w.day <= days &&
    w.hour <= 23 &&
    w.minute <= 59 &&
    w.second <= 59
  );
}

/**
 * A date or date-time as ISO 8601 with seconds and an offset. One with an offset ("…T08:12:00-06:00",
 * "…Z") keeps it; a local one ("2025-03-04 08:12", "03/04/2025 8:12 AM", "2025-03-04" = midnight) is
 * the location's wall clock. Slashed dates are US month/day/year. Empty is null.
 */
export function parseDate(text: string, timeZone: string): Parsed<string | null> {
  const value = text.trim();
  if (value === '') return ok(null);
  const iso = ISO_DATE.exec(value);
  const us = iso ? null : US_DATE.exec(value);
  const m = iso ?? us;
  if (!m) return refuse(`"${text}" is not a date (use 2025-03-04 08:12 or 03/04/2025 8:12 AM)`);
  const [, a, b, c, hour = '0', minute = '0', second = '0', meridiem, zone] = m;
  const year = iso ? Number(a) : c.length === 2 ? 2000 + Number(c) : Number(c);
  const wall: Wall = {
    year,
    month: Number(iso ? b : a),
    day: Number(iso ? c : b),
    hour: Number(hour),
    minute: Number(minute),
    second: Number(second),
  };
  if (meridiem) {
    if (wall.hour < 1 || wall.hour > 12)
      return refuse(`"${text}" is not a date: the hour must be 1 to 12 with AM/PM`);
    wall.hour = (wall.hour % 12) + (meridiem.toUpperCase() === 'PM' ? 12 : 0);
  }
  if (!validWall(wall)) return refuse(`"${text}" is not a date`);
  if (!zone) return ok(localToIso(wall, timeZone));
  const date = `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
  const offset = zone.toUpperCase() === 'Z' ? '+00:00' : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
  return ok(`${date}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}${offset}`);
}

/** Lower case, anything but letters and digits as one space: "In-Progress" → "in progress". */
export const normalizeWords = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const STATUS_WORDS: Record<string, RoStatus> = {
  closed: 'CLOSED',
  posted: 'CLOSED',
  invoiced: 'CLOSED',
  invoice: 'CLOSED',
  complete: 'CLOSED',
  completed: 'CLOSED',
  paid: 'CLOSED',
  estimate: 'ESTIMATE',
  quote: 'ESTIMATE',
  open: 'OPEN',
  wip: 'OPEN',
  'in progress': 'OPEN',
  'work in progress': 'OPEN',
  deleted: 'DELETED',
  void: 'DELETED',
  voided: 'DELETED',
};

/** A status word of the shop's system (closed, posted, invoiced, estimate, wip, void …). */
export function parseStatus(text: string): Parsed<RoStatus> {
  const status = STATUS_WORDS[normalizeWords(text)];
  return status ? ok(status) : refuse(`unknown status "${text}" (use closed, open, estimate or deleted)`);
}

export const CSV_LINE_TYPES = ['labor', 'part', 'tire', 'sublet', 'fee', 'discount', 'tax'] as const;
export type CsvLineType = (typeof CSV_LINE_TYPES)[number];

const LINE_WORDS: Record<string, CsvLineType> = {
  labour: 'labor',
  parts: 'part',
  tires: 'tire',
  tyre: 'tire',
  tyres: 'tire',
  sublets: 'sublet',
  fees: 'fee',
  discounts: 'discount',
  taxes: 'tax',
  ...Object.fromEntries(CSV_LINE_TYPES.map((type) => [type, type])),
};

export function parseLineType(text: string): Parsed<CsvLineType> {
  const type = LINE_WORDS[normalizeWords(text)];
  return type ? ok(type) : refuse(`unknown line type "${text}" (use ${CSV_LINE_TYPES.join(', ')})`);
}
