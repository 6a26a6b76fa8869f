import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CanonicalRepairOrderInput } from '@rlo/contract';
import { createVerifiedOwner } from '../../accounts/service';
import { createTestApp, type TestContext } from '../../../test/app';
import { ingestBatch } from '../../../ingest';
import { freshLocation } from '../../../ingest/__tests__/fixtures';
import { periodTotals, totalsByBucket } from '../queries/totals';

// Distinct visitors over ranges that start and end anywhere (kpis.md §3: returning customers are the
// distinct customers with a counted RO in the period who are not new in it). Visits, US/Central, 2026:
//   Xavi  Mar 2 (Mon), Mar 10 (Tue), Apr 5
//   Yara  Feb 20, Mar 12 (Thu)
//   Zoe   Mar 10 (her first)
// and at the second location, Xavi's namesake (another customer there) on Mar 10.
let ctx: TestContext;
let first: number;
let second: number;

let n = 0;
const visit = (customer: string, day: string): CanonicalRepairOrderInput => {
  n += 1;
  return {
    external_id: `ro-${n}`,
    order_number: String(5000 + n),
    status: 'CLOSED',
    opened: `${day}T08:00:00-06:00`,
    closed: `${day}T12:00:00-06:00`,
    modified: `${day}T12:00:00-06:00`,
    customer: { external_id: customer, first_name: customer },
    fees: [{ sold_price_cents: 1000 }],
  };
};

beforeAll(async () => {
  ctx = await createTestApp();
  const { partnerId } = await createVerifiedOwner(ctx.deps, { businessName: 'Visitors Auto', email: 'owner@visitors.test', password: 'secret1' });
  first = await freshLocation(ctx.deps, partnerId);
  second = await freshLocation(ctx.deps, partnerId);
  // Out of order and in two batches: the previous-visit links must not depend on arrival order.
  await ingestBatch(ctx.deps, { locationId: first, source: 'cli' }, [visit('x', '2026-04-05'), visit('y', '2026-03-12'), visit('z', '2026-03-10')]);
  await ingestBatch(ctx.deps, { locationId: first, source: 'cli' }, [visit('x', '2026-03-10'), visit('x', '2026-03-02'), visit('y', '2026-02-20')]);
  await ingestBatch(ctx.deps, { locationId: second, source: 'cli' }, [visit('x', '2026-03-10')]);
});
afterAll(() => ctx.close());

const customersOf = (t: { new_customers_count: number; returning_customers_count: number }) => [t.new_customers_count, t.returning_customers_count];

