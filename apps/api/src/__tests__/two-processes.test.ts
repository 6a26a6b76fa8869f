import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { SESSION_COOKIE } from '@rlo/contract';
import { openDatabase } from '@rlo/db';
import { createClock } from '../clock';
import { loadConfig } from '../config';
import type { AppDeps } from '../deps';
import { createLocation, createVerifiedOwner } from '../modules/accounts/service';
import { mailsTo } from '../test/mail';
import { freePort } from '../test/postgres-cluster';
import { spawnServer, waitUntilHealthy, type ServerProcess } from '../test/server-process';

/**
 * Two real server processes started together on one empty PostgreSQL database, as a deployment
 * with several processes runs: both migrate (one after the other) and come up, a session made on
 * one is good on the other, the daily e-mail goes out once, and the sign-in limit is shared.
 * Runs in the PostgreSQL step (TEST_DATABASE_URL).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
// Tuesday 10:00 in US/Central, past the daily e-mail's sending hour (6:00 local).
const CLOCK_NOW = '2025-07-15T15:00:00Z';
// The daily e-mail job's first pass comes this long after a process listens (jobs/daily-summary/scheduler.ts).
const FIRST_PASS_MS = 5_000;
const XHR = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };

const databaseUrl = (name: string) => {
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return url.toString();
};

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

describe.runIf(!!serverUrl)('two server processes on one PostgreSQL', () => {
  const name = `rlo_two_${process.pid}_${randomBytes(4).toString('hex')}`;
  const dataDirs = [0, 1].map(() => mkdtempSync(path.join(os.tmpdir(), 'rlo-two-')));
  let servers: ServerProcess[] = [];
  let listeningSince = 0;
  let olgaCookie = '';

  const post = (server: ServerProcess, route: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}${route}`, {
      method: 'POST',
      headers: { ...XHR, ...headers },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const env = {
      DATABASE_URL: databaseUrl(name),
      DEMO_DATA: 'off',
      CLOCK_NOW,
      PUBLIC_URL: 'http://portal.test',
    };
    const ports = [await freePort(), await freePort()];
    servers = dataDirs.map((dir, i) => spawnServer({ ...env, DATA_DIR: dir, PORT: String(ports[i]) }));
    await Promise.all(servers.map((s) => waitUntilHealthy(s, 45_000)));
    listeningSince = Date.now();

    // The shop, right away: both processes' first daily e-mail pass comes a few seconds after they listen.
    const database = await openDatabase({ url: env.DATABASE_URL });
    try {
      const deps: AppDeps = {
        database,
        config: loadConfig({ ...env, DATA_DIR: dataDirs[0] }),
        clock: createClock(new Date(CLOCK_NOW)),
      };
      const owner = await createVerifiedOwner(deps, {
        businessName: 'Twin Auto',
        email: 'olga@twin.test',
        password: 'secret1',
      });
      await createLocation(deps, { partnerId: owner.partnerId, name: 'Twin Main' });
    } finally {
      await database.close();
    }
  }, 60_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('both migrate the empty database and come up', () => {
    for (const server of servers) {
      expect(server.alive(), server.output()).toBe(true);
      expect(server.output()).not.toMatch(/error/i);
    }
  });

  it('takes a session made on one process on the other', async () => {
    const login = await post(servers[0], '/auth/login', { email: 'olga@twin.test', password: 'secret1' });
    expect(login.status).toBe(200);
    const cookie =
      login.headers
        .getSetCookie()
        .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
        ?.split(';')[0] ?? '';
    olgaCookie = cookie;
    const me = await fetch(`${servers[1].baseUrl}/auth/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe('olga@twin.test');
  });

  it('sees on one process, at its next request, a change to the principal that the other kept', async () => {
    // The session of the test above: one more sign-in would change the sign-in limit's count below.
    const cookie = olgaCookie;
    const locations = () => fetch(`${servers[1].baseUrl}/locations`, { headers: { cookie } });
    // The second process reads the principal once and keeps it.
    expect((await locations()).status).toBe(200);
    expect((await locations()).status).toBe(200);
    // Unverified by something outside that process (a support fix), then verified again.
    const shop = new pg.Client({ connectionString: databaseUrl(name) });
    await shop.connect();
    try {
      await shop.query(`update users set verified = false where email = 'olga@twin.test'`);
      expect((await locations()).status).toBe(403);
      await shop.query(`update users set verified = true where email = 'olga@twin.test'`);
      expect((await locations()).status).toBe(200);
    } finally {
      await shop.end();
    }
  });

  it('sends the daily summary e-mail once, though both processes run the job', async () => {
    const mails = () => dataDirs.flatMap((dataDir) => mailsTo({ dataDir }, 'olga@twin.test'));
    // Both first passes are over 5 s after listening; a little more for the pass itself.
    const deadline = listeningSince + FIRST_PASS_MS + 20_000;
    while (mails().length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 250));
    // Then time for the other process's pass to have sent it a second time, if it could.
    const settle = Math.max(listeningSince + FIRST_PASS_MS + 2_000 - Date.now(), 1_000);
    await new Promise((resolve) => setTimeout(resolve, settle));
    expect(mails()).toHaveLength(1);
    // It reports Monday, the day before the business clock's Tuesday.
    expect(mails()[0].subject).toBe('Daily summary for Twin Main – 07/14/2025');
  }, 40_000);

  it('shares the sign-in limit per address: 20 wrong sign-ins over both, at least 10 refused', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      // Different accounts each time, so the per-account throttle stays out of it.
      statuses.push(
        (await post(servers[i % 2], '/auth/login', { email: `nobody${i}@twin.test`, password: 'wrong' }))
          .status,
      );
    }
    const refused = statuses.filter((s) => s === 429).length;
    // The sign-in above counted too: 9 more are allowed from this address in the minute, not 10 per process.
    expect(refused).toBeGreaterThanOrEqual(10);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(9);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });

  it('logs a startup failure as an error with the database’s own message and code', async () => {
    const missing = `${name}_missing`;
    const broken = spawnServer({
      DATABASE_URL: databaseUrl(missing),
      DEMO_DATA: 'off',
      DATA_DIR: dataDirs[0],
      PORT: String(await freePort()),
    });
    expect(await broken.exited).toBe(1);
    expect(broken.output()).toContain(
      `error: startup failed: database "${missing}" does not exist (code 3D000)`,
    );
  }, 30_000);
});
