// "Explain this figure" (issue 29): the explanation's result is the figure the dashboard shows, its
// inputs are the sums of the ROs it lists. Hand-computed on the golden data (golden-data.ts; March
// 2026 at Golden North is R1 25,500 + R2 79,000 + R3 14,000), then walked over every metric and
// period of the daily summary on a slice of the demo data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVISOR_KPI_METRICS, EXPLAIN_CUSTOMER_RATIOS, TECHNICIAN_KPIS, EXPLAIN_RO_INPUTS, SUMMARY_METRICS, type Explanation } from '@rlo/contract';
import { createVerifiedOwner, createLocation } from '../../accounts/service';
import { generateDemoPlan, generateRepairOrders } from '../../../demo';
import { ingestBatch } from '../../../ingest';
import { api, createTestApp, signIn, type TestContext } from '../../../test/app';
import { seedGoldenPartner } from './golden-seed';

let ctx: TestContext;
let cookie: string;
let partnerId: number;
let l1: number;

beforeAll(async () => {
  ctx = await createTestApp({ CLOCK_NOW: '2026-03-04T18:00:00Z' });
  ({ partnerId, l1 } = await seedGoldenPartner(ctx.deps, { businessName: 'Explain Garage', email: 'explain@garage.test', password: 'secret1' }));
  ({ cookie } = await signIn(ctx.app, 'explain@garage.test', 'secret1'));
});
afterAll(() => ctx.close());

async function get(path: string, as = cookie) {
  const res = await ctx.app.inject({ method: 'GET', url: api(path), headers: { cookie: as } });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}
const explain = async (query: string, pid = partnerId, as = cookie) => (await get(`/${pid}/reports/explain?${query}`, as)).json() as Explanation;

