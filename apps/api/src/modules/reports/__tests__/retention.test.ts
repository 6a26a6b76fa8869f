// The retention rollups (reports/retention.ts): stored months are reused, ingest marks them stale,
// and recomputed figures follow kpis.md §6. Expected values are worked out by hand in the comments.
// Today: 2026-03-04 (US/Central).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createLocation, createVerifiedOwner } from '../../accounts/service';
import { ingestBatch } from '../../../ingest';
import { createTestApp, type TestContext } from '../../../test/app';
import { locationRetention, monthsToRecompute } from '../retention';

let ctx: TestContext;
let locationId: number;

const ro = (id: string, customer: string, date: string, cents: number, status = 'CLOSED') => ({
  external_id: id,
  order_number: id,
  status,
  opened: `${date}T08:00:00-06:00`,
  closed: `${date}T10:00:00-06:00`,
  customer: { external_id: customer, first_name: customer, last_name: 'Test' },
  labor: [],
  parts: [],
  sublets: [],
  fees: [{ description: 'Service', sold_price_cents: cents }],
  recommendations: [],
  tax_cents: 0,
  discount_cents: 0,
});

const months = (from: [number, number], count: number) =>
  Array.from({ length: count }, (_, i) => {
    const index = from[0] * 12 + from[1] - 1 + i;
    return { year: Math.floor(index / 12), month: (index % 12) + 1 };
  });

async function ingest(ros: ReturnType<typeof ro>[]) {
  const result = await ingestBatch(ctx.deps, { locationId, source: 'cli' }, ros);
  expect(result.rejected).toBe(0);
}

const status = async () =>
  (
    await ctx.deps.database.rows<{ covered_from: string; computed_through: string; stale_from: string | null }>(sql`
      select to_char(covered_from, 'YYYY-MM-DD') as covered_from, to_char(computed_through, 'YYYY-MM-DD') as computed_through,
             to_char(stale_from, 'YYYY-MM-DD') as stale_from
      from retention_status where location_id = ${locationId}`)
  )[0];

beforeAll(async () => {
  ctx = await createTestApp({ CLOCK_NOW: '2026-03-04T18:00:00Z' });
  const { partnerId } = await createVerifiedOwner(ctx.deps, { businessName: 'Keep Garage', email: 'keep@garage.test', password: 'secret1' });
  locationId = (await createLocation(ctx.deps, { partnerId, name: 'Keep North', timezone: 'US/Central' })).locationId;
  // A: one visit 2025-01-10 (12000). B: 2025-01-20 and 2025-09-05. C: 2026-02-02.
  await ingest([ro('a1', 'A', '2025-01-10', 12_000), ro('b1', 'B', '2025-01-20', 5_000), ro('b2', 'B', '2025-09-05', 7_000), ro('c1', 'C', '2026-02-02', 9_000)]);
});
afterAll(() => ctx.close());

describe('which months a read recomputes', () => {
  const fresh = { covered_from: '2025-01-01', computed_through: '2026-03-01', stale_from: null };
  it('none when the stored months cover the request and nothing is stale', () => {
    expect(monthsToRecompute(fresh, '2025-04-01', '2026-03-01')).toBeNull();
  });
  it('from the stale month, or from the month after the stored ones', () => {
    expect(monthsToRecompute({ ...fresh, stale_from: '2025-11-01' }, '2025-04-01', '2026-03-01')).toBe('2025-11-01');
    expect(monthsToRecompute(fresh, '2025-04-01', '2026-04-01')).toBe('2026-04-01');
    expect(monthsToRecompute({ ...fresh, stale_from: '2026-05-01' }, '2025-04-01', '2026-03-01')).toBeNull();
  });
  it('everything requested when the request starts before the stored months, or nothing is stored', () => {
    expect(monthsToRecompute(fresh, '2024-12-01', '2026-03-01')).toBe('2024-12-01');
    expect(monthsToRecompute(undefined, '2025-04-01', '2026-03-01')).toBe('2025-04-01');
  });
});

describe('retention rollups of one location', () => {
  it('computes and stores the requested months (kpis.md §6)', async () => {
    const [jan25, feb26, mar26] = await Promise.all([
      locationRetention(ctx.deps, locationId, months([2025, 1], 1)),
      locationRetention(ctx.deps, locationId, months([2026, 2], 1)),
      locationRetention(ctx.deps, locationId, months([2026, 3], 1)),
    ]).then((rows) => rows.map((r) => r[0]));
    // 2025-01: A and B are new; both active → acquisition 2 / 2 = 100 %
    expect(jan25).toMatchObject({ new_customers: 2, active_customers: 2, lost_customers: 0, acquisition: 100 });
    // 2026-02: A last came 2025-01 = M−13 → lost, one visit of 12000; B last 2025-09 active; C new, active
    expect(feb26).toMatchObject({
      new_customers: 1,
      active_customers: 2,
      lost_customers: 1,
      lost_customers_one_visit: 1,
      lost_customers_one_visit_aro_cents: 12_000,
      attrition: 50, // 1 / 2 × 100
      acquisition: 50,
    });
    // 2026-03: A (2025-01) is out of M−12..M; B (2025-09) and C active; no one new or lost
    expect(mar26).toMatchObject({ new_customers: 0, active_customers: 2, lost_customers: 0, recovered_customer: 0 });
    expect(await status()).toMatchObject({ stale_from: null, computed_through: '2026-03-01' });
  });

  it('reads stored months without recomputing them', async () => {
    // Overwrite a stored figure: a read that did not recompute returns it as stored.
    await ctx.deps.database.db.execute(sql`update retention_rollups set active_customers = 99 where location_id = ${locationId} and month = '2026-03-01'`);
    const [mar26] = await locationRetention(ctx.deps, locationId, months([2026, 3], 1));
    expect(mar26.active_customers).toBe(99);
  });

  it('an ingested RO marks its month on stale, and the next read recomputes them', async () => {
    // A comes back on 2026-03-02: previous visit 2025-01 ≤ M−13 → recovered in 2026-03
    await ingest([ro('a2', 'A', '2026-03-02', 4_000)]);
    expect((await status()).stale_from).toBe('2026-03-01');
    const [feb26, mar26] = await locationRetention(ctx.deps, locationId, months([2026, 2], 2));
    expect(feb26).toMatchObject({ lost_customers: 1, active_customers: 2 }); // unchanged: visits up to Feb only
    expect(mar26).toMatchObject({ recovered_customer: 1, active_customers: 3, new_customers: 0 }); // A, B, C
    expect((await status()).stale_from).toBeNull();
  });

  it('a deleted earlier visit changes the later months', async () => {
    // B's 2025-09 RO re-sent as deleted: B's only visit left is 2025-01 → lost in 2026-02 with one visit
    await ingest([ro('b2', 'B', '2025-09-05', 7_000, 'DELETED')]);
    expect((await status()).stale_from).toBe('2025-09-01');
    const [feb26] = await locationRetention(ctx.deps, locationId, months([2026, 2], 1));
    // lost A and B, both with one visit: 12000 + 5000 → average 8500; active C only → attrition 200 %
    expect(feb26).toMatchObject({ lost_customers: 2, lost_customers_one_visit: 2, lost_customers_one_visit_aro_cents: 8_500, active_customers: 1, attrition: 200 });
  });
});
