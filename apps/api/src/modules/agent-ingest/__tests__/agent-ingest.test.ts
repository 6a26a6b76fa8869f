import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { createLocation, createUser, createVerifiedOwner } from '../../accounts/service';
import { api, createTestApp, signIn, XHR, type TestContext } from '../../../test/app';

let ctx: TestContext;
let partnerId: number;
let locationId: number;
let otherLocationId: number;
let foreignLocationId: number;
let ownerCookie: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ partnerId } = await createVerifiedOwner(ctx.deps, {
    businessName: 'Agent Auto',
    email: 'owner@agent.test',
    password: 'secret1',
  }));
  ({ locationId } = await createLocation(ctx.deps, { partnerId, name: 'Agent North' }));
  ({ locationId: otherLocationId } = await createLocation(ctx.deps, { partnerId, name: 'Agent South' }));
  const foreign = await createVerifiedOwner(ctx.deps, {
    businessName: 'Other Garage',
    email: 'owner@other.test',
    password: 'secret1',
  });
  ({ locationId: foreignLocationId } = await createLocation(ctx.deps, {
    partnerId: foreign.partnerId,
    name: 'Other',
  }));
  await createUser(ctx.deps, { partnerId, email: 'staff@agent.test', password: 'secret1', role: 'User' });
  ({ cookie: ownerCookie } = await signIn(ctx.app, 'owner@agent.test', 'secret1'));
});
afterAll(() => ctx.close());

const issueToken = (id: number, cookie = ownerCookie) =>
  ctx.app.inject({ method: 'POST', url: api(`/locations/${id}/agent-token`), headers: { cookie, ...XHR } });

const send = (id: number, token: string | null, repairOrders: unknown[]) =>
  ctx.app.inject({
    method: 'POST',
    url: api(`/agent/locations/${id}/repair-orders`),
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
    payload: { repair_orders: repairOrders },
  });

const ro = (externalId: string) => ({
  external_id: externalId,
  order_number: externalId,
  status: 'CLOSED',
  opened: '2025-03-04T08:00:00-06:00',
  closed: '2025-03-04T12:00:00-06:00',
  modified: '2025-03-04T12:00:00-06:00',
  customer: { external_id: 'c-1', first_name: 'Ana' },
  labor: [{ sold_price_cents: 10000, cost_cents: 3000, sold_seconds: 3600, actual_seconds: 3600 }],
});

describe('agent token', () => {
  it('is issued to the shop owner, shown once and stored hashed', async () => {
    const res = await issueToken(locationId);
    expect(res.statusCode).toBe(200);
    const { token, created_at } = res.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(created_at)).toBeLessThanOrEqual(Date.now());
    const [row] = await ctx.deps.database.db
      .select()
      .from(schema.locations)
      .where(eq(schema.locations.id, locationId));
    expect(row.agentTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.agentTokenHash).not.toContain(token);
    expect(row.agentTokenCreatedAt?.toISOString()).toBe(created_at);
  });

  it('is refused to a user who is neither shop owner nor Admin, and for another partner’s location', async () => {
    const { cookie } = await signIn(ctx.app, 'staff@agent.test', 'secret1');
    expect((await issueToken(locationId, cookie)).statusCode).toBe(403);
    expect((await issueToken(foreignLocationId)).statusCode).toBe(404);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: api(`/locations/${locationId}/agent-token`),
      headers: XHR,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /agent/locations/:locationId/repair-orders', () => {
  it('answers 401 without a token or with a wrong one', async () => {
    for (const token of [null, 'not-a-token']) {
      const res = await send(locationId, token, [ro('a')]);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        status: 401,
        title: '401 - Unauthorized',
        message: 'Access is denied due to invalid credentials.',
      });
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
    const basic = await ctx.app.inject({
      method: 'POST',
      url: api(`/agent/locations/${locationId}/repair-orders`),
      headers: { authorization: 'Basic dXNlcjpwYXNz' },
      payload: { repair_orders: [] },
    });
    expect(basic.statusCode).toBe(401);
  });

  it('answers 404 when the token belongs to another location', async () => {
    const { token } = (await issueToken(locationId)).json();
    expect((await send(otherLocationId, token, [ro('a')])).statusCode).toBe(404);
  });

  it('answers 413 above 1,000 repair orders, before looking at them', async () => {
    const { token } = (await issueToken(locationId)).json();
    const res = await send(
      locationId,
      token,
      Array.from({ length: 1001 }, () => ({ junk: true })),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      status: 413,
      title: '413 - Payload Too Large',
      message:
        'A batch holds at most 1000 repair orders; this one has 1001. Send them in batches of 1000 or fewer.',
    });
  });

  it('answers 400 for a body without repair_orders', async () => {
    const { token } = (await issueToken(locationId)).json();
    const res = await ctx.app.inject({
      method: 'POST',
      url: api(`/agent/locations/${locationId}/repair-orders`),
      headers: { authorization: `Bearer ${token}` },
      payload: { orders: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ path: 'repair_orders' })]);
  });

  it('ingests the batch without a session or X-Requested-With and answers the counts', async () => {
    const { token } = (await issueToken(locationId)).json();
    const res = await send(locationId, token, [ro('a'), ro('b'), { ...ro('c'), status: 'CLOSING' }]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      inserted: 2,
      updated: 0,
      skipped: 0,
      rejected: 1,
      rejections: [
        { index: 2, external_id: 'c', reason: 'status: must be one of OPEN, ESTIMATE, CLOSED, DELETED' },
      ],
    });
    const again = await send(locationId, token, [ro('a'), ro('b')]);
    expect(again.json()).toMatchObject({ inserted: 0, updated: 0, skipped: 2, rejected: 0 });
    const [daily] = await ctx.deps.database.db
      .select()
      .from(schema.dailyRollups)
      .where(eq(schema.dailyRollups.locationId, locationId));
    // a and b: 2 × labor 10000 (cost 3000) → sales 20000, GP 2 × 7000 = 14000.
    expect(daily).toMatchObject({
      businessDate: '2025-03-04',
      roCount: 2,
      totalSoldCents: 20000,
      grossProfitCents: 14000,
    });
    const [batch] = await ctx.deps.database.db
      .select()
      .from(schema.ingestBatches)
      .where(eq(schema.ingestBatches.locationId, locationId));
    expect(batch).toMatchObject({ source: 'agent', inserted: 2, rejected: 1 });
  });

  it('stops accepting a token once it is rotated', async () => {
    const { token: old } = (await issueToken(locationId)).json();
    expect((await send(locationId, old, [])).statusCode).toBe(200);
    const { token: rotated } = (await issueToken(locationId)).json();
    expect(rotated).not.toBe(old);
    expect((await send(locationId, old, [])).statusCode).toBe(401);
    expect((await send(locationId, rotated, [])).statusCode).toBe(200);
  });
});

