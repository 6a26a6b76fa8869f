import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_PAGING_HEADER } from '@rlo/contract';
import { COMMANDS } from '../../../cli/commands';
import { createLocation, createVerifiedOwner } from '../../accounts/service';
import { ingestBatch } from '../../../ingest';
import { api, createTestApp, signIn, XHR, type TestContext } from '../../../test/app';

let ctx: TestContext;
let assigned: { partnerId: number; locations: number[] };
let unassigned: { partnerId: number; locationId: number };
let coachId: number;
let coach: string;
let ownerCookie: string;
let unassignedRo: number;

/** A closed RO of one fee (the ingest's wire shape, as the CSV upload and the agent send it). */
const ro = (number: string, first: string, last: string, date: string, cents: number) => ({
  external_id: `x-${number}`,
  order_number: number,
  status: 'CLOSED',
  opened: `${date}T08:00:00-06:00`,
  closed: `${date}T10:00:00-06:00`,
  customer: { external_id: `c-${first}-${last}`, first_name: first, last_name: last },
  labor: [],
  parts: [],
  sublets: [],
  fees: [{ description: 'Service', sold_price_cents: cents }],
  recommendations: [],
  tax_cents: 0,
  discount_cents: 0,
});

beforeAll(async () => {
  ctx = await createTestApp({ CLOCK_NOW: '2026-03-04T15:00:00Z' });
  const a = await createVerifiedOwner(ctx.deps, { businessName: 'Assigned Auto', email: 'owner@assigned.test', password: 'secret1' });
  const locations: number[] = [];
  // 27 locations: one full page of 25 and a second page of 2.
  for (let i = 1; i <= 27; i += 1) locations.push((await createLocation(ctx.deps, { partnerId: a.partnerId, name: `Shop ${String(i).padStart(2, '0')}` })).locationId);
  assigned = { partnerId: a.partnerId, locations };
  const b = await createVerifiedOwner(ctx.deps, { businessName: 'Unassigned Auto', email: 'owner@unassigned.test', password: 'secret1' });
  unassigned = { partnerId: b.partnerId, locationId: (await createLocation(ctx.deps, { partnerId: b.partnerId, name: 'Secret Shop' })).locationId };

  // The admin CLI's commands, run in-process on the test database.
  coachId = (await COMMANDS['create-coach'].run(ctx.deps, { email: 'casey@coach.test', password: 'secret1', name: 'Casey Coach' }, [])).coach_id as number;
  expect(await COMMANDS['assign-coach'].run(ctx.deps, { coach: String(coachId), partner: String(a.partnerId) }, [])).toEqual({ coach_id: coachId, partner_id: a.partnerId });
  // Shop 01 has three ROs this month; the unassigned partner's shop has one.
  const ingested = await ingestBatch(ctx.deps, { locationId: locations[0], source: 'cli' }, [
    ro('RO-1001', 'Ada', 'Lovelace', '2026-03-02', 30_000),
    ro('RO-1002', 'Alan', 'Turing', '2026-03-03', 20_000),
    ro('RO-2001', 'Grace', 'Hopper', '2026-02-10', 10_000),
  ]);
  expect(ingested.rejected).toBe(0);
  expect((await ingestBatch(ctx.deps, { locationId: unassigned.locationId, source: 'cli' }, [ro('RO-SECRET', 'Secret', 'Customer', '2026-03-02', 99_900)])).rejected).toBe(0);
  coach = (await signIn(ctx.app, 'casey@coach.test', 'secret1')).cookie;
  ownerCookie = (await signIn(ctx.app, 'owner@assigned.test', 'secret1')).cookie;
  const secretOwner = (await signIn(ctx.app, 'owner@unassigned.test', 'secret1')).cookie;
  const theirs = await get(`/locations/${unassigned.locationId}/repair-orders?startDate=2026-03-01&endDate=2026-03-04`, secretOwner);
  unassignedRo = theirs.json().items[0].id;
});
afterAll(() => ctx.close());

const get = (url: string, cookie = coach) => ctx.app.inject({ method: 'GET', url: api(url), headers: { cookie } });
const post = (url: string, payload: object, cookie = coach) => ctx.app.inject({ method: 'POST', url: api(url), headers: { cookie, ...XHR }, payload });

