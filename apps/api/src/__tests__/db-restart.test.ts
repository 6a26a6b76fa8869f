import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { migrateDatabase, openDatabase } from '@rlo/db';
import { SESSION_COOKIE } from '@rlo/contract';
import { createClock } from '../clock';
import { loadConfig } from '../config';
import type { AppDeps } from '../deps';
import { issueAgentToken } from '../ingest';
import { createLocation, createVerifiedOwner } from '../modules/accounts/service';
import { freePort, startPostgresCluster, type PostgresCluster } from '../test/postgres-cluster';
import { spawnServer, waitUntilHealthy, type ServerProcess } from '../test/server-process';

/**
 * Losing the database must not take the API down. A real server process on a private PostgreSQL
 * server, which the test restarts while an agent ingest batch is being written and stops while
 * requests come in: the process stays up, requests meanwhile answer 503 in the api.md shape (or
 * succeed), the first requests once the database is back succeed, and no batch is half-stored.
 * Runs in the PostgreSQL step of CI (TEST_DATABASE_URL set), where the server binaries are.
 */
const BATCH = 200;
const XHR = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };

interface Answer {
  status: number;
  body: unknown;
  retryAfter: string | null;
  at: number;
}

const ro = (batch: number, n: number) => ({
  external_id: `b${batch}-${n}`,
  order_number: `${batch}-${n}`,
  status: 'CLOSED',
  opened: '2025-03-04T08:00:00-06:00',
  closed: '2025-03-04T12:00:00-06:00',
  customer: { external_id: `c-${batch}-${n}`, first_name: 'Ana' },
  labor: [{ sold_price_cents: 10000, cost_cents: 3000, sold_seconds: 3600, actual_seconds: 3600 }],
});