describe('one bad RO never costs the batch (docs/ingest-limits.md)', () => {
  it('rejects an RO whose external_id holds a NUL, by index, and stores the valid ROs beside it', async () => {
    // A NUL once reached the batch record (jsonb cannot hold it): 500, every valid RO lost, the agent stuck retrying.
    const { token } = (await issueToken(otherLocationId)).json();
    const res = await send(otherLocationId, token, [ro('n-1'), ro('n\u00002'), ro('n-3')]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      inserted: 2,
      updated: 0,
      skipped: 0,
      rejected: 1,
      rejections: [
        { index: 1, external_id: 'n\uFFFD2', reason: 'external_id: must not contain NUL characters; order_number: must not contain NUL characters' },
      ],
    });
    const stored = await ctx.deps.database.db
      .select({ externalId: schema.repairOrders.externalId })
      .from(schema.repairOrders)
      .where(eq(schema.repairOrders.locationId, otherLocationId));
    expect(stored.map((r) => r.externalId).sort()).toEqual(['n-1', 'n-3']);
    // The same batch again: the retry goes through (nothing new) instead of failing forever.
    expect((await send(otherLocationId, token, [ro('n-1'), ro('n\u00002'), ro('n-3')])).json()).toMatchObject({ skipped: 2, rejected: 1 });
  });

  it('rejects ROs over a limit with their reasons, and keeps a NUL out of free texts without losing the RO', async () => {
    const { token } = (await issueToken(otherLocationId)).json();
    const tooManyLines = { ...ro('l-2'), labor: Array.from({ length: 1001 }, () => ({ sold_price_cents: 1 })) };
    const longText = { ...ro('l-3'), customer: { external_id: 'c-1', first_name: 'x'.repeat(201) } };
    const farFuture = { ...ro('l-4'), closed: '9999-12-31T23:59:59Z' };
    const hugeId = { ...ro('l-5'), external_id: 'y'.repeat(100_000) };
    const nulInText = { ...ro('l-6'), customer: { external_id: 'c-6', first_name: 'A\u0000na' }, labor: [{ description: 'pads\u0000', sold_price_cents: 500 }] };
    const res = await send(otherLocationId, token, [ro('l-1'), tooManyLines, longText, farFuture, hugeId, nulInText]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ inserted: 2, rejected: 4 });
    expect(body.rejections).toEqual([
      { index: 1, external_id: 'l-2', reason: 'labor: must hold at most 1000 items' },
      { index: 2, external_id: 'l-3', reason: 'customer.first_name: must have at most 200 characters' },
      { index: 3, external_id: 'l-4', reason: 'closed: must be in the years 1970 to 2100' },
      // Reported cut to the id limit, so a hostile id cannot bloat the stored batch record.
      { index: 4, external_id: `${'y'.repeat(100)}…`, reason: 'external_id: must have at most 100 characters' },
    ]);
    const [customer] = await ctx.deps.database.db
      .select({ firstName: schema.customers.firstName })
      .from(schema.customers)
      .where(and(eq(schema.customers.locationId, otherLocationId), eq(schema.customers.externalId, 'c-6')));
    expect(customer.firstName).toBe('Ana');
  });
});