describe('one figure explained, by hand', () => {
  const march = () => `location_id=${l1}&from=2026-03-01&to=2026-03-04`;

  it('GP %: (gross profit × 100) ÷ gross sales with both sums, unrounded', async () => {
    const e = await explain(`metric=gross_profit_per&${march()}`);
    expect(e).toMatchObject({
      expression: '{gross_profit_cents} × 100 ÷ {total_sold_cents}',
      rounding: 'none',
      ro_count: 3,
      locations: [{ id: l1, name: 'Golden North' }],
      inputs: [
        { key: 'gross_profit_cents', value: 57_800, summed_from_ros: true },
        { key: 'total_sold_cents', value: 118_500, summed_from_ros: true },
      ],
    });
    expect(e.result).toBeCloseTo(48.776371308, 8); // 5,780,000 ÷ 118,500
  });

  it('effective labor rate: labor ÷ (sold seconds ÷ 3600), to whole cents', async () => {
    const e = await explain(`metric=effective_labor_rate_cents&${march()}`);
    expect(e.inputs).toEqual([
      { key: 'labor_sold_cents', value: 54_000, summed_from_ros: true },
      { key: 'sold_seconds', value: 12_600, summed_from_ros: true },
    ]);
    expect(e).toMatchObject({ rounding: 'cents', result: 15_429 }); // 54,000 ÷ 3.5 h = 15,428.57…
  });

  it('lists the three ROs with their sales, sortable, paged on the server, and as CSV', async () => {
    const page = (extra: string) => get(`/${partnerId}/reports/explain/repair-orders?metric=gross_sales_cents&${march()}&${extra}`).then((r) => r.json());
    const bySales = await page('sort=total_sold_cents&order=desc');
    expect(bySales.total).toBe(3);
    expect(bySales.items.map((ro: { order_number: string; amounts: object }) => [ro.order_number, ro.amounts])).toEqual([
      ['1002', { total_sold_cents: 79_000 }],
      ['1001', { total_sold_cents: 25_500 }],
      ['1003', { total_sold_cents: 14_000 }],
    ]);
    // Each RO's customer (R1 Ana Lopez, R2 Ben Ng, R3 Cy Diaz), joined to the page's rows.
    expect(bySales.items.map((ro: { customer_name: string }) => ro.customer_name)).toEqual(['Ben Ng', 'Ana Lopez', 'Cy Diaz']);
    const second = await page('sort=total_sold_cents&order=desc&page_size=2&page_num=2');
    expect(second).toMatchObject({ total: 3, items: [{ order_number: '1003', customer_name: 'Cy Diaz' }] });
    const byNumber = await page('sort=order_number&order=asc&page_size=2');
    expect(byNumber.items.map((ro: { order_number: string; customer_name: string }) => [ro.order_number, ro.customer_name])).toEqual([
      ['1001', 'Ana Lopez'],
      ['1002', 'Ben Ng'],
    ]);
    expect(await page('page_size=2&page_num=3')).toEqual({ items: [], total: 3 });

    const csv = await get(`/${partnerId}/reports/explain/repair-orders.csv?metric=gross_sales_cents&${march()}`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('location,order_number,business_date,customer,total_sold_cents');
    // By business date: R3 on March 2, then R1 and R2 on March 3.
    expect(lines.slice(1).map((l) => l.split(',').at(-1))).toEqual(['14000', '25500', '79000']);
  });

  it("lists a technician's ROs over All locations by date, with their customers, and counts them past the last page", async () => {
    const techs = (await get(`/${partnerId}/reports/tech_stats_by_range?${march()}`)).json() as { employee_id: number; name: string }[];
    const tom = techs.find((t) => t.name === 'Tom Tech');
    expect(tom).toBeDefined();
    const page = async (extra: string) =>
      (await get(`/${partnerId}/reports/explain/technician?metric=total_labor_sold_cents&location_id=all&from=2026-03-01&to=2026-03-04&tech_id=${tom?.employee_id}&${extra}`)).json();
    // Tom's labor in March: R3 (March 2, Cy Diaz, 9,000) and R1 (March 3, Ana Lopez, 15,000); R4 is open.
    const first = await page('page_size=10');
    expect(first.repair_orders.total).toBe(2);
    expect(first.repair_orders.items.map((ro: { order_number: string; customer_name: string; labor_sold_cents: number }) => [ro.order_number, ro.customer_name, ro.labor_sold_cents])).toEqual([
      ['1003', 'Cy Diaz', 9_000],
      ['1001', 'Ana Lopez', 15_000],
    ]);
    expect((await page('page_size=1&page_num=3')).repair_orders).toEqual({ items: [], total: 2 });
  });

  it('a variance: both sides and (current − prior) ÷ prior × 100 to 2 decimals', async () => {
    // March 3 (R1 + R2 = 104,500) against March 2 (R3 = 14,000): 90,500 ÷ 14,000 × 100 = 646.428… → 646.43.
    const e = await explain(`metric=gross_sales_cents&location_id=${l1}&from=2026-03-03&to=2026-03-03&prior_from=2026-03-02&prior_to=2026-03-02`);
    expect(e.result).toBe(104_500);
    expect(e.variance).toEqual({
      prior: { from: '2026-03-02', to: '2026-03-02', inputs: [{ key: 'total_sold_cents', value: 14_000, summed_from_ros: true }], result: 14_000, ro_count: 1 },
      percent: 646.43,
    });
    // Nothing on March 1: no variance against 0.
    const none = await explain(`metric=gross_sales_cents&location_id=${l1}&from=2026-03-03&to=2026-03-03&prior_from=2026-03-01&prior_to=2026-03-01`);
    expect(none.variance?.percent).toBeNull();
  });

  it('by month: each month by the rule, then a ratio is their sum ÷ the number of months', async () => {
    // February: R8 alone, 20,500 ÷ 1; March to the 4th: 118,500 ÷ 3 = 39,500. (20,500 + 39,500) ÷ 2 = 30,000,
    // where the ratio of the sums would be 139,000 ÷ 4 = 34,750.
    const e = await explain(`metric=average_sale_cents&location_id=${l1}&from=2026-02-01&to=2026-03-04&by=month`);
    expect(e.result).toBe(30_000);
    expect(e.by_month).toEqual({
      months: [
        { year: 2026, month: 2, from: '2026-02-01', to: '2026-02-28', value: 20_500, ro_count: 1 },
        { year: 2026, month: 3, from: '2026-03-01', to: '2026-03-04', value: 39_500, ro_count: 3 },
      ],
      sum: 60_000,
      divisor: 2,
      rounding: 'cents',
    });
    expect(e.inputs).toContainEqual({ key: 'total_sold_cents', value: 139_000, summed_from_ros: true });
  });

  it('lists the customers behind the new and returning customers of March: who, when, and why returning', async () => {
    const customers = async (metric: string) => (await get(`/${partnerId}/reports/explain/customers?metric=${metric}&${march()}`)).json();
    // R3 (Cy, March 2) and R2 (Ben, March 3) are first visits; Ana's March 3 visit follows R5 of 2025-01-15.
    expect(await customers('new_customers_count')).toEqual({
      total: 2,
      items: [
        { location_id: l1, customer_id: expect.any(Number), customer_name: 'Cy Diaz', first_visit: '2026-03-02', previous_visit: null, visits: 1, ro_count: 1 },
        { location_id: l1, customer_id: expect.any(Number), customer_name: 'Ben Ng', first_visit: '2026-03-03', previous_visit: null, visits: 1, ro_count: 1 },
      ],
    });
    expect(await customers('returning_customers_count')).toEqual({
      total: 1,
      items: [{ location_id: l1, customer_id: expect.any(Number), customer_name: 'Ana Lopez', first_visit: '2026-03-03', previous_visit: '2025-01-15', visits: 1, ro_count: 1 }],
    });
    // One marketing source's: Ben came from Google; Cy named none, so he is Unknown.
    const google = (await get(`/${partnerId}/reports/explain/customers?metric=new_customers_count&${march()}&marketing_source=Google`)).json();
    expect(google.items.map((c: { customer_name: string }) => c.customer_name)).toEqual(['Ben Ng']);
    expect(google.total).toBe(1);
    const counts = await explain(`metric=new_customers_count&${march()}`);
    expect(counts.inputs).toEqual([{ key: 'new_customers_count', value: 2, summed_from_ros: false }]);
    const bad = await ctx.app.inject({ method: 'GET', url: api(`/${partnerId}/reports/explain/customers?metric=sale_count&${march()}`), headers: { cookie } });
    expect(bad.statusCode).toBe(400);
  });

  it("explains the customer report's ratios from the month's counts (kpis.md §6)", async () => {
    const ratio = async (metric: string, year: number, month: number) =>
      (await get(`/${partnerId}/reports/explain/customer-ratio?metric=${metric}&location_id=${l1}&year=${year}&month=${month}`)).json();
    // February 2026: Ana's last visit up to then is 2025-01-15, thirteen months before: lost, after one
    // visit of $120.00. The only active customer is Dee (2026-02-10).
    expect(await ratio('attrition', 2026, 2)).toMatchObject({
      expression: '{lost_customers} × 100 ÷ {active_customers}',
      inputs: [{ key: 'lost_customers', value: 1 }, { key: 'active_customers', value: 1 }],
      result: 100,
    });
    expect(await ratio('lost_customers_one_visit_aro_cents', 2026, 2)).toMatchObject({
      rounding: 'cents',
      inputs: [{ key: 'lost_customers_one_visit_sold_cents', value: 12_000 }, { key: 'lost_customers_one_visit', value: 1 }],
      result: 12_000,
    });
    // March 2026: Ben and Cy are new; Ana, Ben, Cy and Dee are active: 2 × 100 ÷ 4 = 50.
    expect(await ratio('acquisition', 2026, 3)).toMatchObject({
      inputs: [{ key: 'new_customers', value: 2 }, { key: 'active_customers', value: 4 }],
      result: 50,
    });
  });

  it('refuses a prior period without its end or backwards, by month with a prior, and too many months', async () => {
    const status = async (query: string) =>
      (await ctx.app.inject({ method: 'GET', url: api(`/${partnerId}/reports/explain?metric=gross_sales_cents&location_id=${l1}&${query}`), headers: { cookie } })).statusCode;
    expect(await status('from=2026-03-03&to=2026-03-03&prior_from=2026-03-02')).toBe(400);
    expect(await status('from=2026-03-03&to=2026-03-03&prior_from=2026-03-02&prior_to=2026-03-01')).toBe(400);
    expect(await status('from=2026-02-01&to=2026-03-03&by=month&prior_from=2026-01-01&prior_to=2026-01-31')).toBe(400);
    expect(await status('from=2023-01-01&to=2026-01-31&by=month')).toBe(400);
    expect(await status('from=2023-02-01&to=2026-01-31&by=month')).toBe(200);
  });

  it('refuses a period that ends before it starts, an unknown metric, and another partner', async () => {
    const bad = await ctx.app.inject({ method: 'GET', url: api(`/${partnerId}/reports/explain?metric=gross_sales_cents&location_id=${l1}&from=2026-03-04&to=2026-03-01`), headers: { cookie } });
    expect(bad.statusCode).toBe(400);
    const unknown = await ctx.app.inject({ method: 'GET', url: api(`/${partnerId}/reports/explain?metric=profit&location_id=${l1}&from=2026-03-01&to=2026-03-04`), headers: { cookie } });
    expect(unknown.statusCode).toBe(400);
    await seedGoldenPartner(ctx.deps, { businessName: 'Nosy Garage', email: 'nosy@garage.test', password: 'secret1' });
    const nosy = (await signIn(ctx.app, 'nosy@garage.test', 'secret1')).cookie;
    const theirs = await ctx.app.inject({ method: 'GET', url: api(`/${partnerId}/reports/explain/repair-orders.csv?metric=gross_sales_cents&location_id=${l1}&from=2026-03-01&to=2026-03-04`), headers: { cookie: nosy } });
    expect(theirs.statusCode).toBe(403);
  });
});

describe('every figure of the daily summary and the weekly rows, on demo data', () => {
  it('equals its explanation, and its RO inputs are the sums of the ROs listed', { timeout: 300_000 }, async () => {
    const owner = await createVerifiedOwner(ctx.deps, { businessName: 'Demo Walk', email: 'walk@garage.test', password: 'secret1' });
    const { locationId } = await createLocation(ctx.deps, { partnerId: owner.partnerId, name: 'Walk Shop', timezone: 'US/Central' });
    const [shop] = generateDemoPlan({ today: '2026-03-04', scale: 'small' }).partners[0].locations;
    // Fourteen months of the demo owner's first shop: every period of the daily summary has figures.
    for (const batch of generateRepairOrders(shop, { today: '2026-03-04', batchSize: 500 })) {
      const recent = batch.filter((ro) => ro.opened >= '2025-01-01');
      if (recent.length > 0) expect((await ingestBatch(ctx.deps, { locationId, source: 'cli' }, recent)).rejected).toBe(0);
    }
    const as = (await signIn(ctx.app, 'walk@garage.test', 'secret1')).cookie;
    const summary = (await get(`/dashboard/${owner.partnerId}/reports/daily_summary?location_id=${locationId}`, as)).json();
    const periods = ['current_year', 'prior_year', 'last_12_months', 'last_30_days', 'current_month', 'last_year_current_month'];
    let nonZero = 0;
    for (const period of periods) {
      const { from, to } = summary[period];
      const explained: Explanation[] = [];
      for (const metric of SUMMARY_METRICS) {
        const e = await explain(`metric=${metric}&location_id=${locationId}&from=${from}&to=${to}`, owner.partnerId, as);
        expect(e.result, `${metric} over ${period}`).toBe(summary[period][metric]);
        if (e.result !== 0) nonZero++;
        explained.push(e);
      }
      // The customers listed behind the new and returning customers are as many as the figures count.
      for (const metric of ['new_customers_count', 'returning_customers_count'] as const) {
        const listed = (await get(`/${owner.partnerId}/reports/explain/customers?metric=${metric}&location_id=${locationId}&from=${from}&to=${to}&page_size=1`, as)).json();
        expect(listed.total, `${metric} over ${period}`).toBe(summary[period][metric]);
      }
      // Each RO input through the first figure that reads it: the ROs its CSV lists sum to the input.
      for (const input of EXPLAIN_RO_INPUTS.filter((k) => k !== 'ro_count')) {
        const e = explained.find((x) => x.inputs.some((i) => i.key === input));
        if (!e) throw new Error(`no figure reads ${input}`);
        const csv = (await get(`/${owner.partnerId}/reports/explain/repair-orders.csv?metric=${e.metric}&location_id=${locationId}&from=${from}&to=${to}`, as)).body;
        const [header, ...rows] = csv.replace('\uFEFF', '').trim().split('\r\n');
        const column = header.split(',').indexOf(input);
        const listed = rows.reduce((total, row) => total + Number(row.split(',')[column]), 0);
        expect(listed, `${input} over ${period}`).toBe(e.inputs.find((i) => i.key === input)?.value);
        expect(rows).toHaveLength(e.ro_count);
      }
    }
    // The monthly chart's two 12-month blocks, month by month: a ratio is the average of its months, a sum their total.
    for (const key of ['previous12', 'recent12'] as const) {
      const { from, to } = summary.monthly_blocks[key];
      for (const metric of SUMMARY_METRICS) {
        const e = await explain(`metric=${metric}&location_id=${locationId}&from=${from}&to=${to}&by=month`, owner.partnerId, as);
        expect(e.result, `${metric} over the ${key} block`).toBe(summary.monthly_blocks[key][metric]);
      }
    }
    // The daily cards' changes: this month against the same month last year, every figure.
    const [current, prior] = [summary.current_month, summary.last_year_current_month];
    for (const metric of SUMMARY_METRICS) {
      const e = await explain(
        `metric=${metric}&location_id=${locationId}&from=${current.from}&to=${current.to}&prior_from=${prior.from}&prior_to=${prior.to}`,
        owner.partnerId,
        as,
      );
      expect(e.variance?.percent, `${metric}'s change`).toBe(summary.variance.current_month[metric]);
    }
    // The employee section's advisor figures over this month: each one the same figure over the ROs they wrote.
    const month = summary.current_month;
    const advisors = (await get(`/${owner.partnerId}/reports/writer_stats_by_range?location_id=${locationId}&from=${month.from}&to=${month.to}`, as)).json();
    expect(advisors.length).toBeGreaterThan(1);
    for (const advisor of advisors) {
      for (const [kpi, metric] of Object.entries(ADVISOR_KPI_METRICS)) {
        const e = await explain(`metric=${metric}&location_id=${locationId}&from=${month.from}&to=${month.to}&writer_id=${advisor.employee_id}`, owner.partnerId, as);
        expect(e.result, `${advisor.name}'s ${kpi}`).toBe(advisor[kpi]);
      }
      const csv = (await get(`/${owner.partnerId}/reports/explain/repair-orders.csv?metric=gross_sales_cents&location_id=${locationId}&from=${month.from}&to=${month.to}&writer_id=${advisor.employee_id}`, as)).body;
      const rows = csv.replace('\uFEFF', '').trim().split('\r\n').slice(1);
      expect(rows, `${advisor.name}'s ROs`).toHaveLength(advisor.sale_count);
      expect(rows.reduce((total, row) => total + Number(row.split(',').at(-1)), 0)).toBe(advisor.gross_sales_cents);
    }
    // The technicians' figures too, and the ROs whose labor they worked add up to their sums.
    const technicians = (await get(`/${owner.partnerId}/reports/tech_stats_by_range?location_id=${locationId}&from=${month.from}&to=${month.to}`, as)).json();
    expect(technicians.length).toBeGreaterThan(1);
    for (const tech of technicians) {
      const query = `location_id=${locationId}&from=${month.from}&to=${month.to}&tech_id=${tech.employee_id}`;
      for (const kpi of Object.keys(TECHNICIAN_KPIS)) {
        const e = (await get(`/${owner.partnerId}/reports/explain/technician?metric=${kpi}&${query}&page_size=1`, as)).json();
        expect(e.result, `${tech.name}'s ${kpi}`).toBe(tech[kpi]);
      }
      const listed = { labor_sold_cents: 0, sold_seconds: 0, count: 0 };
      for (let page = 1; listed.count < tech.total_labor_ro || page === 1; page++) {
        const e = (await get(`/${owner.partnerId}/reports/explain/technician?metric=total_labor_sold_cents&${query}&page_size=100&page_num=${page}`, as)).json();
        expect(e.repair_orders.total, `${tech.name}'s ROs`).toBe(tech.total_labor_ro);
        if (e.repair_orders.items.length === 0) break;
        for (const ro of e.repair_orders.items) {
          listed.labor_sold_cents += ro.labor_sold_cents;
          listed.sold_seconds += ro.sold_seconds;
          listed.count++;
        }
      }
      expect(listed).toEqual({ labor_sold_cents: tech.total_labor_sold_cents, sold_seconds: tech.total_sold_seconds, count: tech.total_labor_ro });
    }
    // The marketing sources of last month: each count is its customers, listed.
    const marketing = (await get(`/${owner.partnerId}/reports/marketing_sources_by_month?location_id=${locationId}`, as)).json();
    const lastMonth = marketing.at(-2) as { year: number; month: number; sources: Record<string, number> };
    expect(Object.keys(lastMonth.sources).length).toBeGreaterThan(1);
    const monthEnd = new Date(Date.UTC(lastMonth.year, lastMonth.month, 0)).toISOString().slice(0, 10);
    const monthStart = `${monthEnd.slice(0, 8)}01`;
    for (const [source, count] of Object.entries(lastMonth.sources)) {
      const listed = (await get(`/${owner.partnerId}/reports/explain/customers?metric=new_customers_count&location_id=${locationId}&from=${monthStart}&to=${monthEnd}&marketing_source=${encodeURIComponent(source)}&page_size=1`, as)).json();
      expect(listed.total, `new customers from ${source}`).toBe(count);
    }
    // The customer report's ratios, month by month, are the report's.
    const report = (await get(`/${owner.partnerId}/reports/customers_by_month?location_id=${locationId}`, as)).json() as Record<string, number>[];
    for (const row of report.slice(-4)) {
      for (const metric of EXPLAIN_CUSTOMER_RATIOS) {
        const e = (await get(`/${owner.partnerId}/reports/explain/customer-ratio?metric=${metric}&location_id=${locationId}&year=${row.year}&month=${row.month}`, as)).json();
        expect(e.result, `${metric} of ${row.year}-${row.month}`).toBe(row[metric]);
        for (const input of e.inputs.filter((i: { key: string }) => i.key in row)) expect(input.value).toBe(row[input.key]);
      }
    }
    // The weekly section's rows (this week to today, and the week before) explain themselves too.
    const weekly = summary.weekly_summary.slice(-2) as { from: string; to: string; [k: string]: number | string }[];
    const weekFields = { gross_sales_cents: 'gross_sales_cents', sale_count: 'ro_count', average_sale_cents: 'average_sale_cents', day_count: 'week_count' } as const;
    for (const week of weekly) {
      const to = week.to < summary.today ? week.to : summary.today;
      for (const [metric, field] of Object.entries(weekFields)) {
        const e = await explain(`metric=${metric}&location_id=${locationId}&from=${week.from}&to=${to}`, owner.partnerId, as);
        expect(e.result, `${metric} over the week of ${week.from}`).toBe(week[field]);
      }
    }
    // The summary report's cells over this month (the figures the reports screen explains): a
    // fraction explained is the report's percent ÷ 100.
    const summaryReport = (await get(`/reports/summarystate?partnerId=${owner.partnerId}&locationId=${locationId}&startDate=${month.from}&endDate=${month.to}`, as)).json();
    const reportCells: [string, string, number][] = [
      ['totalSalesWithDiscount', 'lines_sold_cents', 1],
      ['totalSalesWithOtherSold', 'sold_before_discount_cents', 1],
      ['totalCost', 'lines_cost_cents', 1],
      ['totalSalesWithoutDiscountWithoutOtherSold', 'net_sales_without_other_cents', 1],
      ['totalProfitWithoutOtherSold', 'gross_profit_without_other_cents', 1],
      ['totalGpPerWithoutOtherSold', 'gross_profit_per_without_other', 1],
      ['subletGpPer', 'sublet_gross_profit_rate', 100],
      ['partGpPer', 'parts_gross_profit_rate', 100],
      ['gpDollarsPerRo', 'gross_profit_per_ro_cents', 1],
      ['totalGpPer', 'gross_profit_per', 1],
    ];
    for (const [field, metric, scale] of reportCells) {
      const e = await explain(`metric=${metric}&location_id=${locationId}&from=${month.from}&to=${month.to}`, owner.partnerId, as);
      expect(e.result * scale, `${field} of the summary report`).toBeCloseTo(summaryReport[field], 9);
      expect(summaryReport[field], field).not.toBe(0);
    }
    // A report figure has no monthly block to be worked out by.
    const byMonth = await ctx.app.inject({
      method: 'GET',
      url: api(`/${owner.partnerId}/reports/explain?metric=lines_sold_cents&location_id=${locationId}&from=${month.from}&to=${month.to}&by=month`),
      headers: { cookie: as },
    });
    expect(byMonth.statusCode).toBe(400);
    // The walk met real figures, not a sea of zeros.
    expect(nonZero).toBeGreaterThan(periods.length * 20);
  });
});
