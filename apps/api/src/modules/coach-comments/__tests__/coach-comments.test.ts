import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { createLocation, createUser, createVerifiedOwner } from '../../accounts/service';
import { api, createTestApp, signIn, XHR, type TestContext } from '../../../test/app';
import { retryRequests } from '../requests';

let ctx: TestContext;
let partnerId: number;
let locationId: number;
let noEmailLocationId: number;
let owner: string;
let advisor: string;
const ids: number[] = [];

/** 12 KPI_ONLY comments a minute apart (the newest is #12), 2 RO comments and 1 e-mail KPI comment. */
async function seed() {
  const db = ctx.deps.database.db;
  const base = { partnerId, locationId, coachName: 'Casey Coach' };
  for (let i = 1; i <= 12; i += 1) {
    const [row] = await db
      .insert(schema.coachComments)
      .values({ ...base, kpiType: 'KPI_ONLY', title: `KPI ${i}`, description: 'x'.repeat(160), chartGroup: 'key_indicators', chartType: 'sale_count', createdAt: new Date(Date.UTC(2026, 2, 1, 12, i)) })
      .returning();
    ids.push(row.id);
  }
  await db.insert(schema.coachComments).values([
    { ...base, kpiType: 'REPAIR_ORDER', title: 'RO A', description: 'a', reference: 'RO-1', createdAt: new Date(Date.UTC(2026, 2, 2)) },
    { ...base, kpiType: 'REPAIR_ORDER', title: 'RO B', description: 'b', reference: 'RO-2', read: true, createdAt: new Date(Date.UTC(2026, 2, 3)) },
    { ...base, kpiType: 'EMAIL_KPI', title: 'Mail', description: 'm', createdAt: new Date(Date.UTC(2026, 2, 3)) },
  ]);
}

beforeAll(async () => {
  // No SMTP server listens on port 9: every mail fails until the test "repairs" the mail set-up.
  ctx = await createTestApp({ CLOCK_NOW: '2026-03-04T15:00:00Z', SMTP_URL: 'smtp://127.0.0.1:9' });
  ({ partnerId } = await createVerifiedOwner(ctx.deps, { businessName: 'Comment Garage', email: 'owner@cc.test', password: 'secret1' }));
  ({ locationId } = await createLocation(ctx.deps, { partnerId, name: 'Comment North' }));
  ({ locationId: noEmailLocationId } = await createLocation(ctx.deps, { partnerId, name: 'Comment South', subscriptions: ['rlo_standard'] }));
  const { userId: advisorId } = await createUser(ctx.deps, { partnerId, email: 'adv@cc.test', password: 'secret1', role: 'LocationManager' });
  // The advisor works at both locations (a LocationManager sees only theirs: docs/decisions/2026-11-26-location-manager-scoping.md).
  await ctx.deps.database.db.update(schema.users).set({ defaultLocationId: locationId }).where(eq(schema.users.id, advisorId));
  await ctx.deps.database.db.insert(schema.userLocations).values({ userId: advisorId, locationId: noEmailLocationId });
  owner = (await signIn(ctx.app, 'owner@cc.test', 'secret1')).cookie;
  advisor = (await signIn(ctx.app, 'adv@cc.test', 'secret1')).cookie;
  await seed();
});
afterAll(() => ctx.close());

const at = (loc = locationId) => `partnerId=${partnerId}&locationId=${loc}`;
const call = (method: 'GET' | 'POST', url: string, payload?: object, cookie = owner) =>
  ctx.app.inject({ method, url: api(url), headers: { cookie, ...XHR }, ...(payload ? { payload } : {}) });

describe('coach comment lists', () => {
  it('pages KPI-only comments newest first, 10 then 2', async () => {
    const first = (await call('GET', `/coach_comments?${at()}&kpi_type=KPI_ONLY&page_num=1&page_size=10`)).json();
    expect(first.map((c: { title: string }) => c.title)).toEqual(['KPI 12', 'KPI 11', 'KPI 10', 'KPI 9', 'KPI 8', 'KPI 7', 'KPI 6', 'KPI 5', 'KPI 4', 'KPI 3']);
    expect(first[0]).toMatchObject({ coachName: 'Casey Coach', kpiType: 'KPI_ONLY', read: false, reference: null, chartType: 'sale_count' });
    const second = (await call('GET', `/coach_comments?${at()}&kpi_type=KPI_ONLY&page_num=2&page_size=10`)).json();
    expect(second.map((c: { title: string }) => c.title)).toEqual(['KPI 2', 'KPI 1']);
  });

  it('lists by repair order (BY_REPAIR_ORDER), filters by RO number, and e-mail KPI comments', async () => {
    const ros = (await call('GET', `/coach_comments?${at()}&comment_filter=BY_REPAIR_ORDER`)).json();
    expect(ros.map((c: { reference: string }) => c.reference)).toEqual(['RO-2', 'RO-1']);
    const one = (await call('GET', `/coach_comments?${at()}&kpi_type=REPAIR_ORDER&ro_num=RO-1`)).json();
    expect(one.map((c: { title: string }) => c.title)).toEqual(['RO A']);
    const mail = (await call('GET', `/coach_comments?${at()}&kpi_type=EMAIL_KPI`)).json();
    expect(mail.map((c: { title: string }) => c.title)).toEqual(['Mail']);
  });

  it('answers 400 for an unknown kpi_type and 403 for a location without rlo_daily_email', async () => {
    expect((await call('GET', `/coach_comments?${at()}&kpi_type=ALL`)).statusCode).toBe(400);
    expect((await call('GET', `/coach_comments?${at(noEmailLocationId)}`)).statusCode).toBe(403);
  });
});