describe('distinct visitors of a range', () => {
  it('counts each customer once per range, new or returning, wherever the range starts', async () => {
    const [march, secondOn, fifthToApril, eleventhToApril, tenth] = await periodTotals(ctx.deps, [first], [
      { from: '2026-03-01', to: '2026-03-31' },
      { from: '2026-03-02', to: '2026-03-31' },
      { from: '2026-03-05', to: '2026-04-10' },
      { from: '2026-03-11', to: '2026-04-10' },
      { from: '2026-03-10', to: '2026-03-10' },
    ]);
    // March: Xavi (new Mar 2), Yara (first seen Feb 20), Zoe (new Mar 10) → 2 new, 3 − 2 = 1 returning.
    expect(customersOf(march)).toEqual([2, 1]);
    // From Mar 2, the day of Xavi's first visit: his Mar 10 visit (last seen on the range's first day) is not a second visitor.
    expect(customersOf(secondOn)).toEqual([2, 1]);
    // Mar 5–Apr 10: Xavi (Mar 10 and Apr 5, once), Yara, Zoe (new) → 1 new, 3 − 1 = 2 returning.
    expect(customersOf(fifthToApril)).toEqual([1, 2]);
    // Mar 11–Apr 10: Yara (Mar 12) and Xavi (Apr 5, last seen Mar 10, before the range) → 0 new, 2 returning.
    expect(customersOf(eleventhToApril)).toEqual([0, 2]);
    // Mar 10: Xavi and Zoe (new) → 1 new, 1 returning.
    expect(customersOf(tenth)).toEqual([1, 1]);
  });

  it('counts whole months from the month’s or the year’s first day, or from any other start, alike', async () => {
    const [fromJanuary, fromFebruary, fromMarch] = await periodTotals(ctx.deps, [first], [
      { from: '2026-01-01', to: '2026-03-31' },
      { from: '2026-02-01', to: '2026-03-31' },
      { from: '2026-03-01', to: '2026-03-31' },
    ]);
    // Jan–Mar and Feb–Mar: Yara (Feb 20), Xavi (Mar 2) and Zoe (Mar 10), each new → 3 new, 0
    // returning. March's row counts Xavi and Zoe only: Yara's Mar 12 visit follows her Feb 20 one,
    // inside both ranges (counted from March 1, as the month's own count does, she would be a
    // fourth visitor and 1 returning).
    expect(customersOf(fromJanuary)).toEqual([3, 0]);
    expect(customersOf(fromFebruary)).toEqual([3, 0]);
    // March alone: Xavi and Zoe new, Yara back → 2 new, 1 returning.
    expect(customersOf(fromMarch)).toEqual([2, 1]);
  });

  it('reads only the days of part months that lie apart, and a period asked for twice once', async () => {
    const [february, april, marchAgain, aprilAgain] = await periodTotals(ctx.deps, [first], [
      { from: '2026-02-15', to: '2026-02-25' },
      { from: '2026-04-01', to: '2026-04-10' },
      { from: '2026-03-01', to: '2026-03-31' },
      { from: '2026-04-01', to: '2026-04-10' },
    ]);
    // Feb 15–25: Yara's first visit → 1 RO, 1 new; the March visits between the two parts are in neither.
    expect(february).toMatchObject({ ro_count: 1, day_count: 1, new_customers_count: 1, returning_customers_count: 0 });
    // Apr 1–10: Xavi on Apr 5, last seen Mar 10 → 1 RO, 0 new, 1 returning.
    expect(april).toMatchObject({ ro_count: 1, day_count: 1, new_customers_count: 0, returning_customers_count: 1 });
    expect(marchAgain).toMatchObject({ ro_count: 4, day_count: 3 });
    // The same figures for the same period, each its own object.
    expect(aprilAgain).toEqual(april);
    expect(aprilAgain).not.toBe(april);
  });

  it('adds the locations up: a customer of each location is a visitor of each', async () => {
    const [tenth] = await periodTotals(ctx.deps, [first, second], [{ from: '2026-03-10', to: '2026-03-10' }]);
    // Xavi and Zoe at the first (Zoe new), the namesake at the second (new there) → 2 new, 3 − 2 = 1 returning.
    expect(customersOf(tenth)).toEqual([2, 1]);
  });

  it('counts a date shared by the locations once, in whole months (monthly rollups) and part months', async () => {
    const months = await totalsByBucket(ctx.deps, [first, second], '2026-03-01', '2026-04-10', 'month');
    // March is whole: days {Mar 2, 10, 12} at the first ∪ {Mar 10} at the second = 3 days;
    // Xavi and Zoe new and Yara back at the first, the namesake new at the second → 3 new, 4 − 3 = 1 returning.
    expect(months.get('2026-03')).toMatchObject({ ro_count: 5, day_count: 3, new_customers_count: 3, returning_customers_count: 1 });
    // April is a part month (to Apr 10): Xavi on Apr 5, last seen Mar 10 → 1 day, 0 new, 1 returning.
    expect(months.get('2026-04')).toMatchObject({ ro_count: 1, day_count: 1, new_customers_count: 0, returning_customers_count: 1 });
  });

  it('gives each week, month and day bucket its own visitors, clipped to the range', async () => {
    const weeks = await totalsByBucket(ctx.deps, [first], '2026-03-02', '2026-03-15', 'week');
    // Week of Mar 2: Xavi, new. Week of Mar 9: Xavi (back), Zoe (new), Yara (back) → 1 new, 2 returning.
    expect(customersOf(weeks.get('2026-03-02')!)).toEqual([1, 0]);
    expect(customersOf(weeks.get('2026-03-09')!)).toEqual([1, 2]);

    const months = await totalsByBucket(ctx.deps, [first], '2026-03-11', '2026-04-30', 'month');
    // Mar 11–31: Yara only (returning); April: Xavi (returning).
    expect(customersOf(months.get('2026-03')!)).toEqual([0, 1]);
    expect(customersOf(months.get('2026-04')!)).toEqual([0, 1]);

    const days = await totalsByBucket(ctx.deps, [first], '2026-03-01', '2026-03-31', 'day');
    expect(customersOf(days.get('2026-03-10')!)).toEqual([1, 1]);
    expect(customersOf(days.get('2026-03-02')!)).toEqual([1, 0]);

    const [all] = [...(await totalsByBucket(ctx.deps, [first, second], '2026-02-01', '2026-04-30', 'all')).values()];
    // Feb–Apr: Xavi, Yara, Zoe at the first and the namesake at the second, all new in it → 4 new, 0 returning.
    expect(customersOf(all)).toEqual([4, 0]);
  });

  it('reads no visitors when asked not to count them, and leaves every other figure as it was', async () => {
    // Months from Feb 15 to Apr 10: March whole (monthly rollups), February and April in part (days).
    for (const bucket of ['week', 'month', 'day'] as const) {
      const counted = await totalsByBucket(ctx.deps, [first, second], '2026-02-15', '2026-04-10', bucket);
      const uncounted = await totalsByBucket(ctx.deps, [first, second], '2026-02-15', '2026-04-10', bucket, { countVisitors: false });
      expect([...uncounted.keys()]).toEqual([...counted.keys()]);
      for (const [key, totals] of counted) {
        expect(uncounted.get(key)).toEqual({ ...totals, returning_customers_count: 0 });
      }
    }
    // The week of Mar 9 had two returning customers (above): with visitors counted the test has something to lose.
    const weeks = await totalsByBucket(ctx.deps, [first], '2026-03-09', '2026-03-15', 'week', { countVisitors: false });
    expect(customersOf(weeks.get('2026-03-09')!)).toEqual([1, 0]);
  });
});
