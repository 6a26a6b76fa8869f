// The benchmark's naive queries must answer the same figures as the dashboard calls they are timed
// against; here on the hand-made golden dataset, whose customers include new, returning and
// long-absent ones across both locations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, signIn, type TestContext } from '../../apps/api/src/test/app';
import { seedGoldenPartner } from '../../apps/api/src/modules/reports/__tests__/golden-seed';
import { NAIVE_FIGURES, dailySummaryMismatches, naiveDailySummary, type NaivePeriodRow } from '../naive';

const TODAY = '2026-03-04';
let ctx: TestContext;
let cookie: string;
let partnerId: number;
let l1: number;
let l2: number;

beforeAll(async () => {
  ctx = await createTestApp({ CLOCK_NOW: `${TODAY}T18:00:00Z` });
  ({ partnerId, l1, l2 } = await seedGoldenPartner(ctx.deps, { businessName: 'Naive Garage', email: 'naive@garage.test', password: 'secret1' }));
  ({ cookie } = await signIn(ctx.app, 'naive@garage.test', 'secret1'));
});
afterAll(() => ctx.close());

async function get<T>(path: string): Promise<T> {
  const res = await ctx.app.inject({ method: 'GET', url: api(path), headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const scopes = () => [
  { locationId: String(l1), locationIds: [l1] },
  { locationId: 'all', locationIds: [l1, l2] },
];

describe('the naive design', () => {
  it('answers every checked figure of the daily summary as the API does, for one location and All locations', async () => {
    for (const { locationId, locationIds } of scopes()) {
      const summary = await get<Record<string, Record<string, number>>>(`/dashboard/${partnerId}/reports/daily_summary?location_id=${locationId}`);
      const rows = await ctx.deps.database.rows<NaivePeriodRow>(naiveDailySummary(locationIds, TODAY));
      expect(rows).toHaveLength(6);
      expect(dailySummaryMismatches(summary, rows, TODAY)).toEqual([]);
      // The data has new and returning customers, so the comparison is not of zeros alone.
      const periods = rows.map((r) => summary[r.period]);
      expect(periods.some((p) => p.new_customers_count > 0)).toBe(true);
      expect(periods.some((p) => p.returning_customers_count > 0)).toBe(true);
      // And a naive row that is off by one customer is caught.
      const off = rows.map((r) => (r.period === 'current_year' ? { ...r, new_customers: Number(r.new_customers) + 1 } : r));
      expect(dailySummaryMismatches(summary, off, TODAY)).toEqual([
        `current_year.new_customers_count: ${summary.current_year.new_customers_count + 1} vs ${summary.current_year.new_customers_count}`,
        `current_year.returning_customers_count: ${summary.current_year.returning_customers_count - 1} vs ${summary.current_year.returning_customers_count}`,
      ]);
    }
  });

  it('answers the monthly series with the same sales, count and new customers per month', async () => {
    const figure = NAIVE_FIGURES.find((f) => f.call === 'monthly_summary');
    for (const { locationId, locationIds } of scopes()) {
      type Month = { year: number; month: number; gross_sales_cents: number; sale_count: number; new_customers_count: number };
      const months = await get<Month[]>(`/${partnerId}/reports/monthly_summary?location_id=${locationId}`);
      const [rows] = await Promise.all(figure!.queries(locationIds, TODAY).map((q) => ctx.deps.database.rows<{ bucket: string; total_sold_cents: number; ro_count: number; new_customers: number }>(q)));
      const sold = months.filter((m) => m.sale_count > 0);
      expect(rows.map((r) => [r.bucket, r.total_sold_cents, r.ro_count, r.new_customers])).toEqual(
        sold.map((m) => [`${m.year}-${String(m.month).padStart(2, '0')}`, m.gross_sales_cents, m.sale_count, m.new_customers_count]),
      );
    }
  });
});
