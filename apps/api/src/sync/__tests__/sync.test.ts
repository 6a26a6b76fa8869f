import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { schema } from '@rlo/db';
import type { FastifyBaseLogger } from 'fastify';
import { alertPeriod, todayIn } from '../../analytics';
import { startFakeTekmetric, type FakeTekmetric } from '../../connectors/tekmetric/fake/server';
import { createLocation, createUser, createVerifiedOwner } from '../../modules/accounts/service';
import { api, createTestApp, signIn, XHR, type TestContext } from '../../test/app';
import { claimRun, executeRun, runQueuedSyncs, windowEnd } from '..';

// The connector's sync runs end to end: the real app and ingest path on a fresh database, pulling
// over HTTP from the fake Tekmetric (connectors.md §1).

const silent = { info: () => {}, warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
const { repairOrders, syncRuns, locations } = schema;

let fake: FakeTekmetric;
let ctx: TestContext;
let partnerId: number;
let locationId: number;
let foreignLocationId: number;
let owner: { cookie: string };
let staff: { cookie: string };

beforeAll(async () => {
  fake = await startFakeTekmetric({ port: 0, seed: 7, repairOrders: 230 });
  ctx = await createTestApp({ SECRETS_KEY: 'test-key', TEKMETRIC_BASE_URL: fake.url, TEKMETRIC_MAX_RPS: '0' });
  ({ partnerId } = await createVerifiedOwner(ctx.deps, { businessName: 'Sync Auto', email: 'owner@sync.test', password: 'secret1' }));
  ({ locationId } = await createLocation(ctx.deps, { partnerId, name: 'Sync North' }));
  const foreign = await createVerifiedOwner(ctx.deps, { businessName: 'Other', email: 'owner@other.test', password: 'secret1' });
  ({ locationId: foreignLocationId } = await createLocation(ctx.deps, { partnerId: foreign.partnerId, name: 'Other' }));
  await createUser(ctx.deps, { partnerId, email: 'staff@sync.test', password: 'secret1', role: 'User' });
  owner = await signIn(ctx.app, 'owner@sync.test', 'secret1');
  staff = await signIn(ctx.app, 'staff@sync.test', 'secret1');
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

const connection = (overrides: Record<string, string> = {}) => ({
  shopManagementType: 'TEKMETRIC',
  connectionID: String(fake.credentials.shopId),
  apiKey: fake.credentials.clientSecret,
  authentication: fake.credentials.clientId,
  ...overrides,
});

const save = (body: Record<string, unknown>, id = locationId, who = owner) =>
  ctx.app.inject({ method: 'POST', url: api(`/management-system?partnerId=${partnerId}&locationId=${id}`), headers: { ...who, ...XHR }, payload: body });
const check = (body: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: api(`/management-system/check?partnerId=${partnerId}&locationId=${locationId}`), headers: { ...owner, ...XHR }, payload: body });
const history = (id = locationId, who = owner) =>
  ctx.app.inject({ method: 'GET', url: api(`/locations/${id}/sync-runs`), headers: { ...who, ...XHR } });
const syncNow = (id = locationId, who = owner) =>
  ctx.app.inject({ method: 'POST', url: api(`/locations/${id}/sync-runs`), headers: { ...who, ...XHR } });

/** "Resync data" from a date; the 48-hour lock of the button is lifted first, as two days passing would. */
async function resync(date: string) {
  await ctx.deps.database.db.delete(schema.locationEvents).where(eq(schema.locationEvents.locationId, locationId));
  const response = await ctx.app.inject({ method: 'GET', url: api(`/locations/${locationId}/re_sync?date=${date}`), headers: { ...owner, ...XHR } });
  expect(response.statusCode).toBe(200);
}

const storedCount = async () =>
  (await ctx.deps.database.db.select({ n: count() }).from(repairOrders).where(eq(repairOrders.locationId, locationId)))[0].n;
const statusOf = async (externalId: string) =>
  (await ctx.deps.database.db.select({ status: repairOrders.status }).from(repairOrders).where(and(eq(repairOrders.locationId, locationId), eq(repairOrders.externalId, externalId))))[0]?.status;
const latestRun = async () => (await history()).json<{ runs: { id: number; state: string; kind: string; window_from: string; pages: number; received: number; inserted: number; updated: number; skipped: number; rejected: number; error: string | null; rejections: { external_id: string | null; reason: string }[] }[] }>().runs[0];

describe('Test connection', () => {
  it('says the credentials work, or what is wrong, without saving anything or echoing the secret', async () => {
    expect((await check(connection())).json()).toMatchObject({ outcome: 'ok' });
    const wrong = (await check(connection({ apiKey: 'not-the-secret-123' }))).json<{ outcome: string; message: string }>();
    expect(wrong.outcome).toBe('bad_credentials');
    expect(wrong.message).not.toContain('not-the-secret-123');
    expect((await check(connection({ connectionID: '999999' }))).json()).toMatchObject({ outcome: 'shop_not_in_scope' });
    expect((await check(connection({ connectionID: 'north' }))).json()).toMatchObject({ outcome: 'incomplete' });
    const saved = ctx.deps.config.tekmetric.baseUrl;
    ctx.deps.config.tekmetric.baseUrl = 'http://127.0.0.1:9';
    try {
      expect((await check(connection())).json()).toMatchObject({ outcome: 'unreachable' });
    } finally {
      ctx.deps.config.tekmetric.baseUrl = saved;
    }
    expect((await history()).json()).toMatchObject({ connected: false, runs: [] });
  });
});

describe('sync runs', () => {
  it('refuses a Tekmetric shop id that is not a number', async () => {
    const response = await save(connection({ connectionID: 'north' }));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/shop ID must be a number/);
  });

  it('queues the first sync back to the sync start year when the connection is saved, and pulls every RO once', async () => {
    expect((await save(connection())).statusCode).toBe(200);
    const queued = await latestRun();
    expect(queued).toMatchObject({ state: 'queued', kind: 'first', window_from: '2015-01-01' });
    expect(await runQueuedSyncs(ctx.deps, silent)).toBe(1);
    const run = await latestRun();
    const total = fake.shop.repairOrders.length;
    expect(run).toMatchObject({ state: 'succeeded', pages: Math.ceil(total / 100), received: total, inserted: total, updated: 0, rejected: 0, error: null });
    expect(await storedCount()).toBe(total);
    const [location] = await ctx.deps.database.db.select({ lastConfig: locations.lastConfig }).from(locations).where(eq(locations.id, locationId));
    expect(location.lastConfig?.sync_enabled).toBe(true);
    expect(Date.now() - new Date(location.lastConfig?.last_sync ?? 0).getTime()).toBeLessThan(60_000);
  });

  it('pulls edits, deletions and new ROs incrementally, from the last window minus the overlap', async () => {
    const [edited, removed] = fake.shop.repairOrders.filter((ro) => ro.repairOrderStatus.id === 5);
    fake.shop.edit(edited.id);
    fake.shop.remove(removed.id);
    fake.shop.add();
    const queued = await syncNow();
    expect(queued.statusCode).toBe(200);
    expect(queued.json()).toMatchObject({ kind: 'incremental', state: 'queued' });
    await runQueuedSyncs(ctx.deps, silent);
    const run = await latestRun();
    expect(run).toMatchObject({ state: 'succeeded', inserted: 1, updated: 2, rejected: 0 });
    expect(await statusOf(String(removed.id))).toBe('DELETED');
    expect(await storedCount()).toBe(fake.shop.repairOrders.length);
  });

  it('asking twice queues one run', async () => {
    const a = (await syncNow()).json<{ id: number }>();
    const b = (await syncNow()).json<{ id: number }>();
    expect(b.id).toBe(a.id);
    await runQueuedSyncs(ctx.deps, silent);
    expect(await latestRun()).toMatchObject({ id: a.id, state: 'succeeded', inserted: 0 });
  });

  it('a resync re-pulls from the chosen date and stores nothing twice', async () => {
    await resync('2015-01-01');
    expect(await latestRun()).toMatchObject({ kind: 'resync', state: 'queued', window_from: '2015-01-01' });
    await runQueuedSyncs(ctx.deps, silent);
    const run = await latestRun();
    expect(run).toMatchObject({ state: 'succeeded', inserted: 0, updated: 0, received: fake.shop.repairOrders.length });
    expect(run.skipped).toBe(fake.shop.repairOrders.length);
  });

  it('rejects a malformed RO with its reason and stores the rest of its page', async () => {
    const victim = fake.shop.repairOrders[3];
    fake.shop.corrupt(victim.id);
    await syncNow();
    await runQueuedSyncs(ctx.deps, silent);
    const run = await latestRun();
    expect(run.state).toBe('succeeded');
    expect(run.rejected).toBe(1);
    expect(run.rejections[0]).toMatchObject({ external_id: String(victim.id) });
    expect(run.rejections[0].reason).toMatch(/cents/);
  });

  it('a server failing midway fails the run with a plain message; the next run completes without doubles', async () => {
    const before = await storedCount();
    await resync('2015-01-01');
    // After the first page is stored, every repair-order call answers 500 (the client retries, then gives up).
    await runQueuedSyncs(ctx.deps, silent, { batchRos: 1, afterBatch: () => fake.fail('/api/v1/repair-orders', { status: 500 }, 50) });
    const failed = await latestRun();
    expect(failed.state).toBe('failed');
    // The page after the first may have been read ahead before the failures began: one or two stored.
    expect(failed.pages).toBeGreaterThanOrEqual(1);
    expect(failed.pages).toBeLessThan(Math.ceil(fake.shop.repairOrders.length / 100));
    expect(failed.error).toMatch(/Tekmetric answered 500/);
    expect(failed.error).not.toContain(fake.credentials.clientSecret);
    fake.recover();
    await syncNow();
    await runQueuedSyncs(ctx.deps, silent);
    expect(await latestRun()).toMatchObject({ state: 'succeeded' });
    expect(await storedCount()).toBe(before);
  });

  it('fails with a plain message when the credentials stop working', async () => {
    await save(connection({ apiKey: 'revoked-secret-value' }));
    await runQueuedSyncs(ctx.deps, silent);
    const run = await latestRun();
    expect(run.state).toBe('failed');
    expect(run.error).toMatch(/client id and secret/i);
    expect(run.error).not.toContain('revoked-secret-value');
    expect((await history()).json()).toMatchObject({ connected: true });
    await save(connection());
    await runQueuedSyncs(ctx.deps, silent);
  });
});

describe('KPI alerts after a sync', () => {
  it("evaluates the location's rules for the business day that ended as soon as a sync succeeds, once", async () => {
    // Any hour: the sync, not the morning e-mail hour, says the day's data is in.
    const [rule] = await ctx.deps.database.db
      .insert(schema.alertRules)
      .values({ partnerId, locationId, metric: 'sale_count', condition: 'above', threshold: -1, period: 'yesterday' })
      .returning();
    const [{ timezone }] = await ctx.deps.database.db.select({ timezone: locations.timezone }).from(locations).where(eq(locations.id, locationId));
    const businessDay = alertPeriod('yesterday', todayIn(timezone, new Date()));
    const raised = () => ctx.deps.database.db.select().from(schema.alerts).where(eq(schema.alerts.ruleId, rule.id));
    expect(await raised()).toEqual([]);
    await syncNow();
    await runQueuedSyncs(ctx.deps, silent);
    expect((await raised()).map((a) => ({ date: a.businessDate, from: a.fromDate, to: a.toDate }))).toEqual([{ date: businessDay.to, ...businessDay }]);
    await syncNow();
    await runQueuedSyncs(ctx.deps, silent);
    expect(await raised()).toHaveLength(1);
    await ctx.deps.database.db.delete(schema.alertRules).where(eq(schema.alertRules.id, rule.id));
  });
});

describe('a run killed midway', () => {
  it('is resumed from its next page by another worker once its lease runs out, and the dead one can record nothing', async () => {
    await resync('2015-01-01');
    const claimed = await claimRun(ctx.deps.database.db, { windowTo: windowEnd() });
    expect(claimed).not.toBeNull();
    let release = () => {};
    const hung = new Promise<void>((resolve) => (release = resolve));
    let pagesSeen = 0;
    // The first worker stops after its first page as a killed process would: its promise never ends.
    const dying = executeRun(ctx.deps, claimed!, silent, {
      batchRos: 1,
      afterBatch: async () => {
        pagesSeen += 1;
        await hung;
      },
    });
    for (let waited = 0; pagesSeen === 0 && waited < 200; waited += 1) await new Promise((r) => setTimeout(r, 50));
    expect(pagesSeen).toBe(1);
    // No second run of the location starts while the first holds its lease.
    expect(await claimRun(ctx.deps.database.db, { windowTo: windowEnd() })).toBeNull();
    await ctx.deps.database.db.update(syncRuns).set({ leaseUntil: sql`now() - interval '1 second'` }).where(eq(syncRuns.id, claimed!.id));
    expect(await runQueuedSyncs(ctx.deps, silent)).toBe(1);
    const [resumed] = await ctx.deps.database.db.select().from(syncRuns).where(eq(syncRuns.id, claimed!.id));
    expect(resumed).toMatchObject({ state: 'succeeded', attempts: 2, pages: Math.ceil(fake.shop.repairOrders.length / 100) });
    release();
    expect(await dying).toBe('running');
    const [after] = await ctx.deps.database.db.select().from(syncRuns).where(eq(syncRuns.id, claimed!.id));
    expect(after.pages).toBe(resumed.pages);
    expect(await storedCount()).toBe(fake.shop.repairOrders.length);
  });

  it('is handed back, not failed, when the database goes away midway, and resumes at once', async () => {
    await resync('2015-01-01');
    let batches = 0;
    // What node-postgres throws when the server restarts under a query (57P01 admin_shutdown).
    const lost = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    const claimed = await claimRun(ctx.deps.database.db, { windowTo: windowEnd() });
    expect(
      await executeRun(ctx.deps, claimed!, silent, {
        batchRos: 1,
        afterBatch: () => {
          batches += 1;
          if (batches === 1) throw lost;
        },
      }),
    ).toBe('running');
    const [paused] = await ctx.deps.database.db.select().from(syncRuns).where(eq(syncRuns.id, claimed!.id));
    expect(paused).toMatchObject({ state: 'running', pages: 1, error: null });
    // Its lease ended with the failure: the next pass takes it up without waiting for it to run out.
    expect(await runQueuedSyncs(ctx.deps, silent)).toBe(1);
    const [resumed] = await ctx.deps.database.db.select().from(syncRuns).where(eq(syncRuns.id, claimed!.id));
    expect(resumed).toMatchObject({ state: 'succeeded', attempts: 2, pages: Math.ceil(fake.shop.repairOrders.length / 100) });
    expect(await storedCount()).toBe(fake.shop.repairOrders.length);
  });

  it('two workers at once run a location once', async () => {
    await syncNow();
    const ran = await Promise.all([runQueuedSyncs(ctx.deps, silent), runQueuedSyncs(ctx.deps, silent)]);
    expect(ran[0] + ran[1]).toBe(1);
  });
});

describe('tenancy and roles', () => {
  it("answers 404 for another partner's location and 403 to a user who is not the account holder", async () => {
    expect((await history(foreignLocationId)).statusCode).toBe(404);
    expect((await syncNow(foreignLocationId)).statusCode).toBe(404);
    expect((await syncNow(locationId, staff)).statusCode).toBe(403);
    expect((await history(locationId, staff)).statusCode).toBe(200);
    const foreignCheck = await ctx.app.inject({
      method: 'POST',
      url: api(`/management-system/check?partnerId=${partnerId}&locationId=${foreignLocationId}`),
      headers: { ...owner, ...XHR },
      payload: connection(),
    });
    expect(foreignCheck.statusCode).toBe(404);
  });
});
