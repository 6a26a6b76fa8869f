// Local wall-clock times of a location as ISO 8601 instants with the zone's UTC offset at that
// instant (so 'US/Central' is -05:00 in July and -06:00 in January).
import { parseDate } from '../analytics/dates';

const MS_PER_MINUTE = 60_000;
// US zone transitions happen on whole hours; a 15-minute slot is exact for every real zone.
const SLOT_MS = 15 * MS_PER_MINUTE;

const formatters = new Map<string, Intl.DateTimeFormat>();
const dayOffsets = new Map<string, Map<number, number>>();
const slotOffsets = new Map<string, Map<number, number>>();

function cacheOf(caches: Map<string, Map<number, number>>, timeZone: string): Map<number, number> {
  let cache = caches.get(timeZone);
  if (!cache) caches.set(timeZone, (cache = new Map()));
  return cache;
}

function offsetFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    formatters.set(timeZone, f);
  }
  return f;
}

function readOffset(timeZone: string, utcMs: number): number {
  const name = offsetFormatter(timeZone)
    .formatToParts(new Date(utcMs))
    .find((p) => p.type === 'timeZoneName')?.value;
  if (name === undefined) throw new RangeError(`no offset for ${timeZone}`);
  if (name === 'GMT') return 0;
  const m = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name);
  if (!m) throw new RangeError(`unexpected offset "${name}" for ${timeZone}`);
  const minutes = Number(m[2]) * 60 + Number(m[3]);
  return m[1] === '-' ? -minutes : minutes;
}

const MS_PER_DAY = 86_400_000;

/**
 * The zone's UTC offset in minutes at an instant (local = UTC + offset). Cached per UTC day when
 * the offset is the same at both ends of it (zones change at most once a day), else per slot.
 */
export function offsetMinutes(timeZone: string, utcMs: number): number {
  const days = cacheOf(dayOffsets, timeZone);
  const day = Math.floor(utcMs / MS_PER_DAY);
  let whole = days.get(day);
  if (whole === undefined) {
    const start = readOffset(timeZone, day * MS_PER_DAY);
    whole = start === readOffset(timeZone, (day + 1) * MS_PER_DAY) ? start : Number.NaN;
    days.set(day, whole);
  }
  if (!Number.isNaN(whole)) return whole;
  const slots = cacheOf(slotOffsets, timeZone);
  const slot = Math.floor(utcMs / SLOT_MS);
  let offset = slots.get(slot);
  if (offset === undefined) {
    offset = readOffset(timeZone, slot * SLOT_MS);
    slots.set(slot, offset);
  }
  return offset;
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** An instant as local wall-clock time plus the zone's offset: 2025-07-01T10:00:00-05:00. */
export function formatInstant(timeZone: string, utcMs: number): string {
  const offset = offsetMinutes(timeZone, utcMs);
  const d = new Date(utcMs + offset * MS_PER_MINUTE);
  const date = `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  return `${date}T${time}${formatOffset(offset)}`;
}

/** Midnight of a local date as if it were UTC: the base that wall-clock seconds are added to. */
export function wallDay(date: string): number {
  const { year, month, day } = parseDate(date);
  return Date.UTC(year, month - 1, day);
}

/**
 * The instant of a local wall-clock time (`wallMs` = the local date and time read as if UTC) in a
 * zone. A wall time that does not exist (the spring-forward hour) lands just after the gap; an
 * ambiguous one (the fall-back hour) takes the earlier instant.
 */
export function wallInstant(timeZone: string, wallMs: number): number {
  const first = wallMs - offsetMinutes(timeZone, wallMs) * MS_PER_MINUTE;
  const second = wallMs - offsetMinutes(timeZone, first) * MS_PER_MINUTE;
  if (first === second) return first;
  // Two candidates: keep one whose offset reproduces the wall time, the earlier when both do.
  const fits = [first, second].filter((t) => t + offsetMinutes(timeZone, t) * MS_PER_MINUTE === wallMs);
  return fits.length > 0 ? Math.min(...fits) : Math.max(first, second);
}

/** The instant of a local date and time of day (seconds after midnight) in a zone. */
export function localInstant(timeZone: string, date: string, secondOfDay: number): number {
  return wallInstant(timeZone, wallDay(date) + secondOfDay * 1000);
}

/** Local date and time of day as an ISO instant with the zone's offset. */
export function localTimestamp(timeZone: string, date: string, secondOfDay: number): string {
  return formatInstant(timeZone, localInstant(timeZone, date, secondOfDay));
}
