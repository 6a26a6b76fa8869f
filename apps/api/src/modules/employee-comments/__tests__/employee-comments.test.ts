import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { api, createTestApp, signIn, XHR, type TestContext } from '../../../test/app';
import { CLOCK_NOW, seedDaily, type DailySeed } from '../../../jobs/daily-summary/__tests__/seed';
import { scheduleDailySummaries } from '../../../jobs/daily-summary/scheduler';

let ctx: TestContext;
let s: DailySeed;
let owner: string;
let manager: string;
let other: string;
let sam: number;
let tina: number;

beforeAll(async () => {
  ctx = await createTestApp({ CLOCK_NOW });
  s = await seedDaily(ctx.deps);
  owner = (await signIn(ctx.app, s.owner.email, s.owner.password)).cookie;
  manager = (await signIn(ctx.app, s.manager.email, s.manager.password)).cookie;
  other = (await signIn(ctx.app, s.otherOwner.email, s.otherOwner.password)).cookie;
  const people = await ctx.deps.database.db
    .select()
    .from(schema.employees)
    .where(eq(schema.employees.locationId, s.L));
  sam = people.find((p) => p.fullName === 'Sam Writer')!.id;
  tina = people.find((p) => p.fullName === 'Tina Tech')!.id;
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'DELETE', path: string, cookie = owner, payload?: object) =>
  ctx.app.inject({ method, url: api(path), headers: { cookie, ...XHR }, ...(payload ? { payload } : {}) });

const save = (body: object, cookie = owner, locationId = s.L) =>
  call('POST', `/owner_comment/save?locationId=${locationId}&partnerId=${s.partnerId}`, cookie, body);

const list = (query: string, cookie = owner) =>
  call('GET', `/owner_comment?partnerId=${s.partnerId}&locationId=${s.L}&${query}`, cookie);

describe('advisors and technicians', () => {
  it('lists them with their figures of the last two months', async () => {
    // 2025-05-15 → 2025-07-15: ROs of 10000, 5000 and 20000 cents, all written by Sam and worked by Tina.
    const advisors = await call('GET', `/${s.partnerId}/service-advisor?location_id=${s.L}`);
    expect(advisors.statusCode).toBe(200);
    expect(advisors.json()).toEqual([
      expect.objectContaining({
        id: sam,
        fullName: 'Sam Writer',
        hide: false,
        serviceAdvisor: true,
        sales_cents: 35000,
        ro_count: 3,
        average_cents: 11667,
      }),
    ]);
    const techs = await call('GET', `/${s.partnerId}/technician?location_id=${s.L}&from=2025-07-14`);
    expect(techs.json()).toEqual([
      expect.objectContaining({
        id: tina,
        technician: true,
        sales_cents: 15000,
        ro_count: 2,
        average_cents: 7500,
      }),
    ]);
  });

  it('hides an employee from the charts but keeps them in the list, then shows them again', async () => {
    const hide = await call('POST', `/${s.partnerId}/update-technician-sa?location_id=${s.L}`, owner, {
      id: sam,
      hide: true,
    });
    expect(hide.json()).toEqual({ id: sam, hide: true });
    const stats = await call('GET', `/${s.partnerId}/reports/writer_stats_by_month?location_id=${s.L}`);
    expect(stats.json()).toEqual([]);
    expect((await call('GET', `/${s.partnerId}/service-advisor?location_id=${s.L}`)).json()[0].hide).toBe(
      true,
    );
    await call('POST', `/${s.partnerId}/update-technician-sa?location_id=${s.L}`, owner, {
      id: sam,
      hide: false,
    });
    expect(
      (await call('GET', `/${s.partnerId}/reports/writer_stats_by_month?location_id=${s.L}`)).json(),
    ).toEqual([expect.objectContaining({ month: 7, name: 'Sam Writer', gross_sales_cents: 35000 })]);
  });

  it('refuses a location without rlo_daily_email, another partner and an unknown employee', async () => {
    expect(
      (await call('GET', `/${s.partnerId}/service-advisor?location_id=${s.plainLocation}`)).statusCode,
    ).toBe(403);
    expect((await call('GET', `/${s.partnerId}/service-advisor?location_id=${s.L}`, other)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/${s.partnerId}/service-advisor`)).statusCode).toBe(400);
    const foreign = await call('POST', `/${s.partnerId}/update-technician-sa?location_id=${s.L}`, owner, {
      id: 999999,
      hide: true,
    });
    expect(foreign.statusCode).toBe(404);
    const byManager = await call('POST', `/${s.partnerId}/update-technician-sa?location_id=${s.L}`, manager, {
      id: sam,
      hide: true,
    });
    expect(byManager.statusCode).toBe(403);
  });
});

describe('owner comments', () => {
  it('needs at least one employee, a title and a text', async () => {
    const res = await save({ title: 'Upsell', description: 'Offer wipers', employees: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'employees', message: 'Select at least one employee' }]);
    expect((await save({ title: ' ', description: 'x', employees: [{ id: sam }] })).statusCode).toBe(400);
  });

  it('saves for several employees (shop owners only) and lists newest first', async () => {
    const first = await save({
      title: 'Upsell wipers',
      kpi: 'avg_sale_cents',
      description: 'Offer wipers on every RO.',
      employees: [{ id: sam }, { id: tina }],
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      title: 'Upsell wipers',
      coachName: 'Olga Owner',
      read: false,
      employees: [
        { id: sam, fullName: 'Sam Writer' },
        { id: tina, fullName: 'Tina Tech' },
      ],
      sOwnerEmployeeComment: [
        { employeeId: sam, employeeName: 'Sam Writer' },
        { employeeId: tina, employeeName: 'Tina Tech' },
      ],
    });
    await save({ title: 'Clock in on time', description: '100% punctuality', employees: [{ id: tina }] });
    expect((await save({ title: 'x', description: 'y', employees: [{ id: sam }] }, manager)).statusCode).toBe(
      403,
    );
    expect((await save({ title: 'x', description: 'y', employees: [{ id: 999999 }] })).statusCode).toBe(404);

    expect((await list('page_num=1&page_size=10')).json().map((c: { title: string }) => c.title)).toEqual([
      'Clock in on time',
      'Upsell wipers',
    ]);
    expect((await list('page_num=2&page_size=1')).json().map((c: { title: string }) => c.title)).toEqual([
      'Upsell wipers',
    ]);
  });

  it('searches the title, the text and the employee names, and filters by the days of the location', async () => {
    const titles = async (query: string) => (await list(query)).json().map((c: { title: string }) => c.title);
    expect(await titles('searchText=WIPERS')).toEqual(['Upsell wipers']);
    expect(await titles('searchText=100%25')).toEqual(['Clock in on time']);
    expect(await titles('searchText=10_')).toEqual([]);
    expect(await titles('searchText=sam')).toEqual(['Upsell wipers']);
    expect(await titles('kpi=avg_sale_cents')).toEqual(['Upsell wipers']);
    expect(await titles(`startDate=2020-01-01&endDate=2020-01-31`)).toEqual([]);
    // The client sends search dates at 05:00 UTC.
    expect(await titles(`startDate=2020-01-01T05:00:00.000Z&endDate=2099-01-01T05:00:00.000Z`)).toHaveLength(
      2,
    );
    const bad = await list('startDate=2025-07-10&endDate=2025-07-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Start date should be less than end date');
  });

  it('is marked read by a viewer who is not the shop owner; the owner deletes', async () => {
    const [latest] = (await list('searchText=clock')).json();
    expect((await call('POST', `/owner_comment/read/${latest.id}`)).statusCode).toBe(403);
    expect((await call('POST', `/owner_comment/read/${latest.id}`, manager)).json()).toEqual({
      id: latest.id,
      read: true,
    });
    expect((await list('searchText=clock', manager)).json()[0].read).toBe(true);
    expect((await call('POST', `/owner_comment/read/${latest.id}`, other)).statusCode).toBe(404);
    expect((await call('DELETE', `/owner_comment/delete/${latest.id}`, manager)).statusCode).toBe(403);
    expect((await call('DELETE', `/owner_comment/delete/${latest.id}`, other)).statusCode).toBe(404);
    expect((await call('DELETE', `/owner_comment/delete/${latest.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/owner_comment/delete/${latest.id}`)).statusCode).toBe(404);
    expect((await list('')).json()).toHaveLength(1);
  });
});

describe('client e-mails', () => {
  it('lists the daily summaries sent to the location with their HTML', async () => {
    expect((await call('GET', `/${s.partnerId}/emails?location_id=${s.L}`)).json()).toEqual({
      items: [],
      total: 0,
    });
    await scheduleDailySummaries(ctx.deps);
    const res = await call('GET', `/${s.partnerId}/emails?location_id=${s.L}&page_size=1`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.items).toEqual([
      expect.objectContaining({
        location_name: 'Maple Main',
        business_date: '2025-07-14',
        state: 'queued',
        sent: null,
        last_event: null,
        kind: 'daily_summary',
      }),
    ]);
    expect(body.items[0].html).toContain('Maple Main');
    expect((await call('GET', `/${s.partnerId}/emails?location_id=${s.otherLocation}`)).statusCode).toBe(404);
  });
});
