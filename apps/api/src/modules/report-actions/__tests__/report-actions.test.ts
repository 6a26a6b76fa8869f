import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { RESYNC_LOCK_MS } from '@rlo/contract';
import { api, createTestApp, signIn, XHR, type TestContext } from '../../../test/app';
import { CLOCK_NOW, seed, type Seeded } from '../../customer-lists/__tests__/fixtures';
import { usDate, usDateTime } from '../service';

let ctx: TestContext;
let s: Seeded;
let owner: string;
let manager: string;

beforeAll(async () => {
  ctx = await createTestApp({ CLOCK_NOW });
  s = await seed(ctx.deps);
  owner = (await signIn(ctx.app, s.ownerA.email, s.ownerA.password)).cookie;
  manager = (await signIn(ctx.app, s.managerA.email, s.managerA.password)).cookie;
});
afterAll(() => ctx.close());

const get = (path: string, cookie = owner, headers: Record<string, string> = XHR) =>
  ctx.app.inject({ method: 'GET', url: api(path), headers: { cookie, ...headers } });

const events = (locationId: number) =>
  ctx.deps.database.db
    .select({
      kind: schema.locationEvents.kind,
      message: schema.locationEvents.message,
      detail: schema.locationEvents.detail,
    })
    .from(schema.locationEvents)
    .where(eq(schema.locationEvents.locationId, locationId))
    .orderBy(schema.locationEvents.id);

/** Moves the location's events back in time, as if they had been recorded `hours` earlier. */
const age = (locationId: number, hours: number) =>
  ctx.deps.database.db
    .update(schema.locationEvents)
    .set({ createdAt: sql`${schema.locationEvents.createdAt} - ${hours} * interval '1 hour'` })
    .where(eq(schema.locationEvents.locationId, locationId));

describe('formatting', () => {
  it('writes dates as MM/dd/yyyy and times as MM/dd/yyyy h:mm a in the location zone', () => {
    expect(usDate('2025-06-10')).toBe('06/10/2025');
    expect(usDateTime(new Date('2025-07-17T15:00:00Z'), 'US/Central')).toBe('07/17/2025 10:00 AM'); // CDT = UTC−5
    expect(usDateTime(new Date('2025-01-02T23:05:00Z'), 'US/Eastern')).toBe('01/02/2025 6:05 PM'); // EST = UTC−5
  });
});

describe('subscription info and sync year', () => {
  it('answers the status and the subscriptions of each location that is not disabled', async () => {
    const res = await get(`/${s.partnerA}/subscription-info`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      subscription_status: 'Active',
      locations: [
        {
          id: s.L1,
          name: 'Elm North',
          subscriptions: ['rlo_standard', 'rlo_daily_email', 'measure_my_shop'],
        },
        { id: s.L2, name: 'Elm South', subscriptions: ['rlo_standard'] },
      ],
    });
    expect((await get(`/${s.partnerB}/subscription-info`)).statusCode).toBe(403);
  });

  it('answers the sync start year, 2015 by default', async () => {
    await ctx.deps.database.db
      .update(schema.locations)
      .set({ syncStartYear: 2019 })
      .where(eq(schema.locations.id, s.L2));
    expect((await get(`/sync-year?partnerId=${s.partnerA}&locationId=${s.L1}`)).json()).toEqual({
      year: 2015,
    });
    expect((await get(`/sync-year?partnerId=${s.partnerA}&locationId=${s.L2}`)).json()).toEqual({
      year: 2019,
    });
    expect((await get(`/sync-year?partnerId=${s.partnerA}`)).statusCode).toBe(400);
    expect((await get(`/sync-year?partnerId=${s.partnerA}&locationId=x`)).statusCode).toBe(400);
    expect((await get(`/sync-year?partnerId=${s.partnerB}&locationId=${s.LB}`)).statusCode).toBe(403);
    expect((await get(`/sync-year?partnerId=${s.partnerA}&locationId=${s.LB}`)).statusCode).toBe(404);
  });
});

