import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { ingestBatch } from '../ingest';
import { locationRecipients } from '../jobs/daily-summary/outbox';
import { createLocation, createUser, createVerifiedOwner } from '../modules/accounts/service';
import { LOCATION_1_ROS, LOCATION_2_ROS } from '../modules/reports/__tests__/golden-data';
import { api, createTestApp, signIn, type TestContext } from '../test/app';

// docs/decisions/2026-11-26-location-manager-scoping.md "LocationManager location scoping": a LocationManager assigned location 1 sees
// nothing of location 2 (404, as for another partner's), and their All locations is location 1
// alone; the shop owner, an Admin and a plain User still see both. Today: 2026-03-04; the golden
// data has counted ROs in March at both locations.

let ctx: TestContext;
let partnerId: number;
let l1: number;
let l2: number;
const cookies: Record<'owner' | 'admin' | 'user' | 'manager' | 'unassigned', string> = { owner: '', admin: '', user: '', manager: '', unassigned: '' };
const at: Record<number, { customer: number; ro: number; orderNumber: string }> = {};

beforeAll(async () => {
  ctx = await createTestApp({ CLOCK_NOW: '2026-03-04T18:00:00Z' });
  ({ partnerId } = await createVerifiedOwner(ctx.deps, { businessName: 'Scoped Garage', email: 'owner@scoped.test', password: 'secret1' }));
  l1 = (await createLocation(ctx.deps, { partnerId, name: 'Scoped North', timezone: 'US/Central' })).locationId;
  l2 = (await createLocation(ctx.deps, { partnerId, name: 'Scoped East', timezone: 'US/Eastern' })).locationId;
  for (const [locationId, ros] of [[l1, LOCATION_1_ROS], [l2, LOCATION_2_ROS]] as const) {
    expect((await ingestBatch(ctx.deps, { locationId, source: 'cli' }, [...ros])).rejected).toBe(0);
    const [ro] = await ctx.deps.database.db
      .select({ id: schema.repairOrders.id, customerId: schema.repairOrders.customerId, orderNumber: schema.repairOrders.orderNumber })
      .from(schema.repairOrders)
      .where(and(eq(schema.repairOrders.locationId, locationId), eq(schema.repairOrders.status, 'CLOSED')))
      .limit(1);
    at[locationId] = { customer: ro.customerId, ro: ro.id, orderNumber: ro.orderNumber };
  }
  const { db } = ctx.deps.database;
  for (const [key, role] of [['admin', 'Admin'], ['user', 'User'], ['manager', 'LocationManager'], ['unassigned', 'LocationManager']] as const) {
    const email = `${key}@scoped.test`;
    const { userId } = await createUser(ctx.deps, { partnerId, email, password: 'secret1', role });
    if (key === 'manager') await db.update(schema.users).set({ defaultLocationId: l1 }).where(eq(schema.users.id, userId));
    cookies[key] = (await signIn(ctx.app, email, 'secret1')).cookie;
  }
  cookies.owner = (await signIn(ctx.app, 'owner@scoped.test', 'secret1')).cookie;
});
afterAll(() => ctx.close());

const get = (who: keyof typeof cookies, path: string) => ctx.app.inject({ method: 'GET', url: api(path), headers: { cookie: cookies[who] } });
async function json(who: keyof typeof cookies, path: string) {
  const res = await get(who, path);
  expect(res.statusCode, `${who} GET ${path}: ${res.body}`).toBe(200);
  return res.json();
}
const salesOf = async (who: keyof typeof cookies, location = '') =>
  (await json(who, `/dashboard/${partnerId}/reports/daily_summary${location}`)).current_month.gross_sales_cents as number;

