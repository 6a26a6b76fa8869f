import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { createLocation, createUser, createVerifiedOwner } from '../../accounts/service';
import { api, createTestApp, signIn, XHR, type TestContext } from '../../../test/app';
import { goalHistory } from '../service';

// The business clock: 2026-03-04 in US/Central, so the current year is 2026 and the month March.
let ctx: TestContext;
let owner: { cookie: string; partnerId: number; locationId: number };
let advisorCookie: string;
beforeAll(async () => {
  ctx = await createTestApp({ CLOCK_NOW: '2026-03-04T15:00:00Z' });
  const { partnerId } = await createVerifiedOwner(ctx.deps, { businessName: 'Goal Garage', email: 'owner@goals.test', password: 'secret1' });
  const { locationId } = await createLocation(ctx.deps, { partnerId, name: 'Goal North' });
  const { userId: advisorId } = await createUser(ctx.deps, { partnerId, email: 'adv@goals.test', password: 'secret1', role: 'LocationManager' });
  // The advisor's location (a LocationManager sees only theirs: docs/decisions/2026-11-26-location-manager-scoping.md).
  await ctx.deps.database.db.update(schema.users).set({ defaultLocationId: locationId }).where(eq(schema.users.id, advisorId));
  owner = { cookie: (await signIn(ctx.app, 'owner@goals.test', 'secret1')).cookie, partnerId, locationId };
  advisorCookie = (await signIn(ctx.app, 'adv@goals.test', 'secret1')).cookie;
});
afterAll(() => ctx.close());

const q = () => `partnerId=${owner.partnerId}&locationId=${owner.locationId}`;
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, cookie = owner.cookie) =>
  ctx.app.inject({ method, url: api(url), headers: { cookie, ...XHR }, ...(payload ? { payload } : {}) });

describe('coaching goals', () => {
  it('adds, lists, edits and deletes a goal; the list is what the dashboard goal line reads', async () => {
    const saved = await call('POST', `/goals/save?${q()}`, { chart_type: 'key_indicators', chart_name: 'gross_sales_cents', chart_goal: 9_000_000 });
    expect(saved.statusCode).toBe(200);
    const goal = saved.json();
    expect(goal).toEqual({ id: expect.any(Number), partnerId: owner.partnerId, locationId: owner.locationId, chart_type: 'key_indicators', chart_name: 'gross_sales_cents', chart_goal: 9_000_000 });

    const edited = await call('POST', `/goals/save?${q()}`, { id: goal.id, chart_type: 'key_indicators', chart_name: 'gross_sales_cents', chart_goal: 9_500_000 });
    expect(edited.json().chart_goal).toBe(9_500_000);
    // Every user of the partner reads them (the goal line), only goal users change them.
    const list = await call('GET', `/goals?${q()}`, undefined, advisorCookie);
    expect(list.json()).toEqual([{ ...goal, chart_goal: 9_500_000 }]);

    expect((await call('DELETE', `/goals/${goal.id}/delete?${q()}`)).json()).toEqual({ message: 'Goal deleted.' });
    expect((await call('GET', `/goals?${q()}`)).json()).toEqual([]);
    expect((await call('DELETE', `/goals/${goal.id}/delete?${q()}`)).statusCode).toBe(404);
  });

  it('refuses metrics outside kpis.md §7, a metric of another group, a second goal for the same chart, and non-goal users', async () => {
    const bad = await call('POST', `/goals/save?${q()}`, { chart_type: 'key_indicators', chart_name: 'shop_efficiency', chart_goal: 1 });
    expect(bad.statusCode).toBe(400);
    const wrongGroup = await call('POST', `/goals/save?${q()}`, { chart_type: 'gross_sales', chart_name: 'sale_count', chart_goal: 10 });
    expect(wrongGroup.statusCode).toBe(400);
    expect(wrongGroup.json().errors).toEqual([{ path: 'chart_name', message: 'This chart has no goals in this group.' }]);
    const zero = await call('POST', `/goals/save?${q()}`, { chart_type: 'gross_profit', chart_name: 'gross_profit_cents', chart_goal: 0 });
    expect(zero.statusCode).toBe(400);
    // Goals are whole cents or whole ROs (a bigint column): a fraction once reached the INSERT and answered 500.
    const fraction = await call('POST', `/goals/save?${q()}`, { chart_type: 'gross_profit', chart_name: 'gross_profit_cents', chart_goal: 1.5 });
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json().errors).toEqual([{ path: 'chart_goal', message: 'The goal must be a whole number (cents, or a number of ROs).' }]);

    expect((await call('POST', `/goals/save?${q()}`, { chart_type: 'gross_profit', chart_name: 'gross_profit_cents', chart_goal: 5 })).statusCode).toBe(200);
    const twice = await call('POST', `/goals/save?${q()}`, { chart_type: 'gross_profit', chart_name: 'gross_profit_cents', chart_goal: 6 });
    expect(twice.statusCode).toBe(400);

    const advisor = await call('POST', `/goals/save?${q()}`, { chart_type: 'gross_sales', chart_name: 'gross_sales_cents', chart_goal: 1 }, advisorCookie);
    expect(advisor.statusCode).toBe(403);
  });
});

