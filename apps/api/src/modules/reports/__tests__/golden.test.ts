// Every figure here is worked out by hand from kpis.md over golden-data.ts; the arithmetic is in the
// comments. Today: Wednesday 2026-03-04 (US/Central).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@rlo/db';
import { api, createTestApp, signIn, type TestContext } from '../../../test/app';
import { seedGoldenPartner } from './golden-seed';

let ctx: TestContext;
let cookie: string;
let partnerId: number;
let l1: number;

beforeAll(async () => {
  ctx = await createTestApp({ CLOCK_NOW: '2026-03-04T18:00:00Z' });
  ({ partnerId, l1 } = await seedGoldenPartner(ctx.deps, { businessName: 'Golden Garage', email: 'gold@garage.test', password: 'secret1' }));
  await ctx.deps.database.db.insert(schema.forecastGoals).values([
    { partnerId, locationId: l1, goal: 1_000_000, isYearly: false, isWeekly: false, month: 3, year: 2026 },
    { partnerId, locationId: l1, goal: 10_000_000, isYearly: true, isWeekly: false, month: null, year: 2026 },
  ]);
  ({ cookie } = await signIn(ctx.app, 'gold@garage.test', 'secret1'));
});
afterAll(() => ctx.close());

async function get(path: string) {
  const res = await ctx.app.inject({ method: 'GET', url: api(path), headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('daily summary of location 1', () => {
  it('month to date (03-01..03-04): R1, R2, R3', async () => {
    const { today, current_month: m } = await get(`/dashboard/${partnerId}/reports/daily_summary?location_id=${l1}`);
    expect(today).toBe('2026-03-04');
    expect(m).toMatchObject({
      from: '2026-03-01',
      to: '2026-03-04',
      sale_count: 3,
      gross_sales_cents: 118_500, // 25500 + 79000 + 14000
      gross_profit_cents: 57_800, // 15000 + 34000 + 8800
      average_sale_cents: 39_500, // 118500 / 3
      labor_sold_cents: 54_000, // 15000 + 30000 + 9000
      labor_cost_cents: 16_200, // 4500 + 9000 + 2700
      parts_sold_cents: 15_000, // 10000 + 5000
      parts_cost_cents: 8_500, // 6000 + 2500
      tires_sold_cents: 40_000,
      sublet_sold_cents: 9_000,
      other_sold_cents: 1_000,
      total_labor_sold_seconds: 12_600, // 3600 + 7200 + 1800
      total_labor_actual_seconds: 12_600, // 3000 + 7200 + 2400
      shop_efficiency: 1, // 12600 / 12600
      effective_labor_rate_cents: 15_429, // 54000 / 3.5 h = 15428.57 → 15429
      gross_profit_per_sold_hour_cents: 16_514, // 57800 / 3.5 h = 16514.29 → 16514
      labor_gross_profit_rate: 0.7, // (54000 − 16200) / 54000
      tires_gross_profit_rate: 0.25, // (40000 − 30000) / 40000
      day_count: 2, // 03-02 and 03-03
      average_daily_sales_cents: 59_250, // 118500 / 2
      average_daily_sales_count: 1.5, // 3 / 2
      total_discount_cents: 500,
      total_tax_paid_cents: 800,
      new_customers_count: 2, // C2 (first visit 03-03) and C3 (03-02); C1 first came 2025-01-15
      returning_customers_count: 1, // visitors C1, C2, C3 minus the 2 new
      gross_profit_without_other_cents: 56_800, // 57800 − 1000
    });
    expect(m.gross_profit_per).toBeCloseTo(48.7763713080, 8); // 57800 / 118500 × 100
    expect(m.parts_gross_profit_rate).toBeCloseTo(0.4333333333, 8); // 6500 / 15000
    expect(m.sold_hours_per_ro).toBeCloseTo(1.1666666667, 8); // 12600 / 3600 / 3
    expect(m.total_discount_per).toBeCloseTo(0.4201680672, 8); // 500 / (118500 + 500) × 100
  });

  it('year to date, last year to date, last 12 months, last 30 days, last year this month', async () => {
    const d = await get(`/dashboard/${partnerId}/reports/daily_summary?location_id=${l1}`);
    // YTD 01-01..03-04 adds R8 (02-10): 118500 + 20500
    expect(d.current_year).toMatchObject({ sale_count: 4, gross_sales_cents: 139_000, gross_profit_cents: 66_300, day_count: 3, new_customers_count: 3, returning_customers_count: 1 });
    // LYTD 2025-01-01..2025-03-04: R5 only, C1's first visit
    expect(d.prior_year).toMatchObject({ from: '2025-01-01', to: '2025-03-04', sale_count: 1, gross_sales_cents: 12_000, gross_profit_cents: 8_400, new_customers_count: 1, returning_customers_count: 0 });
    // last 12 full months 2025-03-01..2026-02-28: R8 only
    expect(d.last_12_months).toMatchObject({ from: '2025-03-01', to: '2026-02-28', sale_count: 1, gross_sales_cents: 20_500 });
    // 02-03..03-04 holds R8 and March
    expect(d.last_30_days).toMatchObject({ from: '2026-02-03', to: '2026-03-04', sale_count: 4, gross_sales_cents: 139_000 });
    expect(d.last_year_current_month).toMatchObject({ from: '2025-03-01', to: '2025-03-04', sale_count: 0, gross_sales_cents: 0, average_sale_cents: 0, gross_profit_per: 0 });
  });

  it('weekly summary of the year: ISO week 10 (03-02..03-08) holds March so far, week 7 holds R8', async () => {
    const { weekly_summary: weeks } = await get(`/dashboard/${partnerId}/reports/daily_summary?location_id=${l1}`);
    expect(weeks).toHaveLength(10); // weeks 1..10 of 2026 up to today
    expect(weeks[9]).toMatchObject({ week: 10, from: '2026-03-02', to: '2026-03-08', ro_count: 3, gross_sales_cents: 118_500, week_count: 2, total_labor_sold_cents: 54_000, average_sale_cents: 39_500 });
    expect(weeks[6]).toMatchObject({ week: 7, from: '2026-02-09', ro_count: 1, gross_sales_cents: 20_500, other_sold_cents: 500 });
  });
});

describe('All locations', () => {
  it('sums the enabled locations and counts the union of dates', async () => {
    const { current_month: m } = await get(`/dashboard/${partnerId}/reports/daily_summary?location_id=all`);
    expect(m).toMatchObject({
      sale_count: 4, // R1, R2, R3 + L2's RO; the disabled location's RO is left out
      gross_sales_cents: 128_500, // 118500 + 10000
      gross_profit_cents: 64_800, // 57800 + 7000
      day_count: 2, // {03-02, 03-03} ∪ {03-03}
      new_customers_count: 3, // C2, C3, C5
    });
  });
});

describe('specific day, one day, month details, monthly summary', () => {
  it('specific day is yesterday (Tuesday 03-03): R1 and R2', async () => {
    const d = await get(`/${partnerId}/reports/specific_day_summary?location_id=${l1}`);
    expect(d).toMatchObject({ date: '2026-03-03', sale_count: 2, gross_sales_cents: 104_500, gross_profit_cents: 49_000, day_count: 1, new_customers_count: 1, returning_customers_count: 1 });
  });

  it('a chosen day, sent as an ISO instant at 05:00 UTC, uses its UTC date', async () => {
    const d = await get(`/${partnerId}/reports/specific_day_summary?location_id=${l1}&selectedDate=2026-03-02T05:00:00.000Z`);
    expect(d).toMatchObject({ date: '2026-03-02', sale_count: 1, gross_sales_cents: 14_000 });
  });

  it('daily_summary/{date} for all locations', async () => {
    const d = await get(`/${partnerId}/reports/daily_summary/2026-03-03`);
    expect(d).toMatchObject({ date: '2026-03-03', sale_count: 3, gross_sales_cents: 114_500 }); // 25500 + 79000 + 10000
  });

  it('month details list every day up to today', async () => {
    const days = await get(`/${partnerId}/reports/monthly/2026-03/details?location_id=${l1}`);
    expect(days.map((d: { date: string; gross_sales_cents: number }) => [d.date, d.gross_sales_cents])).toEqual([
      ['2026-03-01', 0],
      ['2026-03-02', 14_000],
      ['2026-03-03', 104_500],
      ['2026-03-04', 0],
    ]);
  });

  it('monthly summary: one row per month, oldest first, zeros included', async () => {
    const rows = await get(`/${partnerId}/reports/monthly_summary?location_id=${l1}&from=2026-01-01&to=2026-03-04`);
    expect(rows.map((r: { year: number; month: number; gross_sales_cents: number; sale_count: number }) => [r.year, r.month, r.gross_sales_cents, r.sale_count])).toEqual([
      [2026, 1, 0, 0],
      [2026, 2, 20_500, 1],
      [2026, 3, 118_500, 3],
    ]);
  });

  it('monthly summary defaults to the 24 chart months', async () => {
    const rows = await get(`/${partnerId}/reports/monthly_summary?location_id=${l1}`);
    expect(rows).toHaveLength(24);
    expect([rows[0].year, rows[0].month]).toEqual([2024, 4]);
    expect(rows[9]).toMatchObject({ year: 2025, month: 1, gross_sales_cents: 12_000 });
  });

  it('the POST variant returns only the metrics asked for', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: api(`/${partnerId}/reports/monthly_summary?location_id=${l1}&from=2026-02-01&to=2026-03-31`),
      headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
      payload: { metrics: ['gross_sales_cents', 'average_sale_cents'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { month: 2, year: 2026, gross_sales_cents: 20_500, average_sale_cents: 20_500 },
      { month: 3, year: 2026, gross_sales_cents: 118_500, average_sale_cents: 39_500 },
    ]);
  });

  it('quarterly details: 2025 Q1 holds R5; 2026 Q1 to date holds 139000', async () => {
    const rows = await get(`/${partnerId}/reports/quarterly/details?location_id=${l1}`);
    expect(rows.map((r: { year: number; quarter: number; gross_sales_cents: number }) => [r.year, r.quarter, r.gross_sales_cents])).toEqual([
      [2025, 1, 12_000],
      [2025, 2, 0],
      [2025, 3, 0],
      [2025, 4, 0],
      [2026, 1, 139_000],
    ]);
  });
});

describe('employees', () => {
  it('advisor stats per month', async () => {
    const rows = await get(`/${partnerId}/reports/writer_stats_by_month?location_id=${l1}&from=2026-01-01&to=2026-03-04`);
    const pick = (name: string, month: number) => rows.find((r: { name: string; month: number }) => r.name === name && r.month === month);
    // Wendy wrote R1 and R2 in March: sales 25500 + 79000; R1's 30000 recommendation / 2 ROs = 15000;
    // labor 15000 + 30000 over 1 h + 2 h → 15000 an hour; parts 10000 (R2 sold tires)
    expect(pick('Wendy Writer', 3)).toMatchObject({ sale_count: 2, gross_sales_cents: 104_500, avg_sale_cents: 52_250, gross_profit_cents: 49_000, labor_sold_sec: 10_800, avg_estimate_cents: 15_000, total_parts_sold_cents: 10_000, advisor_eff_labor_hourly_rate_cents: 15_000 });
    expect(pick('Walt Writer', 2)).toMatchObject({ sale_count: 1, gross_sales_cents: 20_500 });
    expect(pick('Walt Writer', 3)).toMatchObject({ sale_count: 1, gross_sales_cents: 14_000, writer_hours_ro: 0.5 });
  });

  it('technician stats per month', async () => {
    const rows = await get(`/${partnerId}/reports/tech_stats_by_month?location_id=${l1}&from=2026-03-01&to=2026-03-04`);
    const tom = rows.find((r: { name: string }) => r.name === 'Tom Tech');
    // Tom: R1 labor 15000/4500/3600 s and R3 labor 9000/2700/1800 s (R4 is OPEN, not counted)
    expect(tom).toMatchObject({
      total_labor_sold_cents: 24_000,
      total_labor_cost_cents: 7_200,
      total_labor_profit_cents: 16_800,
      total_sold_seconds: 5_400,
      total_actual_seconds: 5_400, // 3000 + 2400
      total_labor_ro: 2,
      avg_labor_sale_cents: 12_000, // 24000 / 2
      eff_labor_hourly_rate_cents: 16_000, // 24000 / 1.5 h
      tech_hours_ro: 0.75, // 1.5 h / 2 ROs
      sold_hour_on_day: 0.75, // 1.5 h / 2 days (03-02, 03-03)
      total_tech_parts_sold_cents: 15_000, // parts of R1 and R3, where Tom is the primary technician
      total_tech_parts_cost_cents: 8_500,
    });
    const tara = rows.find((r: { name: string }) => r.name === 'Tara Tech');
    // Tara: R2 (the DELETED R7 does not count); her primary-tech parts are R2's tires
    expect(tara).toMatchObject({ total_labor_sold_cents: 30_000, total_labor_ro: 1, total_tech_parts_sold_cents: 40_000, total_tech_parts_cost_cents: 30_000 });
  });

  it('advisor and technician figures over a whole range (the pie), from the range sums', async () => {
    const writers = await get(`/${partnerId}/reports/writer_stats_by_range?location_id=${l1}&from=2026-01-01&to=2026-03-04`);
    const walt = writers.find((r: { name: string }) => r.name === 'Walt Writer');
    // Walt: one RO in February (20500) and one in March (14000) → 34500 over 2 ROs, 17250 average
    expect(walt).toMatchObject({ sale_count: 2, gross_sales_cents: 34_500, avg_sale_cents: 17_250 });
    expect(walt).not.toHaveProperty('month');
    const wendy = writers.find((r: { name: string }) => r.name === 'Wendy Writer');
    expect(wendy).toMatchObject({ gross_sales_cents: 104_500, avg_estimate_cents: 15_000 });

    const techs = await get(`/${partnerId}/reports/tech_stats_by_range?location_id=${l1}&from=2026-03-01&to=2026-03-04`);
    // Tom's range is March alone: the same figures as his month, 1.5 h sold over 2 days
    expect(techs.find((r: { name: string }) => r.name === 'Tom Tech')).toMatchObject({ total_labor_sold_cents: 24_000, total_labor_ro: 2, sold_hour_on_day: 0.75 });
  });
});

describe('customers', () => {
  it('customer report of February and March 2026', async () => {
    const rows = await get(`/${partnerId}/reports/customers_by_month?location_id=${l1}`);
    expect(rows).toHaveLength(24);
    const feb = rows.find((r: { year: number; month: number }) => r.year === 2026 && r.month === 2);
    const mar = rows.find((r: { year: number; month: number }) => r.year === 2026 && r.month === 3);
    // Feb 2026: C1 last came 2025-01 = M−13 → lost, with one visit (12000); C4 new and the only active
    expect(feb).toMatchObject({ new_customers: 1, active_customers: 1, lost_customers: 1, lost_customers_one_visit: 1, lost_customers_one_visit_per: 100, lost_customers_one_visit_aro_cents: 12_000, recovered_customer: 0, attrition: 100, acquisition: 100 });
    // Mar 2026: C2, C3 new; C1 returns after 2025-01 (≤ M−13) → recovered; active C1, C2, C3, C4
    expect(mar).toMatchObject({ new_customers: 2, active_customers: 4, lost_customers: 0, recovered_customer: 1, attrition: 0, acquisition: 50 });
  });

  it('marketing sources of new customers', async () => {
    const rows = await get(`/${partnerId}/reports/marketing_sources_by_month?location_id=${l1}`);
    const of = (year: number, month: number) => rows.find((r: { year: number; month: number }) => r.year === year && r.month === month).sources;
    expect(of(2026, 3)).toEqual({ Google: 1, Unknown: 1 }); // C2 Google, C3 none
    expect(of(2026, 2)).toEqual({ Referral: 1 }); // C4
    expect(of(2025, 1)).toEqual({ Google: 1 }); // C1
  });

  it('top customers over a range', async () => {
    const rows = await get(`/${partnerId}/reports/top_customers?location_id=${l1}&from=2025-01-01&to=2026-03-04`);
    expect(rows.map((r: { first_name: string; total_spent_cents: number; visits: number }) => [r.first_name, r.total_spent_cents, r.visits])).toEqual([
      ['Ben', 79_000, 1],
      ['Ana', 37_500, 2], // 25500 + 12000
      ['Dee', 20_500, 1],
      ['Cy', 14_000, 1],
    ]);
  });
});

describe('forecast', () => {
  it('projects the month from 3 business days elapsed of 22', async () => {
    const f = await get(`/dashboard/${partnerId}/forcast_summary?location_id=${l1}`);
    expect(f.monthly_set_goal_cent).toBe(1_000_000);
    expect(f.yearly_set_goal_cent).toBe(10_000_000);
    // March 2026 has 22 weekdays; Mon 2 .. Wed 4 elapsed = 3; 118500 / 3 × 22 = 869000
    expect(f.month).toMatchObject({ actual: 118_500, projected: 869_000, business_days_elapsed: 3, business_days_in_period: 22 });
    expect(f.month.percent_of_goal).toBeCloseTo(11.85, 10); // 118500 / 1000000 × 100
    expect(f.month.projected_percent_of_goal).toBeCloseTo(86.9, 10);
    // the week is this ISO week: Mon 03-02 .. Wed 03-04 elapsed 3 of 5; 118500 / 3 × 5 = 197500
    expect(f.week).toMatchObject({ actual: 118_500, projected: 197_500 });
  });
});

describe('bad parameters', () => {
  // Paths name the partner as PID: the table is built before beforeAll creates it.
  it.each([
    ['/PID/reports/monthly_summary?from=2025-02-30'],
    ['/PID/reports/monthly_summary?from=2026-03-01&to=2026-01-01'],
    ['/PID/reports/monthly/2026-13/details'],
    ['/PID/reports/specific_day_summary?selectedDate=yesterday'],
    ['/dashboard/PID/reports/daily_summary?location_id=north'],
  ])('%s → 400', async (path) => {
    const res = await ctx.app.inject({ method: 'GET', url: api(path.replace('PID', String(partnerId))), headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json().title).toBe('400 - Bad Request');
  });
});
