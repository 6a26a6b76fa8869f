// Report answers are cached on the data version of the locations in scope (issue 28): a matching
// If-None-Match answers 304 without computing, and every kind of change to what a figure is read
// from makes the next answer fresh — in this process and in another one on the same database.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { buildApp } from '../../../app';
import { ingestBatch } from '../../../ingest';
import { api, createTestApp, signIn, XHR, type TestContext } from '../../../test/app';
import { seedGoldenPartner } from './golden-seed';
import { LOCATION_1_ROS } from './golden-data';

let ctx: TestContext;
let cookie: string;
let partnerId: number;
let l1: number;
let l2: number;

beforeAll(async () => {
  ctx = await createTestApp({ CLOCK_NOW: '2026-03-04T18:00:00Z' });
  ({ partnerId, l1, l2 } = await seedGoldenPartner(ctx.deps, {
    businessName: 'Cache Garage',
    email: 'cache@garage.test',
    password: 'secret1',
  }));
  ({ cookie } = await signIn(ctx.app, 'cache@garage.test', 'secret1'));
});
afterAll(() => ctx.close());

const daily = () => `/dashboard/${partnerId}/reports/daily_summary?location_id=${l1}`;
const forecast = () => `/dashboard/${partnerId}/forcast_summary?location_id=${l1}`;

async function get(path: string, etag?: string, app = ctx.app, as = cookie) {
  return app.inject({
    method: 'GET',
    url: api(path),
    headers: { cookie: as, ...(etag ? { 'if-none-match': etag } : {}) },
  });
}

/** The answer's ETag, checking it came with a full 200 answer. */
async function etagOf(path: string, app = ctx.app) {
  const res = await get(path, undefined, app);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-cache');
  return { etag: String(res.headers.etag), body: res.json() };
}

/** After `change`, the old ETag no longer matches: the answer is computed again, and returned. */
async function freshAfter(path: string, change: () => Promise<unknown>) {
  const before = await etagOf(path);
  expect((await get(path, before.etag)).statusCode).toBe(304);
  await change();
  const computed = ctx.app.answers.stats.computed;
  const after = await get(path, before.etag);
  expect(after.statusCode, after.body).toBe(200);
  expect(ctx.app.answers.stats.computed).toBe(computed + 1);
  expect(after.headers.etag).not.toBe(before.etag);
  return { before: before.body, after: after.json() };
}

const roId = async (externalId: string) => {
  const [row] = await ctx.deps.database.db
    .select({ id: schema.repairOrders.id })
    .from(schema.repairOrders)
    .where(and(eq(schema.repairOrders.locationId, l1), eq(schema.repairOrders.externalId, externalId)));
  return row.id;
};