describe('a LocationManager assigned location 1', () => {
  it('lists only location 1, in /locations and in the signed-in user', async () => {
    expect((await json('manager', '/locations')).items.map((l: { id: number }) => l.id)).toEqual([l1]);
    const me = await json('manager', '/auth/me');
    expect(me.subscriptions.map((s: { id: number }) => s.id)).toEqual([l1]);
    expect(me.defaultLocation).toBe(l1);
  });

  it("cannot read location 2's customers (404)", async () => {
    expect((await get('manager', `/locations/${l2}/customers2`)).statusCode).toBe(404);
    expect((await get('manager', `/crm/${partnerId}/customers/${at[l2].customer}`)).statusCode).toBe(404);
    expect((await get('manager', `/${partnerId}/new-customer-list-preview?location_id=${l2}`)).statusCode).toBe(404);
    // Its own location's are served: the 404 above is the scoping, not a broken call.
    expect((await get('manager', `/locations/${l1}/customers2`)).statusCode).toBe(200);
    expect((await get('manager', `/crm/${partnerId}/customers/${at[l1].customer}`)).statusCode).toBe(200);
  });

  it("cannot read location 2's repair orders (404)", async () => {
    expect((await get('manager', `/repair-order/${at[l2].ro}`)).statusCode).toBe(404);
    expect((await get('manager', `/locations/${l2}/repair-orders?startDate=2026-03-01&endDate=2026-03-04`)).statusCode).toBe(404);
    expect((await get('manager', `/repair-order/by-number?location_id=${l2}&order_number=${at[l2].orderNumber}`)).statusCode).toBe(404);
    expect((await get('manager', `/repair-order/${at[l1].ro}`)).statusCode).toBe(200);
  });

  it("cannot read location 2's reports (404), and All locations sums location 1 only", async () => {
    expect((await get('manager', `/dashboard/${partnerId}/reports/daily_summary?location_id=${l2}`)).statusCode).toBe(404);
    expect((await get('manager', `/${partnerId}/reports/specific_day_summary?location_id=${l1},${l2}`)).statusCode).toBe(404);
    const ownerNorth = await salesOf('owner', `?location_id=${l1}`);
    const ownerEast = await salesOf('owner', `?location_id=${l2}`);
    expect(ownerNorth).toBeGreaterThan(0);
    expect(ownerEast).toBeGreaterThan(0);
    expect(await salesOf('manager')).toBe(ownerNorth);
    expect(await salesOf('manager', '?location_id=all')).toBe(ownerNorth);
    const rows = await json('manager', `/${partnerId}/reports/repair-orders?date=2026-03-03&page_size=50`);
    expect(rows.items.length).toBeGreaterThan(0);
    expect(rows.items.every((r: { location_id: number }) => r.location_id === l1)).toBe(true);
  });

  it('with no location at all sees none: an empty list and zero figures, never the partner\'s', async () => {
    expect((await json('unassigned', '/locations')).items).toEqual([]);
    expect(await salesOf('unassigned')).toBe(0);
    expect((await get('unassigned', `/repair-order/${at[l1].ro}`)).statusCode).toBe(404);
  });
});

describe('the shop owner, an Admin and a User', () => {
  it('see both locations and their sum', async () => {
    const [north, east] = [await salesOf('owner', `?location_id=${l1}`), await salesOf('owner', `?location_id=${l2}`)];
    for (const who of ['owner', 'admin', 'user'] as const) {
      expect((await json(who, '/locations')).items.map((l: { id: number }) => l.id)).toEqual([l1, l2]);
      expect(await salesOf(who)).toBe(north + east);
      expect((await get(who, `/repair-order/${at[l2].ro}`)).statusCode).toBe(200);
      expect((await get(who, `/crm/${partnerId}/customers/${at[l2].customer}`)).statusCode).toBe(200);
    }
  });
});

describe('the daily e-mail', () => {
  it("reaches a LocationManager who is a customer contact for their locations only, even without a default one", async () => {
    const { db } = ctx.deps.database;
    const { userId: manager } = await createUser(ctx.deps, { partnerId, email: 'contact-manager@scoped.test', password: 'secret1', role: 'LocationManager' });
    const { userId: user } = await createUser(ctx.deps, { partnerId, email: 'contact-user@scoped.test', password: 'secret1', role: 'User' });
    for (const id of [manager, user]) await db.update(schema.users).set({ customerContact: true }).where(eq(schema.users.id, id));
    await db.insert(schema.userLocations).values({ userId: manager, locationId: l2 });
    const to = async (locationId: number) => {
      const [row] = await db.select().from(schema.locations).where(eq(schema.locations.id, locationId));
      return (await locationRecipients(ctx.deps, row)).map((r) => r.email);
    };
    expect(await to(l1)).toEqual(['owner@scoped.test', 'contact-user@scoped.test']);
    expect(await to(l2)).toEqual(['owner@scoped.test', 'contact-manager@scoped.test', 'contact-user@scoped.test']);
  });
});
