// Shop comparison across time zones (kpis.md §4: "today" is the date in the location's zone). Two
// locations, East (US/Eastern, UTC−5 in early March) and Central (US/Central, UTC−6), read at an
// hour where their calendars differ, then at one where they agree. Every figure is worked out in
// the comments.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocation, createVerifiedOwner } from '../../accounts/service';
import { ingestBatch } from '../../../ingest';
import { api, createTestApp, signIn, type TestContext } from '../../../test/app';

let ctx: TestContext;
let cookie: string;
let east: number;
let central: number;
/** The business clock, moved by the tests (the app reads deps.clock on every request). */
let now = new Date('2026-03-04T05:30:00Z');

/** One CLOSED RO with a single one-hour labor line sold at `cents`, closed at `closed` (local offset). */
const ro = (tag: string, closed: string, cents: number) => ({
  external_id: tag,
  order_number: tag.toUpperCase(),
  status: 'CLOSED',
  opened: closed,
  closed,
  inspection: false,
  tax_cents: 0,
  discount_cents: 0,
  customer: { external_id: `${tag}-c`, first_name: 'Zed', last_name: tag, phone_numbers: [], email_addresses: [], marketing_source: null },
  vehicle: null,
  recommendations: [],
  sublets: [],
  fees: [],
  parts: [],
  labor: [{ description: 'Work', category: null, technician: null, sold_seconds: 3600, actual_seconds: 3600, sold_price_cents: cents, cost_cents: 0 }],
});

beforeAll(async () => {
  ctx = await createTestApp({ CLOCK_NOW: now.toISOString() });
  ctx.deps.clock = { now: () => new Date(now.getTime()) };
  const { partnerId } = await createVerifiedOwner(ctx.deps, { businessName: 'Zone Garage', email: 'owner@zones.test', password: 'secret1' });
  east = (await createLocation(ctx.deps, { partnerId, name: 'Zone East', timezone: 'US/Eastern' })).locationId;
  central = (await createLocation(ctx.deps, { partnerId, name: 'Zone Central', timezone: 'US/Central' })).locationId;
  const eastRos = [
    ro('e1', '2026-03-03T15:00:00-05:00', 20_000), // Tuesday 03-03
    ro('e2', '2026-02-24T12:00:00-05:00', 10_000), // Tuesday 02-24, a week earlier
  ];
  const centralRos = [
    ro('c1', '2026-03-02T10:00:00-06:00', 30_000), // Monday 03-02
    ro('c2', '2026-03-03T10:00:00-06:00', 15_000), // Tuesday 03-03
    ro('c3', '2026-02-23T10:00:00-06:00', 40_000), // Monday 02-23, a week earlier
  ];
  for (const [locationId, ros] of [[east, eastRos], [central, centralRos]] as const) {
    expect((await ingestBatch(ctx.deps, { locationId, source: 'cli' }, ros)).rejected).toBe(0);
  }
  ({ cookie } = await signIn(ctx.app, 'owner@zones.test', 'secret1'));
});
afterAll(() => ctx.close());

interface Section {
  from: string;
  to: string;
  prior_from: string;
  prior_to: string;
  gross_sales_cents: number;
  changes: { gross_pct: number | null };
}
interface ComparisonRecord {
  location_name: string;
  timezone: string;
  today: string;
  specific_day_summary: Section;
  weekly_summary: Section;
}

async function comparison(): Promise<Record<string, ComparisonRecord>> {
  const res = await ctx.app.inject({ method: 'GET', url: api(`/shop-comparison?location_ids=${east},${central}`), headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  const records = res.json<ComparisonRecord[]>();
  return Object.fromEntries(records.map((record) => [record.location_name, record]));
}

describe('shop comparison across time zones', () => {
  it('at 05:30 UTC, East is already on Wednesday and Central still on Tuesday: each column says its dates', async () => {
    now = new Date('2026-03-04T05:30:00Z');
    const { 'Zone East': e, 'Zone Central': c } = await comparison();
    // East: 00:30 on Wednesday 03-04. Central: 23:30 on Tuesday 03-03.
    expect(e).toMatchObject({ timezone: 'US/Eastern', today: '2026-03-04' });
    expect(c).toMatchObject({ timezone: 'US/Central', today: '2026-03-03' });
    // Specific day: East's yesterday is Tuesday 03-03 (e1 20000) against Tuesday 02-24 (e2 10000): +100 %.
    expect(e.specific_day_summary).toMatchObject({
      from: '2026-03-03',
      to: '2026-03-03',
      prior_from: '2026-02-24',
      prior_to: '2026-02-24',
      gross_sales_cents: 20_000,
      changes: { gross_pct: 100 },
    });
    // Central's yesterday is Monday 03-02 (c1 30000) against Monday 02-23 (c3 40000): (30000 − 40000) / 40000 = −25 %.
    // Its Tuesday c2 is today there, not yet a specific day.
    expect(c.specific_day_summary).toMatchObject({
      from: '2026-03-02',
      to: '2026-03-02',
      prior_from: '2026-02-23',
      prior_to: '2026-02-23',
      gross_sales_cents: 30_000,
      changes: { gross_pct: -25 },
    });
    // This week runs Monday to today: East 03-02..03-04 (e1 20000) against 02-23..02-25 (e2 10000): +100 %;
    // Central 03-02..03-03 (c1 + c2 = 45000) against 02-23..02-24 (c3 40000): +12.5 %.
    expect(e.weekly_summary).toMatchObject({ from: '2026-03-02', to: '2026-03-04', prior_from: '2026-02-23', prior_to: '2026-02-25', gross_sales_cents: 20_000, changes: { gross_pct: 100 } });
    expect(c.weekly_summary).toMatchObject({ from: '2026-03-02', to: '2026-03-03', prior_from: '2026-02-23', prior_to: '2026-02-24', gross_sales_cents: 45_000, changes: { gross_pct: 12.5 } });
  });

  it('at 18:00 UTC both are on Wednesday: the same dates in every column', async () => {
    now = new Date('2026-03-04T18:00:00Z');
    const { 'Zone East': e, 'Zone Central': c } = await comparison();
    expect(e.today).toBe('2026-03-04');
    expect(c.today).toBe('2026-03-04');
    // Both yesterdays are Tuesday 03-03: East e1 20000, Central c2 15000 (against nothing on 02-24: no change).
    expect(e.specific_day_summary).toMatchObject({ from: '2026-03-03', prior_from: '2026-02-24', gross_sales_cents: 20_000 });
    expect(c.specific_day_summary).toMatchObject({ from: '2026-03-03', prior_from: '2026-02-24', gross_sales_cents: 15_000, changes: { gross_pct: null } });
    expect(c.weekly_summary).toMatchObject({ from: '2026-03-02', to: '2026-03-04', gross_sales_cents: 45_000 });
  });

  it('a chosen specific day is the same date for every location, whatever its zone', async () => {
    now = new Date('2026-03-04T05:30:00Z');
    const res = await ctx.app.inject({
      method: 'GET',
      url: api(`/shop-comparison?location_ids=${east},${central}&selectedDate=2026-03-03`),
      headers: { cookie },
    });
    const [e, c] = res.json<ComparisonRecord[]>();
    // Tuesday 03-03: East e1 20000, Central c2 15000; both against Tuesday 02-24.
    expect(e.specific_day_summary).toMatchObject({ from: '2026-03-03', prior_from: '2026-02-24', gross_sales_cents: 20_000 });
    expect(c.specific_day_summary).toMatchObject({ from: '2026-03-03', prior_from: '2026-02-24', gross_sales_cents: 15_000 });
  });
});