describe('an unchanged answer', () => {
  it('is 304 with an empty body when the client has it, and sent from memory otherwise, computed once', async () => {
    const first = await etagOf(daily());
    const { computed, served, notModified } = ctx.app.answers.stats;
    const again = await get(daily(), first.etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.etag);
    const plain = await get(daily());
    expect(plain.json()).toEqual(first.body);
    expect(ctx.app.answers.stats).toEqual({ computed, served: served + 1, notModified: notModified + 1, compressed: 0, partsComputed: 0, partsReused: 0 });
  });

  it('is compressed once per encoding a browser asks for, and the same JSON in each', async () => {
    const plain = await etagOf(daily());
    const asBrowser = (encoding: string) =>
      ctx.app.inject({ method: 'GET', url: api(daily()), headers: { cookie, 'accept-encoding': encoding } });
    const before = ctx.app.answers.stats.compressed;
    const br = await asBrowser('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers.etag).toBe(plain.etag);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.body);
    const brAgain = await asBrowser('br');
    expect(brAgain.rawPayload.equals(br.rawPayload)).toBe(true);
    const gzip = await asBrowser('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.body);
    // Two encodings, each compressed once; the second brotli request was served as kept.
    expect(ctx.app.answers.stats.compressed).toBe(before + 2);
    // A browser revalidates with the ETag it got with a compressed body: 304.
    expect((await get(daily(), String(br.headers.etag))).statusCode).toBe(304);
  });

  it('has one ETag whatever the order of the query parameters, and another for other parameters', async () => {
    const a = await etagOf(`/dashboard/${partnerId}/reports/daily_summary?location_id=${l1}&year=2025`);
    const b = await etagOf(`/dashboard/${partnerId}/reports/daily_summary?year=2025&location_id=${l1}`);
    const other = await etagOf(`/dashboard/${partnerId}/reports/daily_summary?location_id=${l2}&year=2025`);
    expect(a.etag).toBe(b.etag);
    expect(other.etag).not.toBe(a.etag);
  });
});

describe('every change that moves a figure makes the next answer fresh', () => {
  it('an ingest batch', async () => {
    const newRo = {
      ...LOCATION_1_ROS[0],
      external_id: 'cache-new',
      order_number: '9001',
      opened: '2026-03-04T08:00:00-06:00',
      closed: '2026-03-04T09:00:00-06:00',
    };
    const { before, after } = await freshAfter(daily(), () =>
      ingestBatch(ctx.deps, { locationId: l1, source: 'cli' }, [newRo]),
    );
    expect(after.current_month.sale_count).toBe(before.current_month.sale_count + 1);
  });

  it('deleting an RO, then restoring it', async () => {
    const url = api(`/repair-order/update/${await roId('r1')}`);
    const send = (status: string) =>
      ctx.app.inject({ method: 'DELETE', url: `${url}?orderStatus=${status}`, headers: { cookie, ...XHR } });
    const deleted = await freshAfter(daily(), () => send('DELETED'));
    expect(deleted.after.current_month.sale_count).toBe(deleted.before.current_month.sale_count - 1);
    const restored = await freshAfter(daily(), () => send('CLOSED'));
    expect(restored.after.current_month.sale_count).toBe(deleted.before.current_month.sale_count);
  });

  it('merging customers', async () => {
    // Ana Lopez again under another id in the shop's system: a duplicate of golden C1.
    const first = LOCATION_1_ROS[0];
    const duplicate = {
      ...first,
      external_id: 'cache-dup',
      order_number: '9004',
      customer: { ...first.customer, external_id: 'c1-dup' },
    };
    await ingestBatch(ctx.deps, { locationId: l1, source: 'cli' }, [duplicate]);
    const ids = await ctx.deps.database.db
      .select({ id: schema.customers.id })
      .from(schema.customers)
      .where(
        and(eq(schema.customers.locationId, l1), inArray(schema.customers.externalId, ['c1', 'c1-dup'])),
      );
    expect(ids).toHaveLength(2);
    await freshAfter(daily(), async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: api(`/customer/${partnerId}/merge/${l1}?customerIds=${ids.map((c) => c.id).join(',')}`),
        headers: { cookie, ...XHR },
      });
      expect(res.statusCode, res.body).toBe(200);
    });
  });

  it('a forecast goal, then a location setting the forecast reads (working days)', async () => {
    const goal = await freshAfter(forecast(), async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: api(`/${partnerId}/forecastGoal/${l1}?goal=7000000&month=3&year=2026`),
        headers: { cookie, ...XHR },
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(goal.after.month.set_goal_cent).toBe(7_000_000);
    await freshAfter(forecast(), () =>
      ctx.deps.database.db
        .update(schema.locations)
        .set({ workingDays: 6 })
        .where(eq(schema.locations.id, l1)),
    );
  });

  it('but not a change that moves no figure (the agent config), nor a change at another location', async () => {
    const { etag } = await etagOf(daily());
    await ctx.deps.database.db
      .update(schema.locations)
      .set({ lastConfig: { sync_enabled: true, last_sync: '2026-03-04T10:00:00Z' } })
      .where(eq(schema.locations.id, l1));
    const newRo = { ...LOCATION_1_ROS[0], external_id: 'elsewhere', order_number: '9002' };
    await ingestBatch(ctx.deps, { locationId: l2, source: 'cli' }, [newRo]);
    expect((await get(daily(), etag)).statusCode).toBe(304);
  });
});

describe('several processes and several partners', () => {
  it('a second process on the same database sees the first one’s change at once', async () => {
    const other = await buildApp(ctx.deps);
    await other.ready();
    try {
      const { etag } = await etagOf(daily(), other);
      // The same data and code: both processes hand out the same ETag.
      expect((await get(daily(), etag)).statusCode).toBe(304);
      const newRo = {
        ...LOCATION_1_ROS[0],
        external_id: 'cache-other',
        order_number: '9003',
        opened: '2026-03-04T08:00:00-06:00',
        closed: '2026-03-04T09:00:00-06:00',
      };
      await ingestBatch(ctx.deps, { locationId: l1, source: 'cli' }, [newRo]);
      expect((await get(daily(), etag, other)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('never gives one partner the other’s answer, even with its ETag', async () => {
    const { etag, body } = await etagOf(`/dashboard/${partnerId}/reports/daily_summary?location_id=all`);
    const second = await seedGoldenPartner(ctx.deps, {
      businessName: 'Other Garage',
      email: 'other@garage.test',
      password: 'secret1',
    });
    const { cookie: otherCookie } = await signIn(ctx.app, 'other@garage.test', 'secret1');
    const own = await get(
      `/dashboard/${second.partnerId}/reports/daily_summary?location_id=all`,
      etag,
      ctx.app,
      otherCookie,
    );
    expect(own.statusCode).toBe(200);
    expect(own.headers.etag).not.toBe(etag);
    // The same golden data, but its own answer: the first partner's has the extra ROs ingested above.
    expect(own.json().current_month.sale_count).not.toBe(body.current_month.sale_count);
    const theirs = await get(
      `/dashboard/${partnerId}/reports/daily_summary?location_id=${l1}`,
      etag,
      ctx.app,
      otherCookie,
    );
    expect(theirs.statusCode).toBe(403);
  });
});
