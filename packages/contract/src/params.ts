import { z } from 'zod';
import { ID_MAX, MAX_PAGE_SIZE } from './constants';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

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
      ctx.addIssue({ code: 'custom', message: `"${raw}" is not a date (expected YYYY-MM-DD)` });
      return z.NEVER;
    }
    return day;
  });

/** A location id, or 'all' (or nothing) for All locations. */
export const locationScopeParam = z
  .union([z.literal('all'), z.coerce.number().int().positive()], { error: 'location_id must be a location id or "all"' })
  .optional();

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
 * never read one text as two different ids.
 */
export const idParam = z.union([z.number(), z.string()], { error: ID_MESSAGE }).transform((raw, ctx) => {
  const id = parseId(raw);
  if (id === null) {
    ctx.addIssue({ code: 'custom', message: ID_MESSAGE });
    return z.NEVER;
  }
  return id;
});

export const yearMonthParam = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'expected yyyy-mm');

export const pagingQuery = z.object({
  page_num: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
});

export const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });
