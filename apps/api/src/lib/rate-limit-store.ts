import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '@rlo/db';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

/**
 * Rate-limit counts in the rate_limit_hits table, so that every server process counts against the
 * same limit (in each process's memory, N processes allowed N times the limit).
 *
 * Hits are stored per fixed window: [start, start + length), start a multiple of the length since
 * the epoch, by the database's clock (so processes on hosts whose clocks differ still agree). The
 * count is one atomic upsert, so processes racing on a key never lose a hit.
 *
 * A request is judged on the hits of the current window plus those of the previous one weighted
 * by how much of it still lies within the last `length` (the "sliding window counter"): with the
 * fixed window alone, a caller could spend the limit at the end of one window and again at the
 * start of the next, and whether a burst was refused would hang on where a window boundary fell.
 *
 * The stored key is `<window ms>:<what is limited>:<hash of the caller>`: the window length lets
 * any process tell which rows are over, and the hash keeps client addresses and e-mail addresses
 * out of the table.
 */
export interface Hit {
  /** The hits of the last window length, this one included (the previous window's weighted), rounded up. */
  hits: number;
  /** Until the current window ends. */
  ttlMs: number;
  /** The window counted in, to take the hit back (uncountHit). */
  windowStart: Date;
  key: string;
}

/** How often a process deletes the rows of windows that are over. */
const SWEEP_EVERY_MS = 60_000;
let lastSweep = 0;

export function rateLimitKey(scope: string, caller: string, windowMs: number): string {
  const hash = createHash('sha256').update(caller).digest('hex').slice(0, 32);
  return `${windowMs}:${scope}:${hash}`;
}

export async function countHit(
  database: Database,
  scope: string,
  caller: string,
  windowMs: number,
): Promise<Hit> {
  const key = rateLimitKey(scope, caller, windowMs);
  const length = sql`${windowMs}::numeric`;
  const [row] = await database.rows<{
    hits: number;
    previous: number;
    elapsed_ms: number;
    window_start: Date | string;
  }>(sql`
    with w as (
      select to_timestamp(floor(extract(epoch from now()) * 1000 / ${length}) * ${length} / 1000) as start
    ), hit as (
      insert into rate_limit_hits (key, window_start, hits) select ${key}, w.start, 1 from w
      on conflict (key, window_start) do update set hits = rate_limit_hits.hits + 1
      returning hits, window_start
    )
    select hit.hits, hit.window_start,
      extract(epoch from now()) * 1000 - extract(epoch from hit.window_start) * 1000 as elapsed_ms,
      coalesce((select p.hits from rate_limit_hits p, w
                 where p.key = ${key} and p.window_start = w.start - ${length} * interval '1 millisecond'), 0) as previous
      from hit`);
  sweepNowAndThen(database);
  const elapsed = Math.min(Math.max(row.elapsed_ms, 0), windowMs);
  const weighted = row.hits + row.previous * (1 - elapsed / windowMs);
  return {
    hits: Math.ceil(weighted),
    ttlMs: windowMs - elapsed,
    windowStart: new Date(row.window_start),
    key,
  };
}

/** Takes back a hit counted by countHit (a sign-in that succeeded is not an attempt against the account). */
export async function uncountHit(database: Database, hit: Hit): Promise<void> {
  await database.rows(sql`
    update rate_limit_hits set hits = hits - 1
     where key = ${hit.key} and window_start = ${hit.windowStart.toISOString()}::timestamptz and hits > 0`);
}

/** Deletes the rows no count reads any more: the window before the current one is still read. */
export async function sweepRateLimitHits(database: Database): Promise<void> {
  await database.rows(sql`
    delete from rate_limit_hits
     where window_start + 2 * split_part(key, ':', 1)::int8 * interval '1 millisecond' <= now()`);
}

/** Sweeps at most once a minute per process, without holding up the caller. */
function sweepNowAndThen(database: Database): void {
  const now = Date.now();
  if (now - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = now;
  sweepRateLimitHits(database).catch(() => {
    // The next sweep deletes them; a lost sweep costs only a few rows kept a little longer.
  });
}

interface RouteInfo {
  method?: string | string[];
  url?: string;
}

/**
 * The store class @fastify/rate-limit builds (`store` option): the plugin makes one instance and
 * a child per limited route, so each route counts apart, as its memory store does.
 */
export function databaseRateLimitStore(database: Database): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore {
    private readonly scope: string;

    constructor(options: { routeInfo?: RouteInfo } = {}) {
      const route = options.routeInfo ?? {};
      const method = Array.isArray(route.method) ? route.method.join(',') : (route.method ?? '');
      this.scope = `${method} ${route.url ?? ''}`.trim() || 'global';
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow?: number,
    ) {
      countHit(database, this.scope, key, timeWindow ?? 60_000).then(
        (hit) => callback(null, { current: hit.hits, ttl: hit.ttlMs }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: unknown) {
      return new DatabaseRateLimitStore(routeOptions as { routeInfo?: RouteInfo });
    }
  }
  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
