import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CanonicalRepairOrderInput } from '@rlo/contract';
import { createVerifiedOwner } from '../../accounts/service';
import { createTestApp, type TestContext } from '../../../test/app';
import { ingestBatch } from '../../../ingest';
import { freshLocation } from '../../../ingest/__tests__/fixtures';
import { topCustomers } from '../queries/visits';

// The top-customers report skips customers by their yearly bounds; these cases are built so that
// the true leader is in no year's top by bound, and must still come first. Ranges of a week or more
// go through the bounds; shorter ones add up their visitors directly (both are checked).
//   21 customers a01…a21: one RO of $10.00 on 2025-11-10
//   21 customers b01…b21: one RO of $10.00 on 2026-01-10
//   Mia: $9.00 on 2025-12-20 and $9.00 on 2026-01-12 — never among a year's 20 highest bounds
let ctx: TestContext;
let locationId: number;

let n = 0;
const ro = (customer: string, day: string, cents: number): CanonicalRepairOrderInput => {
  n += 1;
  return {
    external_id: `ro-${n}`,
    order_number: String(7000 + n),
    status: 'CLOSED',
    opened: `${day}T08:00:00-06:00`,
    closed: `${day}T12:00:00-06:00`,
    modified: `${day}T12:00:00-06:00`,
    customer: { external_id: customer, first_name: customer },
    fees: [{ sold_price_cents: cents }],
  };
};
const many = (prefix: string, day: string) =>
  Array.from({ length: 21 }, (_, i) => ro(`${prefix}${String(i + 1).padStart(2, '0')}`, day, 1000));

beforeAll(async () => {
  ctx = await createTestApp();
  const { partnerId } = await createVerifiedOwner(ctx.deps, { businessName: 'Top Auto', email: 'owner@top.test', password: 'secret1' });
  locationId = await freshLocation(ctx.deps, partnerId);
  await ingestBatch(ctx.deps, { locationId, source: 'cli' }, [
    ...many('a', '2025-11-10'),
    ...many('b', '2026-01-10'),
    ro('mia', '2025-12-20', 900),
    ro('mia', '2026-01-12', 900),
  ]);
});
afterAll(() => ctx.close());

/** The same ranking by the definition alone: every visitor's spend in the range, added up. */
async function byDefinition(from: string, to: string) {
  return ctx.deps.database.rows<{ customer_id: number; total: number }>(sql`
    select customer_id, sum(total_sold_cents)::float8 as total from customer_visits
    where location_id = ${locationId} and business_date between ${from}::date and ${to}::date
    group by customer_id order by total desc, customer_id limit 10`);
}

describe('top customers', () => {
  it('finds a leader who tops no single year', async () => {
    const top = await topCustomers(ctx.deps, [locationId], '2025-12-01', '2026-01-31', 10);
    // 62 days. Mia: 900 + 900 = 1800; then nine of the 21 b customers at 1000, the lowest ids first.
    expect(top[0]).toMatchObject({ first_name: 'mia', visits: 2, total_spent_cents: 1800, last_visit: '2026-01-12' });
    expect(top.slice(1).map((t) => t.total_spent_cents)).toEqual(Array(9).fill(1000));
    expect(top.map((t) => [t.customer_id, t.total_spent_cents])).toEqual(
      (await byDefinition('2025-12-01', '2026-01-31')).map((r) => [r.customer_id, r.total]),
    );
  });

  it('finds customers who came only in the first of two years', async () => {
    // Nov 1 – Jan 31: Mia 1800, then the a customers (2025 only, no row for 2026) and the b customers,
    // 1000 each; the a customers were stored first, so the lowest nine ids are theirs.
    const top = await topCustomers(ctx.deps, [locationId], '2025-11-01', '2026-01-31', 10);
    expect(top[0]).toMatchObject({ first_name: 'mia', total_spent_cents: 1800 });
    expect(top.slice(1).every((t) => t.first_name?.startsWith('a'))).toBe(true);
    expect(top.map((t) => [t.customer_id, t.total_spent_cents])).toEqual(
      (await byDefinition('2025-11-01', '2026-01-31')).map((r) => [r.customer_id, r.total]),
    );
  });

  it('counts only the part of a year inside the range', async () => {
    // Nov 11 – Jan 11 (62 days): not the a customers (Nov 10); Mia's Dec 20 only (900, her 2025 + 2026
    // bounds say 1800) and the b customers (1000 each) → ten b customers, no Mia.
    const top = await topCustomers(ctx.deps, [locationId], '2025-11-11', '2026-01-11', 10);
    expect(top).toHaveLength(10);
    expect(top.every((t) => t.first_name?.startsWith('b') && t.total_spent_cents === 1000)).toBe(true);
    expect(top.map((t) => t.customer_id)).toEqual((await byDefinition('2025-11-11', '2026-01-11')).map((r) => r.customer_id));
  });

  it('adds up a short range directly, with the same result', async () => {
    // Jan 10 – Jan 12 (3 days): the b customers (1000 each) and Mia's Jan 12 (900) → ten b customers, no Mia.
    const top = await topCustomers(ctx.deps, [locationId], '2026-01-10', '2026-01-12', 10);
    expect(top).toHaveLength(10);
    expect(top.every((t) => t.first_name?.startsWith('b') && t.total_spent_cents === 1000)).toBe(true);
    expect(top.map((t) => t.customer_id)).toEqual((await byDefinition('2026-01-10', '2026-01-12')).map((r) => r.customer_id));
  });

  it('lists fewer when fewer customers came, and none for an empty range', async () => {
    // Jan 12 only: Mia.
    expect((await topCustomers(ctx.deps, [locationId], '2026-01-12', '2026-01-12', 10)).map((t) => [t.first_name, t.total_spent_cents])).toEqual([['mia', 900]]);
    expect(await topCustomers(ctx.deps, [locationId], '2026-02-01', '2026-01-01', 10)).toEqual([]);
  });
});