describe.runIf(!!process.env.TEST_DATABASE_URL)('losing the database', () => {
  let cluster: PostgresCluster;
  let server: ServerProcess;
  let dataDir: string;
  let locationId: number;
  let agentToken: string;
  let cookie: string;

  // A process that died answers nothing: status 0, and the test reports the process's output.
  const call = async (url: string, init: RequestInit = {}): Promise<Answer> => {
    try {
      const response = await fetch(url, init);
      const body: unknown = await response.json().catch(() => null);
      return {
        status: response.status,
        body,
        retryAfter: response.headers.get('retry-after'),
        at: Date.now(),
      };
    } catch (error) {
      return { status: 0, body: String(error), retryAfter: null, at: Date.now() };
    }
  };
  const ingest = (batch: number) =>
    call(`${server.baseUrl}/agent/locations/${locationId}/repair-orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${agentToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ repair_orders: Array.from({ length: BATCH }, (_, n) => ro(batch, n)) }),
    });
  // A private read: the session lookup and the user's view both come from the database.
  const read = () => call(`${server.baseUrl}/auth/me`, { headers: { cookie } });

  /** Rows stored per batch number, read on a connection of the test's own. */
  async function storedPerBatch(): Promise<Map<number, number>> {
    const client = new pg.Client({ connectionString: cluster.url('rlo') });
    await client.connect();
    try {
      const { rows } = await client.query<{ batch: number; n: number }>(
        `select split_part(substr(external_id, 2), '-', 1)::int as batch, count(*)::int as n
           from repair_orders where location_id = $1 group by 1`,
        [locationId],
      );
      return new Map(rows.map((r) => [r.batch, r.n]));
    } finally {
      await client.end();
    }
  }

  /** Waits until the server has a transaction open that writes repair orders. */
  async function ingestTransactionOpen(): Promise<void> {
    const client = new pg.Client({ connectionString: cluster.url('postgres') });
    client.on('error', () => undefined);
    await client.connect();
    try {
      for (let i = 0; i < 500; i++) {
        const { rows } = await client.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
            where datname = 'rlo' and backend_xid is not null and query ilike '%repair_order%'`,
        );
        if (rows[0].n > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      throw new Error('no ingest transaction was seen');
    } finally {
      await client.end();
    }
  }

  const expectUnavailable = (a: Answer) => {
    expect(a.status).toBe(503);
    expect(a.body).toEqual({
      status: 503,
      title: '503 - Service Unavailable',
      message: 'The database is unavailable right now. Please try again in a moment.',
    });
    expect(Number(a.retryAfter)).toBeGreaterThan(0);
  };

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    const admin = new pg.Client({ connectionString: cluster.url('postgres') });
    await admin.connect();
    await admin.query('create database rlo');
    await admin.end();

    dataDir = mkdtempSync(path.join(os.tmpdir(), 'rlo-restart-'));
    const env = {
      DATABASE_URL: cluster.url('rlo'),
      DEMO_DATA: 'off',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://portal.test',
    };
    const database = await openDatabase({ url: env.DATABASE_URL });
    try {
      await migrateDatabase(database);
      const deps: AppDeps = { database, config: loadConfig(env), clock: createClock() };
      const owner = await createVerifiedOwner(deps, {
        businessName: 'Restart Auto',
        email: 'owner@restart.test',
        password: 'secret1',
      });
      ({ locationId } = await createLocation(deps, { partnerId: owner.partnerId, name: 'Restart Main' }));
      ({ token: agentToken } = await issueAgentToken(deps, owner.partnerId, locationId));
    } finally {
      await database.close();
    }

    server = spawnServer({ ...env, PORT: String(await freePort()) });
    await waitUntilHealthy(server, 45_000);
    const login = await fetch(`${server.baseUrl}/auth/login`, {
      method: 'POST',
      headers: XHR,
      body: JSON.stringify({ email: 'owner@restart.test', password: 'secret1' }),
    });
    expect(login.status).toBe(200);
    const token = login.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
      ?.split(';')[0];
    cookie = token ?? '';
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await cluster?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps serving through a restart during an ingest batch; no batch is half-stored', async () => {
    const ingests = new Map<number, Answer>();
    const reads: Answer[] = [];
    let restartedAt = Infinity;
    let stop = false;
    // Ingest and reads keep coming, one after the other each, until both have succeeded twice after the restart.
    const settled = (list: Answer[]) =>
      list.filter((a) => a.at > restartedAt && a.status === 200).length >= 2;
    const ingestLoop = (async () => {
      for (let batch = 1; !stop && batch < 400; batch++) ingests.set(batch, await ingest(batch));
    })();
    const readLoop = (async () => {
      while (!stop) reads.push(await read());
    })();

    await ingestTransactionOpen();
    await cluster.restart();
    restartedAt = Date.now();
    const deadline = Date.now() + 20_000;
    while (!(settled([...ingests.values()]) && settled(reads)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    stop = true;
    await Promise.all([ingestLoop, readLoop]);

    expect(server.alive(), server.output()).toBe(true);
    const answers = [...ingests.values(), ...reads];
    for (const a of answers) {
      if (a.status !== 200) expectUnavailable(a);
    }
    // The batch being written when the server went down was refused, not half-taken.
    expect([...ingests.values()].some((a) => a.status === 503)).toBe(true);
    expect(settled([...ingests.values()])).toBe(true);
    expect(settled(reads)).toBe(true);

    const stored = await storedPerBatch();
    for (const [batch, a] of ingests) {
      const rows = stored.get(batch) ?? 0;
      // A 503 may come after the commit reached the server (the answer was lost): all or nothing.
      if (a.status === 200) expect(rows, `batch ${batch}`).toBe(BATCH);
      else expect([0, BATCH], `batch ${batch}`).toContain(rows);
    }
    expect(server.output()).not.toMatch(/Unhandled 'error' event|Connection terminated unexpectedly\n\s+at/);
  }, 60_000);

  it('answers 503 while the database is down, and the first requests after it is back succeed', async () => {
    await cluster.stop();
    try {
      expectUnavailable(await ingest(1001));
      expectUnavailable(await read());
      const health = await fetch(`${server.baseUrl}/health`);
      expect(health.status).toBe(503);
    } finally {
      await cluster.start();
    }
    expect(server.alive(), server.output()).toBe(true);
    expect((await ingest(1002)).status).toBe(200);
    expect((await read()).status).toBe(200);
    const stored = await storedPerBatch();
    expect(stored.get(1001)).toBeUndefined();
    expect(stored.get(1002)).toBe(BATCH);
  }, 60_000);
});
