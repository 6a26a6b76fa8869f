// Shop comparison, Measure My Shop and the summary report over the golden dataset
// (reports/__tests__/golden-data.ts). Today: Wednesday 2026-03-04 (US/Central); the arithmetic is
// in the comments.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { createLocation, createVerifiedOwner } from '../../accounts/service';
import { ingestBatch } from '../../../ingest';
import { api, createTestApp, signIn, type TestContext } from '../../../test/app';
import { LOCATION_1_ROS, LOCATION_2_ROS } from '../../reports/__tests__/golden-data';

let ctx: TestContext;
let cookie: string;
let partnerId: number;
let l1: number;
let l2: number;

/** One CLOSED RO on 2026-03-02 with a single one-hour labor line. */
const peerRo = (tag: string, sold: number, cost: number) => ({
  external_id: `${tag}-r1`,
  order_number: `${tag}1`,
  status: 'CLOSED',
  opened: '2026-03-02T08:00:00-06:00',
  closed: '2026-03-02T10:00:00-06:00',
  inspection: false,
  tax_cents: 0,
  discount_cents: 0,
  customer: { external_id: `${tag}-c`, first_name: 'Peer', last_name: tag, phone_numbers: [], email_addresses: [], marketing_source: null },
  vehicle: null,
  recommendations: [],
  sublets: [],
  fees: [],
  parts: [],
  labor: [{ description: 'Work', category: null, technician: null, sold_seconds: 3600, actual_seconds: 3600, sold_price_cents: sold, cost_cents: cost }],
});

async function peerShop(tag: string, sold: number, cost: number, fullTimeTech: number) {
  const owner = await createVerifiedOwner(ctx.deps, { businessName: `Peer ${tag}`, email: `${tag}@peer.test`, password: 'secret1' });
  const { locationId } = await createLocation(ctx.deps, { partnerId: owner.partnerId, name: `Secret Peer ${tag}` });
  await ctx.deps.database.db.update(schema.locations).set({ fullTimeTech }).where(eq(schema.locations.id, locationId));
  const result = await ingestBatch(ctx.deps, { locationId, source: 'cli' }, [peerRo(tag, sold, cost)]);
  expect(result.rejected).toBe(0);
}

beforeAll(async () => {
  ctx = await createTestApp({ CLOCK_NOW: '2026-03-04T18:00:00Z' });
  ({ partnerId } = await createVerifiedOwner(ctx.deps, { businessName: 'Golden Garage', email: 'gold@garage.test', password: 'secret1' }));
  l1 = (await createLocation(ctx.deps, { partnerId, name: 'Golden North', timezone: 'US/Central' })).locationId;
  l2 = (await createLocation(ctx.deps, { partnerId, name: 'Golden East', timezone: 'US/Eastern' })).locationId;
  for (const [locationId, ros] of [[l1, LOCATION_1_ROS], [l2, LOCATION_2_ROS]] as const) {
    expect((await ingestBatch(ctx.deps, { locationId, source: 'cli' }, [...ros])).rejected).toBe(0);
  }
  ({ cookie } = await signIn(ctx.app, 'gold@garage.test', 'secret1'));
});
afterAll(() => ctx.close());