describe('forecast goals', () => {
  const forecast = (query: string, cookie = owner.cookie) => call('POST', `/${owner.partnerId}/forecastGoal/${owner.locationId}?${query}`, undefined, cookie);

  it('sets monthly, weekly and yearly goals of the current year, replaces them, and lists them by month', async () => {
    expect((await forecast('goal=7000000&month=3&year=2026')).json()).toEqual({ year: 2026, month: 3, goal: 7_000_000 });
    expect((await forecast('goal=7500000&month=3&year=2026')).statusCode).toBe(200);
    expect((await forecast('goal=1800000&isWeekly=true&month=3&year=2026')).statusCode).toBe(200);
    expect((await forecast('goal=90000000&isYearly=true&year=2026')).json()).toEqual({ year: 2026, month: null, goal: 90_000_000 });
    expect((await forecast('goal=8000000&month=5&year=2026')).statusCode).toBe(200);

    const history = await call('GET', `/${owner.partnerId}/goal_history/${owner.locationId}`);
    expect(history.json()).toEqual([
      { year: 2026, month: 5, yearlyGoal: 90_000_000, monthlyGoal: 8_000_000, weeklyGoal: null },
      { year: 2026, month: 3, yearlyGoal: 90_000_000, monthlyGoal: 7_500_000, weeklyGoal: 1_800_000 },
    ]);
    // The forecast summary now compares against the March goals.
    const summary = await call('GET', `/dashboard/${owner.partnerId}/forcast_summary?location_id=${owner.locationId}`);
    expect(summary.json()).toMatchObject({ month: { set_goal_cent: 7_500_000 }, week: { set_goal_cent: 1_800_000 }, year: { set_goal_cent: 90_000_000 } });
  });

  it('refuses past months, other years, a month-less monthly goal and non-goal users', async () => {
    expect((await forecast('goal=1&month=2&year=2026')).json()).toMatchObject({ status: 400, message: 'Goals can be set from the current month on.' });
    expect((await forecast('goal=1&month=4&year=2027')).json()).toMatchObject({ status: 400, message: 'Goals can be set for 2026 only.' });
    expect((await forecast('goal=1&year=2026')).statusCode).toBe(400);
    expect((await forecast('goal=-5&month=4&year=2026')).statusCode).toBe(400);
    expect((await forecast('goal=1&month=4&year=2026', advisorCookie)).statusCode).toBe(403);
  });

  it('folds a year with only a yearly goal into one row', () => {
    const row = { id: 1, partnerId: 1, locationId: 1, createdAt: new Date() };
    expect(goalHistory([{ ...row, goal: 5, isYearly: true, isWeekly: false, month: null, year: 2025 }])).toEqual([
      { year: 2025, month: null, yearlyGoal: 5, monthlyGoal: null, weeklyGoal: null },
    ]);
  });
});
