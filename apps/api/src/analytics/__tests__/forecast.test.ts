import { describe, it, expect } from 'vitest';
import {
  businessDaysIn,
  forecast,
  forecastSummary,
  forecastWeek,
  forecastYear,
  percentOfGoal,
} from '../forecast';

// March 2025 starts on a Saturday. Business days in the month:
//   Mon–Thu: 3–6, 10–13, 17–20, 24–27, 31 = 4 × 4 + 1 = 17
//   Mon–Fri: 3–7, 10–14, 17–21, 24–28, 31 = 4 × 5 + 1 = 21
//   Mon–Sat: 21 + Saturdays 1, 8, 15, 22, 29 = 26
// Elapsed through Wednesday 2025-03-12:
//   Mon–Thu: 3–6 (4) + 10–12 (3) = 7;  Mon–Fri: 3–7 (5) + 10–12 (3) = 8;  Mon–Sat: Sat 1 + 3–8 (6) + 10–12 (3) = 10
const march = { from: '2025-03-01', to: '2025-03-31' };

describe('businessDaysIn', () => {
  it('counts Mon–Thu, Mon–Fri, Mon–Sat', () => {
    expect(businessDaysIn(march, 4)).toBe(17);
    expect(businessDaysIn(march, 5)).toBe(21);
    expect(businessDaysIn(march, 6)).toBe(26);
  });
  it('counts a year (2025 starts and ends on a Wednesday: 52 weeks + 1 day)', () => {
    const y2025 = { from: '2025-01-01', to: '2025-12-31' };
    expect(businessDaysIn(y2025, 4)).toBe(209); // 52 × 4 + 1
    expect(businessDaysIn(y2025, 5)).toBe(261); // 52 × 5 + 1
    expect(businessDaysIn(y2025, 6)).toBe(313); // 52 × 6 + 1
  });
  it('rejects other working-day options', () => {
    // @ts-expect-error 7 is not a working-days option
    expect(() => businessDaysIn(march, 7)).toThrow(RangeError);
  });
});

describe('forecast (month)', () => {
  it('projects month-to-date pace for 4, 5 and 6 working days', () => {
    expect(forecast({ mtdValue: 1_000_000, today: '2025-03-12', workingDays: 4 }).projected).toBe(2428571); // 1000000 × 17 / 7 = 2428571.43
    expect(forecast({ mtdValue: 1_000_000, today: '2025-03-12', workingDays: 5 }).projected).toBe(2625000); // 1000000 × 21 / 8
    expect(forecast({ mtdValue: 1_000_000, today: '2025-03-12', workingDays: 6 }).projected).toBe(2600000); // 1000000 × 26 / 10
  });
  it('reports the days used', () => {
    expect(forecast({ mtdValue: 1_000_000, today: '2025-03-12', workingDays: 5 })).toEqual({
      actual: 1_000_000,
      projected: 2625000,
      business_days_elapsed: 8,
      business_days_in_period: 21,
    });
  });
  it('rounds the projection to whole cents, half away from zero', () => {
    // Tue 2025-03-04, Mon–Thu: elapsed 3, 4 = 2; 12345 × 17 / 2 = 104932.5 → 104933
    expect(forecast({ mtdValue: 12345, today: '2025-03-04', workingDays: 4 }).projected).toBe(104933);
  });
  it('is 0 when no business day has elapsed', () => {
    // Sun 2025-03-02: only Sat 1 and Sun 2 so far
    expect(forecast({ mtdValue: 5000, today: '2025-03-02', workingDays: 5 }).projected).toBe(0);
    expect(forecast({ mtdValue: 5000, today: '2025-03-02', workingDays: 6 }).projected).toBe(130000); // 5000 × 26 / 1 (Sat 1)
  });
});

describe('forecast (week, year)', () => {
  it('projects the ISO week', () => {
    // Wed 2025-03-12, week Mon 10 .. Sun 16; elapsed Mon–Wed = 3 for every option
    expect(forecastWeek({ wtdValue: 300000, today: '2025-03-12', workingDays: 4 }).projected).toBe(400000); // × 4 / 3
    expect(forecastWeek({ wtdValue: 300000, today: '2025-03-12', workingDays: 5 }).projected).toBe(500000); // × 5 / 3
    expect(forecastWeek({ wtdValue: 300000, today: '2025-03-12', workingDays: 6 }).projected).toBe(600000); // × 6 / 3
  });
  it('projects the calendar year', () => {
    // 2025-01-01 .. 2025-03-11 is 70 days = 10 weeks → 50 Mon–Fri days, + Wed 12 = 51; year = 261
    expect(forecastYear({ ytdValue: 5_100_000, today: '2025-03-12', workingDays: 5 }).projected).toBe(
      26_100_000,
    ); // 5100000 × 261 / 51
  });
});

describe('percentOfGoal', () => {
  it('is value / goal × 100, unrounded; 0 without a goal', () => {
    expect(percentOfGoal(2625000, 3000000)).toBe(87.5);
    expect(percentOfGoal(1, 3)).toBeCloseTo(33.3333333333, 9);
    expect(percentOfGoal(2625000, 0)).toBe(0);
  });
});

describe('forecastSummary', () => {
  it('reports goal, actual, projection and percent for week, month and year', () => {
    const s = forecastSummary({
      today: '2025-03-12',
      workingDays: 5,
      actual: { week: 300000, month: 1_000_000, year: 5_100_000 },
      goals: { week: 400000, month: 3_000_000, year: 0 },
    });
    expect(s.weekly_set_goal_cent).toBe(400000);
    expect(s.monthly_set_goal_cent).toBe(3_000_000);
    expect(s.yearly_set_goal_cent).toBe(0);
    expect(s.week).toMatchObject({ set_goal_cent: 400000, actual: 300000, projected: 500000 });
    expect(s.week.percent_of_goal).toBe(75); // 300000 / 400000 × 100
    expect(s.week.projected_percent_of_goal).toBe(125); // 500000 / 400000 × 100
    expect(s.month).toMatchObject({ actual: 1_000_000, projected: 2625000 });
    expect(s.month.percent_of_goal).toBeCloseTo(33.3333333333, 9); // 1000000 / 3000000 × 100
    expect(s.month.projected_percent_of_goal).toBe(87.5); // 2625000 / 3000000 × 100
    expect(s.year).toMatchObject({
      actual: 5_100_000,
      projected: 26_100_000,
      percent_of_goal: 0,
      projected_percent_of_goal: 0,
    });
  });
});
