import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { LOGIN_ACCOUNT_RATE_LIMIT } from '@rlo/contract';
import { migrateDatabase, openDatabase, type Database } from '@rlo/db';
import { createTestDatabase } from '@rlo/db/testing';
import { buildApp } from '../app';
import { createClock } from '../clock';
import { loadConfig } from '../config';
import type { AppDeps } from '../deps';
import { countHit, sweepRateLimitHits } from '../lib/rate-limit-store';
import { createVerifiedOwner } from '../modules/accounts/service';
import { ACCOUNT_THROTTLED_MESSAGE } from '../modules/auth/login-throttle';
import { api, XHR } from '../test/app';

/**
 * The rate limits are counted in the database, so they hold across server processes. Two app
 * instances on one database stand for two processes: on PostgreSQL each has its own connection
 * pool (as two processes would); on PGlite they share the one in-process database.
 */
let databases: [Database, Database];
let apps: FastifyInstance[] = [];
let cleanup: () => Promise<void>;
let dataDir: string;

async function oneDatabaseTwice(): Promise<{ pair: [Database, Database]; close: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await createTestDatabase();
    return { pair: [database, database], close: () => database.close() };
  }
  const name = `rlo_limits_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const a = await openDatabase({ url: url.toString() });
  const b = await openDatabase({ url: url.toString() });
  await migrateDatabase(a);
  return {
    pair: [a, b],
    close: async () => {
      await Promise.all([a.close(), b.close()]);
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

beforeAll(async () => {
  const { pair, close } = await oneDatabaseTwice();
  databases = pair;
  cleanup = close;
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'rlo-limits-'));
  const config = loadConfig({ DEMO_DATA: 'off', DATA_DIR: dataDir, PUBLIC_URL: 'http://portal.test' });
  apps = await Promise.all(
    databases.map(async (database) => {
      const deps: AppDeps = { database, config, clock: createClock() };
      const app = await buildApp(deps);
      await app.ready();
      return app;
    }),
  );
  const deps: AppDeps = { database: databases[0], config, clock: createClock() };
  for (const [businessName, email] of [
    ['Ana Auto', 'ana@limits.test'],
    ['Bo Auto', 'bo@limits.test'],
    ['Cy Auto', 'cy@limits.test'],
  ]) {
    await createVerifiedOwner(deps, { businessName, email, password: 'right-1' });
  }
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await cleanup?.();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const login = (instance: number, email: string, password: string, address: string) =>
  apps[instance % 2].inject({
    method: 'POST',
    url: api('/auth/login'),
    headers: XHR,
    payload: { email, password },
    remoteAddress: address,
  });

describe('rate limits shared by several processes', () => {
  it('holds the sign-in limit per address across two instances (10 a minute, not 10 each)', async () => {
    const statuses: number[] = [];
    // Different accounts, so only the per-address limit can refuse them.
    for (let i = 0; i < 20; i++)
      statuses.push((await login(i, `nobody${i}@limits.test`, 'wrong', '10.20.0.1')).statusCode);
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(10).fill(429)]);
    const refused = await login(0, 'nobody@limits.test', 'wrong', '10.20.0.1');
    expect(refused.json()).toEqual({
      status: 429,
      title: '429 - Too Many Requests',
      message: 'Too many requests. Please wait a minute and try again.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Each route counts on its own: the address may still ask for a reset link.
    const forgot = await apps[1].inject({
      method: 'POST',
      url: api('/auth/forgot-password'),
      headers: XHR,
      payload: { email: 'nobody@limits.test' },
      remoteAddress: '10.20.0.1',
    });
    expect(forgot.statusCode).toBe(200);
  });

  it('throttles sign-ins to one account from any address: the eleventh failure in 15 minutes gets 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push(
        (await login(i, i % 3 ? 'ana@limits.test' : 'ANA@Limits.test', 'wrong', `10.21.0.${i}`)).statusCode,
      );
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    // Locked for the window even with the right password, from yet another address and instance.
    const locked = await login(1, 'ana@limits.test', 'right-1', '10.21.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      status: 429,
      title: '429 - Too Many Requests',
      message: ACCOUNT_THROTTLED_MESSAGE,
    });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_ACCOUNT_RATE_LIMIT.windowMs / 1000);
    // Other accounts are not affected.
    expect((await login(0, 'bo@limits.test', 'right-1', '10.21.1.2')).statusCode).toBe(200);
  });

  it('does not count successful sign-ins against the account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await login(i, 'cy@limits.test', 'right-1', `10.22.0.${i}`)).statusCode);
    expect(statuses).toEqual(Array(12).fill(200));
  });

  it('keeps neither addresses nor e-mail addresses in the table', async () => {
    const rows = await databases[0].rows<{ key: string }>(sql`select key from rate_limit_hits`);
    expect(rows.length).toBeGreaterThan(0);
    for (const { key } of rows) {
      expect(key).toMatch(/^\d+:[^:]+:[0-9a-f]{32}$/);
      expect(key).not.toMatch(/10\.2\d\.|limits\.test/i);
    }
  });

  it('counts every hit when both instances count the same key at once', async () => {
    const hits = await Promise.all(
      Array.from({ length: 30 }, (_, i) => countHit(databases[i % 2], 'test-race', 'same caller', 900_000)),
    );
    const [row] = await databases[1].rows<{ total: number }>(
      sql`select sum(hits)::int as total from rate_limit_hits where key = ${hits[0].key}`,
    );
    expect(row.total).toBe(30);
    expect(Math.max(...hits.map((h) => h.hits))).toBe(30);
  });

  it('deletes the counts no limit reads any more: windows before the previous one', async () => {
    const db = databases[0];
    await db.rows(sql`
      insert into rate_limit_hits (key, window_start, hits) values
        ('60000:sweep:old', date_trunc('minute', now()) - interval '3 minutes', 1),
        ('60000:sweep:previous', date_trunc('minute', now()) - interval '1 minute', 1),
        ('900000:sweep:running', now() - interval '20 minutes', 1),
        ('900000:sweep:over', now() - interval '31 minutes', 1)`);
    await sweepRateLimitHits(db);
    const left = await db.rows<{ key: string }>(
      sql`select key from rate_limit_hits where key like '%:sweep:%' order by key`,
    );
    expect(left.map((r) => r.key)).toEqual(['60000:sweep:previous', '900000:sweep:running']);
  });
});
