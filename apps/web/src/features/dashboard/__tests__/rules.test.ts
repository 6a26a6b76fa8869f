import { RESYNC_LOCK_MS, type CoachingGoal } from '@rlo/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { dashboardAccess } from '../utils/access';
import { lockedUntil, recordUse } from '../utils/actionLock';
import { dateRangeError, defaultEmployeeRange } from '../utils/dates';
import { initialScope, selectableLocations } from '../utils/locations';
import { CHART_PALETTE } from '../utils/palette';
import { findGoal } from '../hooks/useGoalLine';
import { employeeChartData } from '../utils/employeeKpis';

describe('dashboard gate (2-dashboard §1)', () => {
  const daily = { id: 1, subscriptions: ['rlo_daily_email' as const] };
  const standard = { id: 2, subscriptions: ['rlo_standard' as const] };

  it('is open with an active subscription and a location with the daily e-mail', () => {
    expect(dashboardAccess({ subscriptionStatus: 'Active', subscriptions: [standard, daily] })).toBe(
      'allowed',
    );
    expect(dashboardAccess({ subscriptionStatus: 'Trial', subscriptions: [daily] })).toBe('allowed');
  });

  it('is closed when the subscription is disabled, whatever the locations have', () => {
    expect(dashboardAccess({ subscriptionStatus: 'Disabled', subscriptions: [daily] })).toBe(
      'subscriptionDisabled',
    );
  });

  it('is closed when no location has the daily e-mail', () => {
    expect(dashboardAccess({ subscriptionStatus: 'Active', subscriptions: [standard] })).toBe('noDailyEmail');
    expect(dashboardAccess({ subscriptionStatus: 'Active', subscriptions: [] })).toBe('noDailyEmail');
  });
});

describe('location dropdown rule', () => {
  const locations = [
    { id: 5, name: 'Closed shop', isDisable: true },
    { id: 7, name: 'Main St', isDisable: false },
    { id: 9, name: 'North', isDisable: false },
  ];

  it('leaves disabled locations out and starts on the first real one', () => {
    expect(selectableLocations(locations).map((location) => location.id)).toEqual([7, 9]);
    expect(initialScope(locations)).toBe(7);
  });

  it('has no starting location when every location is disabled', () => {
    expect(initialScope([{ id: 5, name: 'Closed shop', isDisable: true }])).toBeNull();
  });
});

describe('employee date range (2-dashboard §5)', () => {
  it('refuses an end date before the start date', () => {
    expect(dateRangeError(new Date(2026, 10, 18), new Date(2026, 10, 17))).toBe('startAfterEnd');
  });

  it('accepts the same day, and any later end', () => {
    expect(dateRangeError(new Date(2026, 10, 18, 15), new Date(2026, 10, 18, 9))).toBeNull();
    expect(dateRangeError(new Date(2026, 8, 1), new Date(2026, 10, 18))).toBeNull();
  });

  it('asks for both dates and valid ones', () => {
    expect(dateRangeError(null, new Date(2026, 10, 18))).toBe('required');
    expect(dateRangeError(new Date(Number.NaN), new Date(2026, 10, 18))).toBe('invalid');
  });

  it('defaults to the first of the month two months back through today', () => {
    const { start, end } = defaultEmployeeRange(new Date(2026, 10, 18, 15, 30));
    expect([start.getFullYear(), start.getMonth(), start.getDate()]).toEqual([2026, 8, 1]);
    expect([end.getFullYear(), end.getMonth(), end.getDate(), end.getHours()]).toEqual([2026, 10, 18, 0]);
  });
});

describe('resync and resend lock (48 hours per location)', () => {
  afterEach(() => window.localStorage.clear());

  it('locks the location that was used, for 48 hours, and no other', () => {
    const usedAt = Date.UTC(2026, 10, 18, 15);
    recordUse('resync', 7, usedAt);
    expect(lockedUntil('resync', 7, usedAt + 1000)?.getTime()).toBe(usedAt + RESYNC_LOCK_MS);
    expect(lockedUntil('resync', 7, usedAt + RESYNC_LOCK_MS)).toBeNull();
    expect(lockedUntil('resync', 9, usedAt + 1000)).toBeNull();
    expect(lockedUntil('resend', 7, usedAt + 1000)).toBeNull();
  });

  it('survives corrupt storage', () => {
    window.localStorage.setItem('dashboard.resyncedLocations', 'not json');
    expect(lockedUntil('resync', 7)).toBeNull();
  });
});

describe('coaching goal lookup', () => {
  const goals: Pick<CoachingGoal, 'chart_type' | 'chart_name' | 'chart_goal'>[] = [
    { chart_type: 'gross_sales', chart_name: 'gross_sales_cents', chart_goal: 9_000_000 },
    { chart_type: 'key_indicators', chart_name: 'gross_sales_cents', chart_goal: 8_000_000 },
    { chart_type: 'gross_profit', chart_name: 'gross_profit_without_other_cents', chart_goal: 4_000_000 },
  ];

  it("prefers the chart group's own goal, then the metric's goal elsewhere", () => {
    expect(findGoal(goals, 'key_indicators', 'gross_sales_cents')).toBe(8_000_000);
    expect(findGoal(goals, 'gross_sales', 'gross_sales_cents')).toBe(9_000_000);
    expect(findGoal(goals, 'gross_profit', 'gross_profit_without_other_cents')).toBe(4_000_000);
  });

  it('has none for metrics that cannot have goals, or without one', () => {
    expect(findGoal(goals, 'key_indicators', 'shop_efficiency')).toBeNull();
    expect(findGoal(goals, 'key_indicators', 'sale_count')).toBeNull();
  });
});

it('the chart palette has the 10 colours of 2-dashboard §9, all different', () => {
  expect(new Set(CHART_PALETTE).size).toBe(10);
});

describe('employee chart (2-dashboard §3)', () => {
  const months = [
    { employeeId: 1, name: 'Ann', year: 2026, month: 9, value: 100 },
    { employeeId: 2, name: 'Bob', year: 2026, month: 9, value: 50 },
    { employeeId: 2, name: 'Bob', year: 2026, month: 10, value: 70 },
  ];

  it("takes each employee's range figure from the API, adding nothing up, and orders by it", () => {
    // The API's range figures differ from the months' sums on purpose: the chart must show the API's.
    const data = employeeChartData(months, [
      { employeeId: 1, value: 900 },
      { employeeId: 2, value: 10 },
    ]);
    expect(data.employees.map((employee) => employee.name)).toEqual(['Ann', 'Bob']);
    expect(data.totals).toEqual([900, 10]);
    expect(data.months).toEqual([
      { year: 2026, month: 9 },
      { year: 2026, month: 10 },
    ]);
    expect(data.values).toEqual([
      [100, 50],
      [null, 70],
    ]);
  });

  it('shows an employee the range answer lacks with no share, last', () => {
    const data = employeeChartData(months, [{ employeeId: 2, value: 120 }]);
    expect(data.employees.map((employee) => employee.name)).toEqual(['Bob', 'Ann']);
    expect(data.totals).toEqual([120, 0]);
  });
});
