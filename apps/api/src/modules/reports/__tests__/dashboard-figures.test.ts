// The figures the dashboard shows beside its rows — the monthly chart's 12-month blocks, the daily
// cards' variance percents, the yearly comparison's totals — come from the API (daily_summary), by
// kpis.md §3. Every expected value is worked out by hand from golden-data.ts; today is Wednesday
// 2026-03-04, so the monthly chart is 2024-04 .. 2026-03: previous12 = 2024-04 .. 2025-03 (R5 on
// 2025-01-15), recent12 = 2025-04 .. 2026-03 (R8 on 2026-02-10; R1, R2, R3 in March).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { api, createTestApp, signIn, type TestContext } from '../../../test/app';
import { seedGoldenPartner } from './golden-seed';

let ctx: TestContext;
let cookie: string;
let partnerId: number;
let l1: number;

beforeAll(async () => {
  ctx = await createTestApp({ CLOCK_NOW: '2026-03-04T18:00:00Z' });
  ({ partnerId, l1 } = await seedGoldenPartner(ctx.deps, { businessName: 'Figures Garage', email: 'figures@garage.test', password: 'secret1' }));
  ({ cookie } = await signIn(ctx.app, 'figures@garage.test', 'secret1'));
});
afterAll(() => ctx.close());

async function get(path: string) {
  const res = await ctx.app.inject({ method: 'GET', url: api(path), headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

type Row = { year: number; month: number; gross_sales_cents: number };

describe('the monthly chart blocks', () => {
  it('a block total is the sum of the monthly rows and of the rollup rows it covers', async () => {
    const { monthly_blocks: blocks } = await get(`/dashboard/${partnerId}/reports/daily_summary?location_id=${l1}`);
    // recent12: R8 20500 + R1 25500 + R2 79000 + R3 14000 = 139000 over 1 + 3 ROs.
    expect(blocks.recent12).toMatchObject({ from: '2025-04-01', to: '2026-03-04', gross_sales_cents: 139_000, sale_count: 4, gross_profit_cents: 66_300 }); // 8500 + 57800
    // previous12: R5 alone.
    expect(blocks.previous12).toMatchObject({ from: '2024-04-01', to: '2025-03-31', gross_sales_cents: 12_000, sale_count: 1 });

    // The same figure from the 24 rows of the monthly summary answer ...
    const rows: Row[] = await get(`/${partnerId}/reports/monthly_summary?location_id=${l1}`);
    const sum = (block: Row[]) => block.reduce((total, row) => total + row.gross_sales_cents, 0);
    expect(sum(rows.slice(12))).toBe(blocks.recent12.gross_sales_cents);
    expect(sum(rows.slice(0, 12))).toBe(blocks.previous12.gross_sales_cents);
    // ... and from the daily rollup rows of the block's dates.
    const [rollups] = await ctx.deps.database.rows<{ sold: number }>(sql`
      select coalesce(sum(total_sold_cents), 0)::float8 as sold from daily_rollups
      where location_id = ${l1} and business_date between '2025-04-01'::date and '2026-03-04'::date`);
    expect(rollups.sold).toBe(139_000);
  });

  it('a ratio block is the average of its monthly values over 12, money rounded to whole cents', async () => {
    const { monthly_blocks: blocks } = await get(`/dashboard/${partnerId}/reports/daily_summary?location_id=${l1}`);
    // ARO: February 20500 (one RO), March 118500 / 3 = 39500; (20500 + 39500) / 12 = 5000.
    expect(blocks.recent12.average_sale_cents).toBe(5_000);
    // Effective labor rate: February has no labor (0), March 54000 / 3.5 h = 15429; 15429 / 12 = 1285.75 → 1286.
    expect(blocks.recent12.effective_labor_rate_cents).toBe(1_286);
    // GP %: February 8500 / 20500 × 100 = 41.4634146341, March 57800 / 118500 × 100 = 48.7763713080;
    // 90.2397859421 / 12 = 7.5199821618, unrounded.
    expect(blocks.recent12.gross_profit_per).toBeCloseTo(7.5199821618, 8);
    // previous12: January 2025's ARO 12000 and rate 12000 / 1 h, each / 12 = 1000.
    expect(blocks.previous12).toMatchObject({ average_sale_cents: 1_000, effective_labor_rate_cents: 1_000 });
  });

  it('All locations adds the enabled locations', async () => {
    const { monthly_blocks: blocks } = await get(`/dashboard/${partnerId}/reports/daily_summary?location_id=all`);
    expect(blocks.recent12.gross_sales_cents).toBe(149_000); // 139000 + East's 10000; the disabled location's 99900 left out
  });
});

describe('the daily cards variance', () => {
  it('compares year to date with last year to date, and month to date with last year', async () => {
    const { variance } = await get(`/dashboard/${partnerId}/reports/daily_summary?location_id=${l1}`);
    // YTD 139000 over 4 ROs, GP 66300; LYTD 12000 over 1 RO, GP 8400.
    expect(variance.current_year).toMatchObject({
      gross_sales_cents: 1058.33, // 127000 / 12000 × 100 = 1058.333…
      sale_count: 300, // 3 / 1 × 100
      average_sale_cents: 189.58, // (34750 − 12000) / 12000 × 100 = 189.5833…
      gross_profit_cents: 689.29, // 57900 / 8400 × 100 = 689.2857…
    });
    // March 2025 sold nothing: no variance.
    expect(variance.current_month).toMatchObject({ gross_sales_cents: null, sale_count: null });
  });
});

describe('the yearly comparison totals', () => {
  it('gives the last five calendar years, oldest first, each the sum of its months', async () => {
    const { yearly_totals: years } = await get(`/dashboard/${partnerId}/reports/daily_summary?location_id=${l1}`);
    expect(years.map((y: { year: number; from: string; to: string; gross_sales_cents: number }) => [y.year, y.from, y.to, y.gross_sales_cents])).toEqual([
      [2022, '2022-01-01', '2022-12-31', 0],
      [2023, '2023-01-01', '2023-12-31', 0],
      [2024, '2024-01-01', '2024-12-31', 0],
      [2025, '2025-01-01', '2025-12-31', 12_000], // R5
      [2026, '2026-01-01', '2026-03-04', 139_000], // R8 + March
    ]);
    expect(years[4]).toMatchObject({ sale_count: 4, new_customers_count: 3 }); // C4, C2, C3 (C1 first came in 2025)
    const rows: Row[] = await get(`/${partnerId}/reports/monthly_summary?location_id=${l1}&from=2025-01-01`);
    const of = (year: number) => rows.filter((row) => row.year === year).reduce((total, row) => total + row.gross_sales_cents, 0);
    expect([of(2025), of(2026)]).toEqual([years[3].gross_sales_cents, years[4].gross_sales_cents]);
  });
});
