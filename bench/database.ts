// The benchmark's throw-away database: PGlite in a temporary directory, or, with DATABASE_URL, a
// fresh database rlo_bench_<random> on that PostgreSQL server, dropped afterwards.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase, type Database } from '@rlo/db';

/** The server's fsync and synchronous_commit (SHOW): a commit is durable only when both are on. */
export interface Durability {
  fsync: string;
  synchronousCommit: string;
}

export interface BenchDatabase {
  database: Database;
  /** 'PGlite 0.x' or 'PostgreSQL 15.x' as the server reports itself, with fsync and synchronous_commit. */
  engine: string;
  durability: Durability;
  /**
   * Locations ingested at once: PGlite runs one transaction at a time; a PostgreSQL server takes one
   * stream per core, as the agents of several shops send their batches at the same time.
   */
  ingestStreams: number;
  dispose(): Promise<void>;
}

async function readDurability(database: Database): Promise<Durability> {
  const [{ fsync }] = await database.rows<{ fsync: string }>(sql`show fsync`);
  const [{ synchronous_commit }] = await database.rows<{ synchronous_commit: string }>(sql`show synchronous_commit`);
  return { fsync, synchronousCommit: synchronous_commit };
}

const settingsOf = (d: Durability) => `fsync ${d.fsync}, synchronous_commit ${d.synchronousCommit}`;

async function onServer<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function openBenchDatabase(serverUrl: string | undefined): Promise<BenchDatabase> {
  if (!serverUrl) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'rlo-bench-'));
    const database = await openDatabase({ dataDir: dir });
    await migrateDatabase(database);
    const [{ version }] = await database.rows<{ version: string }>(sql`select version()`);
    // PGlite says fsync off: its writes are not synced, so its ingest figure is never the durable one.
    const durability = await readDurability(database);
    return {
      database,
      engine: `PGlite (${version.split(' on ')[0]}), ${settingsOf(durability)}`,
      durability,
      ingestStreams: 1,
      dispose: async () => {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `rlo_bench_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = () => onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  let database: Database | undefined;
  try {
    database = await openDatabase({ url: url.toString() });
    await migrateDatabase(database);
    const [{ version }] = await database.rows<{ version: string }>(sql`select version()`);
    // The server's memory for cached pages decides how much of a large dataset stays in memory, and
    // the WAL allowed between checkpoints how much a bulk load logs: say both.
    const [{ shared_buffers }] = await database.rows<{ shared_buffers: string }>(sql`show shared_buffers`);
    const [{ max_wal_size }] = await database.rows<{ max_wal_size: string }>(sql`show max_wal_size`);
    // The headline ingest figure is the durable one: say whether commits wait for the disk.
    const durability = await readDurability(database);
    const opened = database;
    return {
      database,
      engine: `${version.split(' on ')[0]}, shared_buffers ${shared_buffers}, max_wal_size ${max_wal_size}, ${settingsOf(durability)}`,
      durability,
      ingestStreams: os.availableParallelism(),
      dispose: async () => {
        await opened.close();
        await drop();
      },
    };
  } catch (error) {
    await database?.close();
    await drop();
    throw error;
  }
}

/** Fresh planner statistics after the bulk load, as autovacuum would have them on a live server. */
export async function analyze(database: Database): Promise<void> {
  await database.rows(sql`vacuum analyze`);
}

/** SQLSTATE 42501. */
const INSUFFICIENT_PRIVILEGE = '42501';

/**
 * Before the load runs. The connector and CSV phases have just written over 100,000 ROs, and the
 * autovacuum and checkpoints they set off would otherwise run beside autocannon, on the same two
 * cores. The morning load the targets stand for meets a database that the night's ingest left
 * hours before: vacuum and checkpoint now, and the runs measure the answers, not the aftermath.
 */
export async function settle(database: Database): Promise<void> {
  await analyze(database);
  // CHECKPOINT needs a superuser (or pg_checkpoint): against a server where the bench has neither,
  // the runs start without it.
  await database.rows(sql`checkpoint`).catch((error: unknown) => {
    if ((error as { code?: string }).code !== INSUFFICIENT_PRIVILEGE) throw error;
  });
}