describe('data resync', () => {
  it('records the request and answers the message', async () => {
    const res = await get(`/locations/${s.L1}/re_sync?date=2025-07-01&message=Missing%20ROs%20since%20July`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Your Data will resync over the next 24 - 48 working hrs.' });
    const [user] = await ctx.deps.database.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, s.ownerA.email));
    expect(await events(s.L1)).toEqual([
      {
        kind: 'resync',
        message: 'Missing ROs since July',
        detail: { date: '2025-07-01', message: 'Missing ROs since July', requested_by: user.id },
      },
    ]);
  });

  it('locks the location for 48 hours, for every user, and unlocks after', async () => {
    const res = await get(`/locations/${s.L1}/re_sync?date=2025-07-02`, manager);
    expect(res.statusCode).toBe(429);
    const [event] = await ctx.deps.database.db
      .select({ createdAt: schema.locationEvents.createdAt })
      .from(schema.locationEvents)
      .where(eq(schema.locationEvents.locationId, s.L1));
    const unlocks = usDateTime(new Date(event.createdAt.getTime() + RESYNC_LOCK_MS), 'US/Central');
    expect(res.json()).toMatchObject({
      status: 429,
      title: '429 - Too Many Requests',
      message: `A data resync was already requested for this location in the last 48 hours. It can be requested again after ${unlocks} (US/Central).`,
    });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(172_800 - 120);
    expect(retryAfter).toBeLessThanOrEqual(172_800);
    expect(await events(s.L1)).toHaveLength(1);

    // Another location is not locked.
    expect((await get(`/locations/${s.L2}/re_sync?date=2025-07-01`)).statusCode).toBe(200);

    // 47 hours later: still locked; 49 hours later: open again.
    await age(s.L1, 47);
    expect((await get(`/locations/${s.L1}/re_sync?date=2025-07-02`)).statusCode).toBe(429);
    await age(s.L1, 2);
    const again = await get(`/locations/${s.L1}/re_sync?date=2025-07-02`);
    expect(again.statusCode).toBe(200);
    expect((await events(s.L1)).map((e) => e.message)).toEqual([
      'Missing ROs since July',
      'Resync requested from 2025-07-02',
    ]);
  });

  it('refuses bad dates, foreign locations and cross-site calls', async () => {
    expect((await get(`/locations/${s.L3}/re_sync?date=2025-02-30`)).statusCode).toBe(400);
    expect((await get(`/locations/${s.L3}/re_sync?date=yesterday`)).statusCode).toBe(400);
    expect((await get(`/locations/${s.L3}/re_sync`)).statusCode).toBe(400);
    expect((await get(`/locations/abc/re_sync?date=2025-07-01`)).statusCode).toBe(400);
    expect((await get(`/locations/${s.LB}/re_sync?date=2025-07-01`)).statusCode).toBe(404);
    expect((await get(`/locations/${s.L3}/re_sync?date=2025-07-01`, owner, {})).statusCode).toBe(403);
    expect(await events(s.L3)).toEqual([]);
    expect(await events(s.LB)).toEqual([]);
  });
});

describe('resending the daily summary e-mail', () => {
  const resend = (query: string, cookie = owner, headers: Record<string, string> = XHR) =>
    get(`/re-send-daily-email?${query}`, cookie, headers);

  it('records the request (YYYY/MM/DD or YYYY-MM-DD, URL-encoded e-mail) and answers the message', async () => {
    const res = await resend(
      `partnerId=${s.partnerA}&locationId=${s.L1}&date=2025%2F06%2F10&email=ana%2Bshop%40example.com`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Daily summary email for 06/10/2025 set successfully' });
    const logged = (await events(s.L1)).filter((e) => e.kind === 'log');
    expect(logged).toEqual([
      {
        kind: 'log',
        message: 'Daily summary e-mail for 2025-06-10 requested to ana+shop@example.com',
        detail: expect.objectContaining({
          kind: 'resend_daily_email',
          date: '2025-06-10',
          email: 'ana+shop@example.com',
        }),
      },
    ]);
  });

  it('has its own 48-hour lock per location, apart from the resync one', async () => {
    const res = await resend(
      `partnerId=${s.partnerA}&locationId=${s.L1}&date=2025-06-11&email=owner%40elm.test`,
    );
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(
      /^A daily summary e-mail was already requested for this location in the last 48 hours\. It can be requested again after \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} (AM|PM) \(US\/Central\)\.$/,
    );
    // Elm South had a resync (previous block) but no resend: open.
    const south = await resend(
      `partnerId=${s.partnerA}&locationId=${s.L2}&date=2025-06-11&email=owner%40elm.test`,
    );
    expect(south.statusCode).toBe(200);
    expect(south.json().message).toBe('Daily summary email for 06/11/2025 set successfully');
    // And a resend does not lock the resync of a location.
    expect(
      (await resend(`partnerId=${s.partnerA}&locationId=${s.L3}&date=2025-06-11&email=owner%40elm.test`))
        .statusCode,
    ).toBe(200);
    expect((await get(`/locations/${s.L3}/re_sync?date=2025-07-01`)).statusCode).toBe(200);
    await age(s.L1, 49);
    expect(
      (await resend(`partnerId=${s.partnerA}&locationId=${s.L1}&date=2025-06-11&email=owner%40elm.test`))
        .statusCode,
    ).toBe(200);
    expect(
      await ctx.deps.database.db
        .select({ id: schema.locationEvents.id })
        .from(schema.locationEvents)
        .where(and(eq(schema.locationEvents.locationId, s.L1), eq(schema.locationEvents.kind, 'log'))),
    ).toHaveLength(2);
  });

  it('refuses bad input, other partners and cross-site calls', async () => {
    const base = `partnerId=${s.partnerA}&locationId=${s.L3}`;
    for (const query of [
      `${base}&date=2025-06-10&email=not-an-email`,
      `${base}&date=2025-06-10`,
      `${base}&date=2025-02-30&email=a%40b.co`,
      `${base}&date=yesterday&email=a%40b.co`,
      `partnerId=${s.partnerA}&date=2025-06-10&email=a%40b.co`,
    ]) {
      expect((await resend(query)).statusCode, query).toBe(400);
    }
    expect(
      (await resend(`partnerId=${s.partnerB}&locationId=${s.LB}&date=2025-06-10&email=a%40b.co`)).statusCode,
    ).toBe(403);
    expect(
      (await resend(`partnerId=${s.partnerA}&locationId=${s.LB}&date=2025-06-10&email=a%40b.co`)).statusCode,
    ).toBe(404);
    expect(
      (await resend(`partnerId=${s.partnerA}&locationId=${s.L2}&date=2025-06-10&email=a%40b.co`, owner, {}))
        .statusCode,
    ).toBe(403);
    expect(await events(s.LB)).toEqual([]);
  });
});
