import { sql } from 'drizzle-orm';
import type { Database } from '@rlo/db';

/** What a check reads of a live session: its times and stamp, and its locations' data versions now. */
export interface CheckedSession {
  lastSeenAt: Date;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
  principalStamp: number;
  /** The data version of each asked-for location, in the asked order (0 before its first change). */
  dataVersions: number[];
}

interface Waiting {
  tokenHash: string;
  now: string;
  locationIds: string;
  resolve: (row: CheckedSession | undefined) => void;
  reject: (error: unknown) => void;
}

interface CheckRow {
  i: number;
  last_seen_at: Date;
  idle_expires_at: Date;
  absolute_expires_at: Date;
  principal_stamp: number;
  data_versions: (number | string)[] | null;
}

/** How many checks one statement carries at most (a hundred connections bring fewer in one turn); more are split. */
export const CHECKS_PER_STATEMENT = 200;

/** Counts of checks and of the statements that carried them, for the tests. */
export const sessionChecks = { checks: 0, statements: 0 };

/**
 * The session checks of requests that arrive together go to PostgreSQL in one statement. Each
 * request still waits for what PostgreSQL says after it arrived (its own `now`, read in that
 * statement), so nothing is decided on what this process remembers; but a morning's hundred
 * owners cost one round trip per turn of the event loop instead of one each, and the pool's ten
 * connections stop being the queue every signed-in request waits in.
 */
class SessionCheckBatch {
  private waiting: Waiting[] = [];

  constructor(private readonly database: Database) {}

  check(tokenHash: string, now: Date, locationIds: readonly number[]): Promise<CheckedSession | undefined> {
    return new Promise((resolve, reject) => {
      // setImmediate runs after the event loop has read every socket that was ready: the requests
      // parsed in this turn are all waiting by then.
      if (this.waiting.length === 0) setImmediate(() => this.send());
      this.waiting.push({
        tokenHash,
        now: now.toISOString(),
        locationIds: `{${locationIds.join(',')}}`,
        resolve,
        reject,
      });
    });
  }

  private send(): void {
    const all = this.waiting;
    this.waiting = [];
    for (let start = 0; start < all.length; start += CHECKS_PER_STATEMENT) {
      void this.read(all.slice(start, start + CHECKS_PER_STATEMENT));
    }
  }

  private async read(batch: Waiting[]): Promise<void> {
    sessionChecks.checks += batch.length;
    sessionChecks.statements += 1;
    try {
      const rows = await this.database.rows<CheckRow>(
        sql`select k.i::int as i, s.last_seen_at, s.idle_expires_at, s.absolute_expires_at, s.principal_stamp,
            (select array_agg(coalesce(v.version, 0) order by l.ord)
               from unnest(k.location_ids::int[]) with ordinality as l(id, ord)
               left join location_data_versions v on v.location_id = l.id) as data_versions
          from unnest(${arrayLiteral(batch.map((w) => w.tokenHash))}::text[],
                      ${arrayLiteral(batch.map((w) => w.locationIds))}::text[],
                      ${arrayLiteral(batch.map((w) => w.now))}::timestamptz[])
               with ordinality as k(token_hash, location_ids, now, i)
          join sessions s on s.token_hash = k.token_hash and s.idle_expires_at > k.now and s.absolute_expires_at > k.now`,
        { prepared: true },
      );
      const found = new Map(rows.map((row) => [row.i, row]));
      batch.forEach((waiting, index) => {
        const row = found.get(index + 1);
        waiting.resolve(
          row && {
            lastSeenAt: row.last_seen_at,
            idleExpiresAt: row.idle_expires_at,
            absoluteExpiresAt: row.absolute_expires_at,
            principalStamp: Number(row.principal_stamp),
            dataVersions: (row.data_versions ?? []).map(Number),
          },
        );
      });
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  }
}

/**
 * An array literal of the items, each quoted: the arrays go as three parameters, whatever the
 * batch's size, so the statement's text (and its prepared plan) is one. The items are hex hashes,
 * ISO times and literals of integer arrays ('{1,2}'), none of which holds a quote or a backslash.
 */
const arrayLiteral = (items: string[]) => `{${items.map((item) => `"${item}"`).join(',')}}`;

const batches = new WeakMap<Database, SessionCheckBatch>();

/** Reads the live session of `tokenHash` at `now` with the data versions of `locationIds`; undefined when none. */
export function checkSession(
  database: Database,
  tokenHash: string,
  now: Date,
  locationIds: readonly number[],
) {
  let batch = batches.get(database);
  if (!batch) batches.set(database, (batch = new SessionCheckBatch(database)));
  return batch.check(tokenHash, now, locationIds);
}
