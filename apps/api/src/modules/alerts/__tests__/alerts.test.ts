// The alert rules and alerts API over the daily e-mail's seed (Maple Auto), evaluated by the job.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, signIn, XHR, type TestContext } from '../../../test/app';
import { CLOCK_NOW, seedDaily, type DailySeed } from '../../../jobs/daily-summary/__tests__/seed';
import { evaluateAlerts } from '../../../jobs/alerts/evaluate';

let ctx: TestContext;
let s: DailySeed;
let owner: string;
let manager: string;

beforeAll(async () => {
  ctx = await createTestApp({ CLOCK_NOW });
  s = await seedDaily(ctx.deps);
  owner = (await signIn(ctx.app, s.owner.email, s.owner.password)).cookie;
  manager = (await signIn(ctx.app, s.manager.email, s.manager.password)).cookie;
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, cookie = owner, payload?: object) =>
  ctx.app.inject({ method, url: api(`/${s.partnerId}${path}`), headers: { ...XHR, cookie }, ...(payload ? { payload } : {}) });

describe('alert rules', () => {
  let carsRule: number;

  it('adds a rule for a location and for All locations, and lists them', async () => {
    const cars = await call('POST', '/alert-rules', owner, { location_id: s.L, metric: 'sale_count', condition: 'below', threshold: 3, period: 'yesterday' });
    expect(cars.statusCode, cars.body).toBe(201);
    expect(cars.json()).toMatchObject({ location_id: s.L, metric: 'sale_count', condition: 'below', threshold: 3, period: 'yesterday', paused: false, snoozed_until: null });
    carsRule = cars.json().id;
    const pace = await call('POST', '/alert-rules', owner, { location_id: null, metric: 'gross_sales_cents', condition: 'behind_goal_pace', threshold: 10, period: 'month_to_date' });
    expect(pace.statusCode, pace.body).toBe(201);
    expect((await call('GET', '/alert-rules')).json().map((r: { id: number }) => r.id)).toEqual([carsRule, pace.json().id]);
  });

  it('refuses a rule that cannot be evaluated, with the field at fault', async () => {
    const paceOfCars = await call('POST', '/alert-rules', owner, { location_id: s.L, metric: 'sale_count', condition: 'behind_goal_pace', threshold: 10, period: 'month_to_date' });
    expect(paceOfCars.statusCode).toBe(400);
    expect(paceOfCars.json().errors).toEqual([expect.objectContaining({ path: 'condition' })]);
    const hugePercent = await call('POST', '/alert-rules', owner, { location_id: s.L, metric: 'sale_count', condition: 'down_vs_last_year', threshold: 5000, period: 'yesterday' });
    expect(hugePercent.statusCode).toBe(400);
    expect(hugePercent.json().errors).toEqual([expect.objectContaining({ path: 'threshold' })]);
    const foreign = await call('POST', '/alert-rules', owner, { location_id: s.otherLocation, metric: 'sale_count', condition: 'below', threshold: 3, period: 'yesterday' });
    expect(foreign.statusCode).toBe(404);
  });

  it("lets a LocationManager set rules for their locations only, and hides the All-locations ones from them", async () => {
    const all = await call('POST', '/alert-rules', manager, { location_id: null, metric: 'sale_count', condition: 'below', threshold: 3, period: 'yesterday' });
    expect(all.statusCode).toBe(403);
    const own = await call('POST', '/alert-rules', manager, { location_id: s.plainLocation, metric: 'gross_sales_cents', condition: 'above', threshold: 1, period: 'yesterday' });
    expect(own.statusCode, own.body).toBe(201);
    const seen = (await call('GET', '/alert-rules', manager)).json() as { location_id: number | null }[];
    expect(seen.every((r) => r.location_id !== null)).toBe(true);
    expect(await call('DELETE', `/alert-rules/${own.json().id}`, manager).then((r) => r.statusCode)).toBe(200);
  });

  it('pauses and snoozes a rule from the location’s today', async () => {
    const paused = await call('PATCH', `/alert-rules/${carsRule}`, owner, { paused: true });
    expect(paused.json()).toMatchObject({ paused: true, snoozed_until: null });
    // Today is 2025-07-15 in US/Central: snoozed for 3 days, evaluated again from the 18th.
    const snoozed = await call('PATCH', `/alert-rules/${carsRule}`, owner, { paused: false, snooze_days: 3 });
    expect(snoozed.json()).toMatchObject({ paused: false, snoozed_until: '2025-07-18' });
    const woken = await call('PATCH', `/alert-rules/${carsRule}`, owner, { paused: false, snooze_days: 0 });
    expect(woken.json().snoozed_until).toBeNull();
  });
});

describe('alerts', () => {
  it('lists what the morning raised, counts the unread, and marks them read per user', async () => {
    // Tuesday morning: Monday had 2 cars (< 3) and the month paces at 11.5 % of its goal.
    expect(await evaluateAlerts(ctx.deps)).toBe(2);
    const page = (await call('GET', '/alerts')).json();
    expect(page.total).toBe(2);
    expect(page.unread).toBe(2);
    expect(page.items.map((a: { metric: string; value: number; compared: number; location_name: string; read: boolean }) => [a.metric, a.value, a.compared, a.location_name, a.read])).toEqual([
      // Newest first: the same morning, the later rule first.
      ['gross_sales_cents', 35000, 11.5, 'Maple Main', false],
      ['sale_count', 2, 2, 'Maple Main', false],
    ]);
    const [first] = page.items;
    expect((await call('POST', `/alerts/${first.id}/read`)).statusCode).toBe(200);
    expect((await call('GET', '/alerts?unread=true')).json()).toMatchObject({ total: 1, unread: 1 });
    // Read by the owner, not by the manager, who sees Maple Main's alerts too.
    expect((await call('GET', '/alerts', manager)).json().unread).toBe(2);
    expect((await call('POST', '/alerts/read-all')).statusCode).toBe(200);
    expect((await call('GET', '/alerts')).json().unread).toBe(0);
    expect((await call('GET', `/alerts?rule_id=${first.rule_id}`)).json().total).toBe(1);
  });

  it('answers 404 for an alert that is not the user’s, and 400 for a bad filter', async () => {
    expect((await call('POST', '/alerts/999999/read')).statusCode).toBe(404);
    expect((await call('GET', '/alerts?unread=maybe')).statusCode).toBe(400);
  });
});