describe('coach accounts', () => {
  it('signs in on the shared login and is a Coach without a partner', async () => {
    const me = await get('/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: coachId, name: 'Casey Coach', role: 'Coach', partnerId: 0, OnboardingStage: 'FINISH', verified: 'true' });
    const wrong = await ctx.app.inject({ method: 'POST', url: api('/auth/login'), headers: XHR, payload: { email: 'casey@coach.test', password: 'nope1' } });
    expect(wrong.statusCode).toBe(401);
  });

  it('refuses a second account on a taken address and bad CLI input', async () => {
    await expect(COMMANDS['create-coach'].run(ctx.deps, { email: 'owner@assigned.test', password: 'secret1', name: 'X' }, [])).rejects.toMatchObject({ status: 409 });
    await expect(COMMANDS['create-coach'].run(ctx.deps, { email: 'CASEY@coach.test', password: 'secret1', name: 'X' }, [])).rejects.toMatchObject({ status: 409 });
    await expect(COMMANDS['create-coach'].run(ctx.deps, { email: 'x@coach.test', password: 'abc', name: 'X' }, [])).rejects.toThrow('--password: password must have at least 5 characters');
    await expect(COMMANDS['assign-coach'].run(ctx.deps, { coach: String(coachId), partner: '999999' }, [])).rejects.toMatchObject({ status: 404 });
  });
});

describe('GET /agent/client-locations', () => {
  it('pages the assigned partner\'s locations by 25 with the x-paging-cursor header, never the unassigned partner', async () => {
    const first = await get('/agent/client-locations');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toHaveLength(25);
    expect(first.json()[0]).toEqual({ id: assigned.locations[0], name: 'Shop 01', partnerId: assigned.partnerId, partnerName: 'Assigned Auto', timezone: 'US/Central', isDisable: false });
    const cursor = first.headers[AGENT_PAGING_HEADER];
    expect(cursor).toBe(String(assigned.locations[24]));
    const second = await get(`/agent/client-locations?cursor=${String(cursor)}`);
    expect(second.json().map((l: { name: string }) => l.name)).toEqual(['Shop 26', 'Shop 27']);
    expect(second.headers[AGENT_PAGING_HEADER]).toBeUndefined();
    expect(second.body).not.toContain('Secret Shop');
  });

  it('filters by group (partner) and by name', async () => {
    expect((await get(`/agent/client-locations?group_id=${unassigned.partnerId}`)).json()).toEqual([]);
    expect((await get('/agent/client-locations?filter=shop 1')).json().map((l: { name: string }) => l.name)).toEqual(
      ['Shop 10', 'Shop 11', 'Shop 12', 'Shop 13', 'Shop 14', 'Shop 15', 'Shop 16', 'Shop 17', 'Shop 18', 'Shop 19'],
    );
  });

  it('is for coaches only: a shop user gets 403', async () => {
    expect((await get('/agent/client-locations', ownerCookie)).statusCode).toBe(403);
  });
});

describe('coach comments written by a coach', () => {
  it('writes KPI-only and e-mail KPI comments signed with the coach name; the owner sees them unread', async () => {
    const loc = assigned.locations[0];
    const kpi = await post(`/agent/client-locations/${loc}/coach_comments`, { kpiType: 'KPI_ONLY', title: 'ARO', description: 'Push the ARO.', chartGroup: 'key_indicators', chartType: 'average_sale_cents' });
    expect(kpi.statusCode).toBe(201);
    expect(kpi.json()).toMatchObject({ coachName: 'Casey Coach', kpiType: 'KPI_ONLY', read: false, chartType: 'average_sale_cents' });
    expect((await post(`/agent/client-locations/${loc}/coach_comments`, { kpiType: 'EMAIL_KPI', title: 'Mail', description: 'In the e-mail.' })).statusCode).toBe(201);
    // An RO comment needs an RO of the location.
    expect((await post(`/agent/client-locations/${loc}/coach_comments`, { kpiType: 'REPAIR_ORDER', title: 'RO', description: 'x' })).statusCode).toBe(400);
    expect((await post(`/agent/client-locations/${loc}/coach_comments`, { kpiType: 'REPAIR_ORDER', title: 'RO', description: 'x', reference: 'RO-0' })).statusCode).toBe(404);

    const mine = (await get(`/agent/client-locations/${loc}/coach_comments`)).json();
    expect(mine.map((c: { title: string }) => c.title)).toEqual(['Mail', 'ARO']);
    expect((await get(`/${assigned.partnerId}/comment-count/${loc}`, ownerCookie)).json()).toEqual({ count: 2 });
    expect((await get(`/agent/client-locations/${loc}/daily_summary`)).json()).toMatchObject({ today: '2026-03-04', current_month: { gross_sales_cents: 50_000 } });
  });

  it('cannot reach an unassigned partner: every agent call on its location is 404', async () => {
    const loc = unassigned.locationId;
    for (const url of [`/agent/client-locations/${loc}`, `/agent/client-locations/${loc}/coach_comments`, `/agent/client-locations/${loc}/daily_summary`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('Secret Shop');
    }
    expect((await post(`/agent/client-locations/${loc}/coach_comments`, { kpiType: 'KPI_ONLY', title: 't', description: 'd' })).statusCode).toBe(404);
    // Nor the shop users' calls: a coach is not a user of any partner.
    expect((await get(`/coach_comments?partnerId=${unassigned.partnerId}&locationId=${loc}`)).statusCode).toBe(403);
    expect((await get(`/goals?partnerId=${assigned.partnerId}&locationId=${assigned.locations[0]}`)).statusCode).toBe(403);
  });
});

describe("a coach reads a client location's dashboard, ROs and report (read-only)", () => {
  const loc = () => assigned.locations[0];
  const march = 'startDate=2026-03-01&endDate=2026-03-04';

  it('answers what the shop\'s own dashboard calls answer for that location', async () => {
    for (const [agent, shop] of [
      [`/agent/client-locations/${loc()}/daily_summary`, `/dashboard/${assigned.partnerId}/reports/daily_summary?location_id=${loc()}`],
      [`/agent/client-locations/${loc()}/monthly_summary`, `/${assigned.partnerId}/reports/monthly_summary?location_id=${loc()}`],
      [`/agent/client-locations/${loc()}/forecast_summary`, `/dashboard/${assigned.partnerId}/forcast_summary?location_id=${loc()}`],
      [`/agent/client-locations/${loc()}/summary-report?${march}`, `/reports/summarystate?partnerId=${assigned.partnerId}&locationId=${loc()}&${march}`],
    ]) {
      const mine = await get(agent);
      expect(mine.statusCode, agent).toBe(200);
      expect(mine.json(), agent).toEqual((await get(shop, ownerCookie)).json());
    }
    expect((await get(`/agent/client-locations/${loc()}/daily_summary`)).json().current_month).toMatchObject({ gross_sales_cents: 50_000, sale_count: 2 });
    const months = (await get(`/agent/client-locations/${loc()}/monthly_summary`)).json();
    expect(months).toHaveLength(24);
    expect(months.at(-1)).toMatchObject({ year: 2026, month: 3, gross_sales_cents: 50_000 });
    expect((await get(`/agent/client-locations/${loc()}/summary-report?${march}`)).json()).toMatchObject({ startDate: '2026-03-01', endDate: '2026-03-04', roCount: 2 });
  });

  it('pages the ROs of a date range on the server and searches by RO number or customer', async () => {
    const list = async (query: string) => (await get(`/agent/client-locations/${loc()}/repair-orders?${query}`)).json();
    const feb = await list('startDate=2026-02-01&endDate=2026-03-04&page_size=2');
    expect(feb.total).toBe(3);
    expect(feb.items.map((r: { order_number: string }) => r.order_number)).toEqual(['RO-1002', 'RO-1001']);
    expect((await list('startDate=2026-02-01&endDate=2026-03-04&page_size=2&page_num=2')).items.map((r: { order_number: string }) => r.order_number)).toEqual(['RO-2001']);
    // Default: yesterday (2026-03-03) only.
    expect((await list('')).items.map((r: { order_number: string }) => r.order_number)).toEqual(['RO-1002']);
    expect((await list(`${march}&search=1001`)).items.map((r: { order_number: string }) => r.order_number)).toEqual(['RO-1001']);
    expect((await list(`${march}&search=turing`)).items.map((r: { order_number: string }) => r.order_number)).toEqual(['RO-1002']);
    expect((await list(`${march}&search=ada love`)).total).toBe(1);
    expect((await list(`${march}&search=hopper`)).total).toBe(0);
    // The other partner's RO is not found by number either.
    expect((await list(`${march}&search=SECRET`)).total).toBe(0);
    expect((await get(`/agent/client-locations/${loc()}/repair-orders?startDate=2026-03-04&endDate=2026-03-01`)).statusCode).toBe(400);
  });

  it("opens one RO of the location, and no other location's RO", async () => {
    const [first] = (await get(`/agent/client-locations/${loc()}/repair-orders?${march}&search=RO-1001`)).json().items;
    const detail = await get(`/agent/client-locations/${loc()}/repair-orders/${first.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ id: first.id, order_number: 'RO-1001', location_id: loc(), customer: { first_name: 'Ada', last_name: 'Lovelace' } });
    // The RO exists, but at another of the partner's locations than the one named: 404.
    expect((await get(`/agent/client-locations/${assigned.locations[1]}/repair-orders/${first.id}`)).statusCode).toBe(404);
  });

  it("is a 404 on an unassigned partner's location or RO, and never shows its data", async () => {
    const theirs = unassigned.locationId;
    for (const url of [
      `/agent/client-locations/${theirs}/monthly_summary`,
      `/agent/client-locations/${theirs}/forecast_summary`,
      `/agent/client-locations/${theirs}/repair-orders?${march}`,
      `/agent/client-locations/${theirs}/repair-orders/${unassignedRo}`,
      `/agent/client-locations/${theirs}/summary-report?${march}`,
      // An assigned location with the other partner's RO.
      `/agent/client-locations/${loc()}/repair-orders/${unassignedRo}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('RO-SECRET');
      expect(res.body).not.toContain('Secret');
    }
  });

  it('is for coaches only: a shop user gets 403, no session 401', async () => {
    for (const url of [
      `/agent/client-locations/${loc()}/monthly_summary`,
      `/agent/client-locations/${loc()}/forecast_summary`,
      `/agent/client-locations/${loc()}/repair-orders?${march}`,
      `/agent/client-locations/${loc()}/summary-report?${march}`,
    ]) {
      expect((await get(url, ownerCookie)).statusCode, url).toBe(403);
      expect((await ctx.app.inject({ method: 'GET', url: api(url) })).statusCode, url).toBe(401);
    }
  });

  it('is read-only: no write method is registered on the new calls', async () => {
    for (const url of [`/agent/client-locations/${loc()}/repair-orders`, `/agent/client-locations/${loc()}/summary-report?${march}`]) {
      expect([404, 405]).toContain((await post(url, {})).statusCode);
    }
  });
});