describe('reading a comment', () => {
  it('marks it read once and the unread count drops by one (12 KPI + RO A + Mail = 14 unread)', async () => {
    const count = async () => (await call('GET', `/${partnerId}/comment-count/${locationId}`, undefined, advisor)).json().count;
    expect(await count()).toBe(14);
    const read = await call('POST', `/coach_comment/read/${ids[0]}?${at()}&isEmailRead=false`, undefined, advisor);
    expect(read.json()).toMatchObject({ id: ids[0], read: true });
    expect(await count()).toBe(13);
    await call('POST', `/coach_comment/read/${ids[0]}?${at()}`, undefined, advisor);
    expect(await count()).toBe(13);
    expect((await call('GET', `/coach_comment/${ids[0]}`)).json()).toMatchObject({ title: 'KPI 1', read: true });
    const unread = (await call('GET', `/user/coach_comments?${at()}`)).json();
    expect(unread).toHaveLength(13);
    expect(unread.some((c: { id: number }) => c.id === ids[0])).toBe(false);
  });
});

describe('owner RO comments', () => {
  it('lets the shop owner comment an RO of the location by number, signed with the owner name; advisors may not', async () => {
    const db = ctx.deps.database.db;
    const [customer] = await db.insert(schema.customers).values({ partnerId, locationId, externalId: 'c-77', firstName: 'Quinn' }).returning();
    await db.insert(schema.repairOrders).values({ partnerId, locationId, customerId: customer.id, externalId: 'ro-77', orderNumber: 'RO-77', status: 'CLOSED', openedAt: new Date('2026-03-02T14:00:00Z'), closedAt: new Date('2026-03-02T20:00:00Z'), modifiedAt: new Date('2026-03-02T20:00:00Z'), businessDate: '2026-03-02' });
    const saved = await call('POST', `/coach_comment/save?${at()}`, { reference: 'RO-77', title: 'Check labor', description: 'Hours look low.' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ kpiType: 'REPAIR_ORDER', reference: 'RO-77', coachName: 'Comment Garage', read: false });
    expect((await call('POST', `/coach_comment/save?${at()}`, { reference: 'RO-404', title: 't', description: 'd' })).statusCode).toBe(404);
    expect((await call('POST', `/coach_comment/save?${at()}`, { reference: 'RO-77', title: 't', description: 'd' }, advisor)).statusCode).toBe(403);
    expect((await call('POST', `/coach_comment/save?${at()}`, { reference: 'RO-77', title: '', description: 'd' })).statusCode).toBe(400);
  });
});

describe('coaching requests', () => {
  it('stores a request even when its e-mail fails, shows it as already made, and the retry job sends it later', async () => {
    const body = { type: 'Coaching_Call', commentId: ids[1], description: 'Call me Tuesday', coachName: 'Casey Coach', chartGroup: 'key_indicators', chartType: 'sale_count', name: 'Dana Owner', email: 'owner@cc.test' };
    const saved = await call('POST', `/coaching-request/save?${at()}`, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ type: 'Coaching_Call', commentId: ids[1], name: 'Dana Owner' });
    const [stored] = await ctx.deps.database.db.select().from(schema.coachingRequests).where(eq(schema.coachingRequests.id, saved.json().id));
    expect(stored).toMatchObject({ status: 'failed', attempts: 1 });

    const made = (await call('GET', `/coaching-request/${ids[1]}`)).json();
    expect(made.map((r: { type: string }) => r.type)).toEqual(['Coaching_Call']);

    // The mail set-up is repaired (no SMTP: mails are written to files); the retry job sends it.
    ctx.deps.config.smtpUrl = undefined;
    expect(await retryRequests({ ...ctx.deps, log: ctx.app.log })).toBe(1);
    const [after] = await ctx.deps.database.db.select().from(schema.coachingRequests).where(eq(schema.coachingRequests.id, saved.json().id));
    expect(after).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(await retryRequests({ ...ctx.deps, log: ctx.app.log })).toBe(0);
  });

  it('sends a request once when two retry passes run at the same time, and skips one another process holds', async () => {
    ctx.deps.config.smtpUrl = undefined;
    const db = ctx.deps.database.db;
    const base = { partnerId, locationId, type: 'Training_Request' as const, commentId: ids[3], name: 'Dana', email: 'owner@cc.test' };
    const [free] = await db.insert(schema.coachingRequests).values(base).returning();
    // Another process took this one a moment ago and is still sending it.
    const [held] = await db.insert(schema.coachingRequests).values({ ...base, claimedUntil: new Date(Date.now() + 60_000) }).returning();
    // This one was taken by a process that died: its claim ran out.
    const [orphan] = await db.insert(schema.coachingRequests).values({ ...base, claimedUntil: new Date(Date.now() - 1_000) }).returning();

    const passes = await Promise.all([retryRequests({ ...ctx.deps, log: ctx.app.log }), retryRequests({ ...ctx.deps, log: ctx.app.log })]);
    expect(passes[0] + passes[1]).toBe(2);
    const rows = await db.select().from(schema.coachingRequests);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(free.id)).toMatchObject({ status: 'sent', attempts: 1, claimedUntil: null });
    expect(byId.get(orphan.id)).toMatchObject({ status: 'sent', attempts: 1, claimedUntil: null });
    expect(byId.get(held.id)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('refuses a comment of another location (404) and a bad e-mail (400)', async () => {
    const body = { type: 'Training_Request', commentId: ids[2], name: 'Dana', email: 'owner@cc.test' };
    expect((await call('POST', `/coaching-request/save?${at()}`, { ...body, email: 'nope' })).statusCode).toBe(400);
    expect((await call('POST', `/coaching-request/save?${at()}`, { ...body, commentId: 999_999 })).statusCode).toBe(404);
  });
});
