import { z } from 'zod';
import { DATE_MAX_YEAR, DATE_MIN_YEAR, ID_MAX, MAX_PAGE_SIZE, PAGE_NUM_MAX, REQUEST_LIST_MAX } from './constants';

// The shared shapes of request input (api.md): ids, texts, dates and paging. Every route schema
// builds on these, so a bound is decided once and a bad value is a 400 wherever it is sent.

// ---- Texts

/**
 * Matches a text without the NUL character. PostgreSQL text and jsonb cannot hold U+0000: a request
 * text carrying one must be refused with a 400 here, not fail its INSERT with a 500.
 */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
export const NO_NUL = /^[^\u0000]*$/;
export const NUL_MESSAGE = 'must not contain the NUL character (\\u0000)';

export interface TextOptions {
  /** At most this many characters (after trimming). */
  max: number;
  /** At least this many characters after trimming; 1 makes a blank text "required". */
  min?: number;
  /** Surrounding white space is dropped (default); passwords and tokens keep theirs. */
  trim?: boolean;
  /** Messages for a value that is not a text, too short, too long, or holds NUL (i18n keys where a form shows them). */
  messages?: { type?: string; min?: string; max?: string; nul?: string };
}

/**
 * The one text schema of request fields, bodies and queries alike: trimmed, bounded, never NUL.
 * Chain `.nullable()`, `.optional()`, `.regex()` or `.pipe(z.email())` onto it as a field needs.
 */
export function text({ max, min = 0, trim = true, messages = {} }: TextOptions) {
  let schema = z.string(messages.type ? { error: messages.type } : undefined);
  if (trim) schema = schema.trim();
  schema = schema.regex(NO_NUL, messages.nul ?? NUL_MESSAGE);
  if (min > 0) schema = schema.min(min, messages.min ?? (min === 1 ? 'is required' : `must have at least ${min} characters`));
  return schema.max(max, messages.max ?? `must have at most ${max} characters`);
}

// ---- Dates

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
export const DATE_RANGE_MESSAGE = `must be a date from ${DATE_MIN_YEAR}-01-01 to ${DATE_MAX_YEAR}-12-31 (YYYY-MM-DD)`;

/** A calendar day 'YYYY-MM-DD' that exists, in the years DATE_MIN_YEAR..DATE_MAX_YEAR. */
export function isRealDate(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < DATE_MIN_YEAR || y > DATE_MAX_YEAR) return false;
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * An ISO 8601 instant (already checked as one) written with a year in DATE_MIN_YEAR..DATE_MAX_YEAR;
 * its offset may move the UTC instant across New Year, which harms nothing.
 */
export function isInstantInRange(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return /^\d{4}-/.test(value) && year >= DATE_MIN_YEAR && year <= DATE_MAX_YEAR;
}

/** A date in a body: exactly 'YYYY-MM-DD', a real day, in DATE_MIN_YEAR..DATE_MAX_YEAR. */
export const bodyDate = (message = DATE_RANGE_MESSAGE) =>
  z.string({ error: message }).refine(isRealDate, { error: message });

/**
 * A date in a query (api.md): 'YYYY-MM-DD', or an ISO timestamp whose UTC date is used (the web
 * client sends search dates at 05:00 UTC, which is that date in every US time zone). 'YYYY/MM/DD'
 * is accepted too because the resend-daily-email call of the spec sends that form.
 */
export const queryDate = z
  .string()
  .trim()
  .transform((raw, ctx) => {
    const value = raw.includes('T') ? new Date(raw) : null;
    const day = value ? (Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10)) : raw.replaceAll('/', '-');
    if (!isRealDate(day)) {
      const shown = raw.length > 40 ? `${raw.slice(0, 40)}…` : raw;
      ctx.addIssue({ code: 'custom', message: `"${shown.replaceAll('\u0000', '\\u0000')}" is not a date from ${DATE_MIN_YEAR}-01-01 to ${DATE_MAX_YEAR}-12-31 (expected YYYY-MM-DD)` });
      return z.NEVER;
    }
    return day;
  });

const ID_TEXT = /^[1-9]\d{0,9}$/;
const ID_MESSAGE = `must be an id: a whole number from 1 to ${ID_MAX}`;

/** The one reading of an id text, shared by the route schemas and the tenancy guard. */
export function parseId(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isInteger(raw) && raw >= 1 && raw <= ID_MAX ? raw : null;
  if (typeof raw !== 'string' || !ID_TEXT.test(raw)) return null;
  const id = Number(raw);
  return id <= ID_MAX ? id : null;
}

/**
 * An id in a path, query or body: a JSON number or the digits of one, 1..int4 max. Written any
 * other way ("13.0", "+13", "0xd", "1.3e1", " 13") it is refused, so the guard and the handler can
 * never read one text as two different ids. `idOf` gives the same schema with a form's own message.
 */
export const idOf = (message: string) =>
  z.union([z.number(), z.string()], { error: message }).transform((raw, ctx) => {
    const id = parseId(raw);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return id;
  });
export const idParam = idOf(ID_MESSAGE);

/**
 * Comma-separated ids in a query ('3,5,8', spaces around a comma allowed): each read as idParam
 * reads one, `min`..`max` of them; the distinct ids in order.
 */
export const idListText = (message: string, { min = 1, max = REQUEST_LIST_MAX } = {}) =>
  z.string({ error: message }).transform((raw, ctx) => {
    const parts = raw.trim() === '' ? [] : raw.split(',').map((part) => part.trim());
    const ids = parts.length <= max ? parts.map(parseId) : [];
    if (parts.length < min || parts.length > max || ids.some((id) => id === null)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return [...new Set(ids as number[])];
  });

/** A location id, or 'all' (or nothing) for All locations. */
export const locationScopeParam = z
  .union([z.literal('all'), idParam], { error: 'location_id must be a location id or "all"' })
  .optional();

/** 'yyyy-mm' of a year in DATE_MIN_YEAR..DATE_MAX_YEAR. */
export const yearMonthParam = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'expected yyyy-mm')
  .refine((v) => Number(v.slice(0, 4)) >= DATE_MIN_YEAR && Number(v.slice(0, 4)) <= DATE_MAX_YEAR, {
    error: `expected yyyy-mm from ${DATE_MIN_YEAR} to ${DATE_MAX_YEAR}`,
  });

// ---- Paging and other numbers of a query

/** A page number from 1; a page past PAGE_NUM_MAX is refused rather than read as a huge offset. */
export const pageNumParam = z.coerce.number().int().min(1).max(PAGE_NUM_MAX).default(1);
export const pageSizeParam = (fallback: number) => z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(fallback);

export const pagingQuery = z.object({ page_num: pageNumParam, page_size: pageSizeParam(10) });

/** ?partnerId&locationId: the location a call is about (checked by the tenancy guard). */
export const partnerLocationQuery = z.object({ partnerId: idParam, locationId: idParam });

export const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });
/** The answer of a paged list (`pageOf`'s output), for code that only needs its type. */
export interface PageOf<T> {
  items: T[];
  total: number;
}
