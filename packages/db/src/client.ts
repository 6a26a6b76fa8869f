import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { DATABASE_CONNECT_TIMEOUT_MS, MIGRATION_LOCK_KEY } from '@rlo/contract';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './schema/index';
import { acquireDataDirLock } from './lock';
import { GuardedPool } from './pool';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw parameterized SQL; rows come back with int8 and numeric already parsed to numbers on both engines. */
  rows<T>(query: SQL, options?: RowsOptions): Promise<T[]>;
  close(): Promise<void>;
}

export interface RowsOptions {
  /**
   * Keep the statement prepared on each PostgreSQL connection (named by a hash of its text), so
   * that after five runs the server reuses a generic plan instead of planning every call. For the
   * dashboard's rollup reads: planning them cost more than running them (0.8 vs 0.7 ms a call).
   * Only for statements whose best plan does not hang on the values (rollup range reads by
   * location); PGlite ignores it.
   */
  prepared?: boolean;
}

export interface OpenOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; absent together with `url` means in-memory (tests). */
  dataDir?: string;
}

/** The node-postgres pool behind each PostgreSQL database's Drizzle instance (for the migration's own connection). */
const pools = new WeakMap<object, pg.Pool>();

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');
const INT8 = 20;
const NUMERIC = 1700;

// Sums of cents stay far below 2^53, so numbers are exact and both engines agree on the type.
const toNumber = (value: string) => Number(value);
// rows() runs on the raw clients, not through Drizzle, whose per-query parsers would override these.
const dialect = new PgDialect();
const NUMBER_PARSERS = { [INT8]: toNumber, [NUMERIC]: toNumber };

// node-postgres prepares a named statement once per connection and refuses the same name with
// another text, so the name is the text's hash. The set of texts is fixed by the code (values are
// parameters), so each connection holds a bounded number of them.
const statementName = (text: string) => `rlo_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;

export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir?: string): Promise<Database> {
  let release = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    release = acquireDataDirLock(dataDir);
  }
  const client = new PGlite(dataDir ? path.join(dataDir, 'pglite') : undefined);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    rows: async <T>(query: SQL) => {
      const { sql, params } = dialect.sqlToQuery(query);
      return (await client.query<T>(sql, params, { parsers: NUMBER_PARSERS })).rows;
    },
    close: async () => {
      await client.close();
      release();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  // Drizzle hands node-postgres its own per-query parsers built on the global registry, so the
  // number parsing has to be registered globally (a pool-level `types` option is overridden).
  pg.types.setTypeParser(INT8, toNumber);
  pg.types.setTypeParser(NUMERIC, toNumber);
  // The timeout bounds both opening a connection and waiting for a free one: when the server does
  // not answer, a request fails (503) instead of hanging until the client gives up.
  const pool = new GuardedPool({ connectionString: url, max: 10, connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS });
  // An idle connection that the server ends (restart, a dropped test database) errors on the pool;
  // unhandled, that error would crash the process. The pool opens a new connection on next use.
  pool.on('error', (error) => console.warn(`database: an idle connection was closed: ${error.message}`));
  // A connection in use (a transaction, a query) that the server ends emits 'error' on its client,
  // where the pool listens only while the client is idle: without a listener of its own that event
  // is unhandled and ends the process. The query in flight fails with the same error, so the request
  // answers 503 and nothing is lost by only noting it here.
  pool.on('connect', (client) => {
    client.on('error', (error) => console.warn(`database: a connection was lost: ${error.message}`));
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  pools.set(db, pool);
  return {
    db,
    kind: 'postgres',
    rows: async <T>(query: SQL, options?: RowsOptions) => {
      const { sql, params } = dialect.sqlToQuery(query);
      const name = options?.prepared ? statementName(sql) : undefined;
      return (await pool.query({ name, text: sql, values: params })).rows as T[];
    },
    close: () => pool.end(),
  };
}

/**
 * Brings the schema up to date. On PostgreSQL several server processes may start together on one
 * database; without coordination each creates the migrations table and runs the same migration,
 * and all but one fail on the catalog's unique keys ("duplicate key value violates unique
 * constraint pg_class_relname_nsp_index"). So the migration runs on one dedicated connection that
 * holds a session advisory lock (MIGRATION_LOCK_KEY, per database): the others wait, then find
 * nothing left to do. The server releases the lock if this process dies holding it. PGlite has one
 * process per data directory (its lock file), so it needs none.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder: MIGRATIONS });
    return;
  }
  const pool = pools.get(database.db);
  if (!pool) throw new Error('migrateDatabase: not a database opened by openDatabase');
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } catch (error) {
    // A connection that failed goes, so it never comes back from the pool holding the lock.
    broken = error as Error;
    throw error;
  } finally {
    client.release(broken);
  }
}
