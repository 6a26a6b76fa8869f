import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { MIGRATION_LOCK_KEY } from '@rlo/contract';
import { migrateDatabase, openDatabase, type Database } from '../client';
import { GuardedPool } from '../pool';

/**
 * PostgreSQL as several server processes use it: migrations started together, and connections the
 * server ends while they are in use. Runs in the PostgreSQL step (TEST_DATABASE_URL).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const JOURNAL = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../migrations/meta/_journal.json',
);
const MIGRATION_COUNT = (JSON.parse(readFileSync(JOURNAL, 'utf8')) as { entries: unknown[] }).entries.length;

const created: string[] = [];
async function admin<T>(work: (client: pg.Client) => Promise<T>, database = 'postgres'): Promise<T> {
  const url = new URL(serverUrl!);
  url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** An empty database on the test server; its URL. */
async function emptyDatabase(): Promise<{ name: string; url: string }> {
  const name = `rlo_proc_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  created.push(name);
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

afterAll(async () => {
  if (!serverUrl) return;
  for (const name of created) await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
});

describe.runIf(!!serverUrl)('several processes on one PostgreSQL', () => {
  it('migrates an empty database once when three processes start together', async () => {
    const { url } = await emptyDatabase();
    const databases: Database[] = await Promise.all([1, 2, 3].map(() => openDatabase({ url })));
    try {
      // Without the lock these race on CREATE SCHEMA/TABLE and all but one fail on the catalog's unique keys.
      await Promise.all(databases.map((d) => migrateDatabase(d)));
      const [row] = await databases[0].rows<{ n: number }>(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(row.n).toBe(MIGRATION_COUNT);
    } finally {
      await Promise.all(databases.map((d) => d.close()));
    }
  });

  it('waits for the migration lock held by another process, then migrates', async () => {
    const { url, name } = await emptyDatabase();
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    const database = await openDatabase({ url });
    try {
      await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      let done = false;
      const migrating = migrateDatabase(database).then(() => (done = true));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(done).toBe(false);
      const before = await admin(
        (c) => c.query(`select 1 from pg_namespace where nspname = 'drizzle'`),
        name,
      );
      expect(before.rowCount).toBe(0);
      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      await migrating;
      const after = await admin(
        (c) => c.query(`select count(*)::int as n from drizzle.__drizzle_migrations`),
        name,
      );
      expect(after.rows[0].n).toBe(MIGRATION_COUNT);
      // Released after: another process gets the lock at once.
      const free = await holder.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [
        MIGRATION_LOCK_KEY,
      ]);
      expect(free.rows[0].ok).toBe(true);
    } finally {
      await holder.end();
      await database.close();
    }
  });

  it('gives back the pool slot of a checked-out connection that the server ends', async () => {
    const { url } = await emptyDatabase();
    // One connection: if the ended one kept its slot, the query below would wait for it forever.
    const pool = new GuardedPool({ connectionString: url, max: 1, connectionTimeoutMillis: 3_000 });
    const warnings: string[] = [];
    pool.on('error', (error) => warnings.push(error.message));
    try {
      const client = await pool.connect();
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      const lost = new Promise<Error>((resolve) => client.once('error', resolve));
      // Never released by its holder, as when Drizzle's BEGIN fails.
      await admin((c) => c.query('select pg_terminate_backend($1)', [rows[0].pid]));
      expect((await lost).message).toMatch(/terminat/i);
      const answer = await pool.query<{ one: number }>('select 1 as one');
      expect(answer.rows).toEqual([{ one: 1 }]);
      // The holder releasing it late changes nothing (the pool would throw on a second release).
      expect(() => client.release()).not.toThrow();
    } finally {
      await pool.end();
    }
  });

  it('survives the server ending a connection in the middle of a transaction', async () => {
    const { url } = await emptyDatabase();
    const database = await openDatabase({ url });
    try {
      const failure = await database.db
        .transaction(async (tx) => {
          const result = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
            rows: { pid: number }[];
          };
          const [{ pid }] = result.rows;
          await admin((c) => c.query('select pg_terminate_backend($1)', [pid]));
          await new Promise((resolve) => setTimeout(resolve, 100));
          await tx.execute(sql`select 1`);
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
      // The call fails (and the process is still here to see it); the next one gets a new connection.
      expect(failure).toBeInstanceOf(Error);
      const [row] = await database.rows<{ one: number }>(sql`select 1 as one`);
      expect(row).toEqual({ one: 1 });
    } finally {
      await database.close();
    }
  });
});