async function call(path: string) {
  return ctx.app.inject({ method: 'GET', url: api(path), headers: { cookie } });
}
async function get(path: string) {
  const res = await call(path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('summary report', () => {
  it('splits March 1–4 of location 1 (R1, R2, R3) into lines and totals', async () => {
    const r = await get(`/reports/summarystate?partnerId=${partnerId}&locationId=${l1}&startDate=2026-03-01&endDate=2026-03-04`);
    expect(r).toMatchObject({
      partSales: 15_000, // 10000 + 5000
      partCost: 8_500,
      partProfit: 6_500,
      laborSales: 54_000, // 15000 + 30000 + 9000
      laborProfit: 37_800, // 54000 − 16200
      laborGpPer: 70,
      tireSales: 40_000,
      tireGpPer: 25, // 10000 / 40000
      subletSales: 9_000,
      subletProfit: 3_000,
      otherSales: 1_000,
      otherSoldProfit: 1_000,
      totalSalesWithDiscount: 118_000, // 15000 + 54000 + 40000 + 9000, before R1's 500 discount
      discountWithoutOtherSold: 500,
      totalSalesWithoutDiscountWithoutOtherSold: 117_500,
      totalCost: 60_700, // 8500 + 16200 + 30000 + 6000
      totalProfitWithoutOtherSold: 56_800, // 117500 − 60700
      totalSalesWithOtherSold: 119_000,
      totalDiscountCents: 500,
      totalSales: 118_500,
      totalProfit: 57_800,
      averageRo: 39_500, // 118500 / 3
      roCount: 3,
      hoursSold: 12_600,
      effectiveLaborRate: 15_429, // 54000 / 3.5 h
      gpDollarsPerRo: 19_267, // 57800 / 3 = 19266.67
      grossProfitPerSoldHour: 16_514, // 57800 / 3.5 h
    });
    expect(r.partGpPer).toBeCloseTo(43.3333333, 6); // 6500 / 15000
    expect(r.totalGpPerWithoutOtherSold).toBeCloseTo(48.3404255, 6); // 56800 / 117500
    expect(r.totalGpPer).toBeCloseTo(48.7763713, 6); // 57800 / 118500
    expect(r.hoursPerRO).toBeCloseTo(1.1666667, 6);
  });

  it('adds location 2 for All locations and answers 400 for a reversed or missing range', async () => {
    const all = await get(`/reports/summarystate?partnerId=${partnerId}&startDate=2026-03-03&endDate=2026-03-03`);
    expect(all).toMatchObject({ totalSales: 114_500, roCount: 3 }); // R1 25500 + R2 79000 + L2 10000
    expect((await call(`/reports/summarystate?partnerId=${partnerId}&startDate=2026-03-04&endDate=2026-03-01`)).statusCode).toBe(400);
    expect((await call(`/reports/summarystate?partnerId=${partnerId}&startDate=2026-03-04`)).statusCode).toBe(400);
  });
});

describe('shop comparison', () => {
  it('gives each section of location 1 its figures and change against the prior period', async () => {
    const records = await get(`/shop-comparison?location_ids=${l1},${l2}`);
    expect(records.map((r: { location_name: string }) => r.location_name)).toEqual(['Golden North', 'Golden East']);
    const north = records[0];
    // YTD 2026-01-01..03-04: R8, R3, R1, R2 = 20500 + 14000 + 25500 + 79000; prior 2025-01-01..03-04: R5 = 12000.
    expect(north.current_year_summary).toMatchObject({ from: '2026-01-01', to: '2026-03-04', prior_from: '2025-01-01', prior_to: '2025-03-04', gross_sales_cents: 139_000, sale_count: 4, gross_profit_cents: 66_300 });
    expect(north.current_year_summary.changes).toMatchObject({
      gross_pct: 1058.33, // (139000 − 12000) / 12000
      car_count_pct: 300, // (4 − 1) / 1
      total_sold_hours_diff_pct: 250, // (12600 − 3600) / 3600
      gross_profit_diff_pct: 689.29, // (66300 − 8400) / 8400
    });
    // Last 12 months 2025-03..2026-02: R8 20500 against 2024-03..2025-02: R5 12000.
    expect(north.last12_months).toMatchObject({ gross_sales_cents: 20_500, changes: { gross_pct: 70.83 } });
    // Specific day: yesterday Tuesday 03-03 (R1 + R2) against Tuesday 02-24 (nothing).
    expect(north.specific_day_summary).toMatchObject({ from: '2026-03-03', gross_sales_cents: 104_500, prior_from: '2026-02-24', changes: { gross_pct: null } });
    expect(north.weekly_summary).toMatchObject({ from: '2026-03-02', to: '2026-03-04', gross_sales_cents: 118_500 });
    expect(north.last_month_summary).toMatchObject({ from: '2026-02-01', to: '2026-02-28', gross_sales_cents: 20_500 });
    expect(records[1].current_year_summary.gross_sales_cents).toBe(10_000);
  });

  it('uses a chosen specific day and keeps only YTD and MTD for Measure My Shop', async () => {
    const [north] = await get(`/shop-comparison?location_ids=${l1}&selectedDate=2026-03-02`);
    expect(north.specific_day_summary).toMatchObject({ from: '2026-03-02', gross_sales_cents: 14_000, prior_from: '2026-02-23' });
    const [mms] = await get(`/shop-comparison?location_ids=${l1}&isMeasureMyShop=true`);
    expect(Object.keys(mms).filter((k) => k.endsWith('summary') || k === 'last12_months').sort()).toEqual(['current_year_summary', 'monthly_summary']);
  });

  it('lists customer counts per month, newest first (CUSTOMER view)', async () => {
    const [north] = await get(`/shop-comparison?location_ids=${l1}&comparison_state=CUSTOMER`);
    const [march, february] = north.customers_status_stats;
    // March 2026: new C2, C3; active C1, C2, C3, C4.
    expect(march).toEqual({ month: 3, year: 2026, new_customers: 2, active_customers: 4, lost_customers: 0, last7_mon_lost_customers: 0 });
    // February 2026: C1's last visit (2025-01) is 13 months back → lost; C4 new and the only active one.
    expect(february).toEqual({ month: 2, year: 2026, new_customers: 1, active_customers: 1, lost_customers: 1, last7_mon_lost_customers: 0 });
    expect(north.current_year_summary).toBeUndefined();
  });

  it('answers 404 when location_ids names another partner\'s location', async () => {
    const other = await createVerifiedOwner(ctx.deps, { businessName: 'Other Garage', email: 'other@garage.test', password: 'secret1' });
    const { locationId } = await createLocation(ctx.deps, { partnerId: other.partnerId, name: 'Not Yours' });
    const res = await call(`/shop-comparison?location_ids=${l1},${locationId}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Not Yours');
    expect((await call(`/reports/summarystate?partnerId=${other.partnerId}&startDate=2026-03-01&endDate=2026-03-04`)).statusCode).toBe(403);
    expect((await call(`/reports/summarystate?partnerId=${partnerId}&locationId=${locationId}&startDate=2026-03-01&endDate=2026-03-04`)).statusCode).toBe(404);
  });

  it('answers 400 for a bad state and 403 when the default location lacks rlo_daily_email', async () => {
    expect((await call(`/shop-comparison?comparison_state=WEEKLY`)).statusCode).toBe(400);
    // Years outside 1970..2100 once reached the date arithmetic (a year past 9999) and answered 500.
    for (const date of ['9999-12-31', '1969-12-31', '0001-01-01']) {
      const res = await call(`/shop-comparison?location_ids=${l1}&selectedDate=${date}`);
      expect(res.statusCode, date).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'selectedDate', message: `"${date}" is not a date from 1970-01-01 to 2100-12-31 (expected YYYY-MM-DD)` }]);
    }
    expect((await call(`/shop-comparison?location_ids=${l1}&selectedDate=2100-12-31`)).statusCode).toBe(200);
    expect((await call(`/shop-comparison?location_ids=${l1},2147483648`)).statusCode).toBe(400);
    await ctx.deps.database.db.update(schema.locations).set({ subscriptions: ['rlo_standard', 'measure_my_shop'] }).where(eq(schema.locations.id, l1));
    expect((await call(`/shop-comparison`)).statusCode).toBe(403);
    await ctx.deps.database.db.update(schema.locations).set({ subscriptions: ['rlo_standard', 'rlo_daily_email', 'measure_my_shop'] }).where(eq(schema.locations.id, l1));
  });
});

describe('measure my shop', () => {
  it('shows no figures below three peer shops, then only anonymous aggregates of other partners', async () => {
    await peerShop('pa', 10_000, 5_000, 2);
    await peerShop('pb', 20_000, 5_000, 2);
    const few = await get('/measure_my_shop_data');
    expect(few).toEqual({ peerCount: 2, enoughPeers: false, yearlyList: [], monthlylyList: [] });

    await peerShop('pc', 40_000, 10_000, 3);
    const res = await call('/measure_my_shop_data');
    expect(res.body).not.toMatch(/Secret Peer|Peer p/);
    const data = res.json();
    // Golden Garage's own shops (YTD 139000 and 10000) are not peers: the highest is peer C's 40000.
    expect(data).toMatchObject({ peerCount: 3, enoughPeers: true });
    const [max, min, avg] = data.yearlyList;
    expect(max).toMatchObject({ dataType: 'MAX', grossSalesCents: 40_000, grossProfitPer: 75, grossProfitCents: 30_000, laborSoldSeconds: 3600 });
    expect(min).toMatchObject({ dataType: 'MIN', grossSalesCents: 10_000, grossProfitPer: 50, laborProfitPer: 50 });
    expect(avg).toMatchObject({ dataType: 'AVG', grossSalesCents: 23_333, grossProfitCents: 16_667 }); // 70000 / 3; (5000 + 15000 + 30000) / 3
    expect(avg.grossProfitPer).toBeCloseTo(66.6666667, 6); // (50 + 75 + 75) / 3
  });

  it('filters peers by technician count (5 = five or more) and refuses a count out of 0–5', async () => {
    expect(await get('/measure_my_shop_data?techCount=2')).toMatchObject({ peerCount: 2, enoughPeers: false });
    expect(await get('/measure_my_shop_data?techCount=3')).toMatchObject({ peerCount: 1 });
    expect((await call('/measure_my_shop_data?techCount=6')).statusCode).toBe(400);
  });
});
