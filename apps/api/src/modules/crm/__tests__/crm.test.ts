import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { NOT_DUPLICATES_MESSAGE } from '@rlo/contract';
import { rebuildFromScratch } from '../../../ingest/__tests__/fixtures';
import { api, createTestApp, signIn, XHR, type TestContext } from '../../../test/app';
import { CLOCK_NOW, seed, type Seeded } from '../../customer-lists/__tests__/fixtures';

// Data set: customer-lists/__tests__/fixtures.ts. At Elm North (L1): Ana1 (2022-03-01, (512) 555-0188,
// ana@example.com), Ana2 ('  ana ', ' LOPEZ', 2022-01-15, +1 512-555-0188) and Ana3 (2022-02-01,
// other phone and e-mail): Ana1 + Ana2 are duplicates, Ana3 is not. Bob1 / Bob2 share an e-mail.

let ctx: TestContext;
let s: Seeded;
let owner: string;
let ownerB: string;

beforeAll(async () => {
  ctx = await createTestApp({ CLOCK_NOW });
  s = await seed(ctx.deps);
  owner = (await signIn(ctx.app, s.ownerA.email, s.ownerA.password)).cookie;
  ownerB = (await signIn(ctx.app, s.ownerB.email, s.ownerB.password)).cookie;
});
afterAll(() => ctx.close());

const get = (path: string, cookie = owner) =>
  ctx.app.inject({ method: 'GET', url: api(path), headers: { cookie } });
const post = (path: string, payload?: object, cookie = owner) =>
  ctx.app.inject({
    method: 'POST',
    url: api(path),
    headers: { cookie, ...XHR },
    ...(payload ? { payload } : {}),
  });

/** Every derived figure of a location, in a comparable order. */
async function derived(locationId: number) {
  const rows = (q: ReturnType<typeof sql>) => ctx.deps.database.rows<Record<string, unknown>>(q);
  return {
    daily: await rows(
      sql`SELECT * FROM daily_rollups WHERE location_id = ${locationId} ORDER BY business_date`,
    ),
    writer: await rows(
      sql`SELECT * FROM writer_daily_rollups WHERE location_id = ${locationId} ORDER BY business_date, employee_id`,
    ),
    tech: await rows(
      sql`SELECT * FROM tech_daily_rollups WHERE location_id = ${locationId} ORDER BY business_date, employee_id`,
    ),
    visits: await rows(
      sql`SELECT * FROM customer_visits WHERE location_id = ${locationId} ORDER BY business_date, customer_id`,
    ),
    writerCategory: await rows(
      sql`SELECT * FROM writer_category_daily_rollups WHERE location_id = ${locationId} ORDER BY business_date, employee_id, category_id`,
    ),
    techCategory: await rows(
      sql`SELECT * FROM tech_category_daily_rollups WHERE location_id = ${locationId} ORDER BY business_date, employee_id, category_id`,
    ),
    monthly: await rows(sql`SELECT * FROM monthly_rollups WHERE location_id = ${locationId} ORDER BY month`),
    newCustomerMonths: await rows(
      sql`SELECT * FROM new_customer_months WHERE location_id = ${locationId} ORDER BY month, source`,
    ),
    // Eve's seen dates were corrected by hand above: the next change of her ROs recomputes them.
    customers:
      await rows(sql`SELECT id, first_visit_date, CASE WHEN id <> ${s.customer.Eve} THEN (first_seen, last_seen)::text END AS seen
      FROM customers WHERE location_id = ${locationId} ORDER BY id`),
  };
}

describe('customer search', () => {
  it('pages the customers of a location by last name, merged ones left out', async () => {
    const res = await get(`/locations/${s.L1}/customers2?page_size=5`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    // Elm North: Nina, Alan, Eve, Liam, Olive, Mark, Rita, Nate, Ana ×3, Bob ×2 = 13
    expect(body.total).toBe(13);
    expect(body.items).toHaveLength(5);
    expect(body.items[0].last_name).toBe('Active');
    // 13 = 5 + 5 + 3; past the end the page is empty and still carries the count.
    const pageOf = async (n: number) => (await get(`/locations/${s.L1}/customers2?page_size=5&page_num=${n}`)).json();
    expect(await pageOf(3)).toMatchObject({ total: 13, items: { length: 3 } });
    expect(await pageOf(4)).toEqual({ total: 13, items: [] });
    const ids = [1, 2, 3].map(async (n) => (await pageOf(n)).items.map((c: { id: number }) => c.id));
    expect(new Set((await Promise.all(ids)).flat()).size).toBe(13);
  });

  it('finds by name, company, e-mail and phone digits', async () => {
    const names = async (filter: string) =>
      (await get(`/locations/${s.L1}/customers2?filter=${encodeURIComponent(filter)}`))
        .json()
        .items.map((c: { first_name: string }) => c.first_name);
    expect(await names('nina new')).toEqual(['Nina']);
    expect(await names('deliveries')).toEqual(['Nina']);
    expect(await names('NINA.WORK@')).toEqual(['Nina']);
    expect(await names('555-0101')).toEqual(['Nina']);
    expect(await names('100%')).toEqual([]);
    // Ana2 is stored as '  ana ', ' LOPEZ': found like the others.
    expect(await names('ana lopez')).toHaveLength(3);
  });

  it("is 404 for another partner's location", async () => {
    expect((await get(`/locations/${s.LB}/customers2`)).statusCode).toBe(404);
  });
});

describe('customer statistics', () => {
  it('counts customers with and without e-mail', async () => {
    const body = (await get(`/locations/${s.L2}/customers-email-count`)).json();
    // Elm South: Dana, Olaf, Ana (none has an e-mail)
    expect(body).toEqual({ location_id: s.L2, with_email: 0, without_email: 3, with_email_percent: 0, without_email_percent: 100 });
  });
});

describe('customer detail and vehicles', () => {
  it('answers the customer with its vehicles, then their ROs and recommendations', async () => {
    const res = await get(`/crm/${s.partnerA}/customers/${s.customer.Nina}`);
    expect(res.statusCode, res.body).toBe(200);
    const nina = res.json();
    expect(nina.location_name).toBe('Elm North');
    expect(nina.vehicles).toHaveLength(1);
    const ros = (await get(`/vehicles/${nina.vehicles[0].id}/repair-orders?page_size=10`)).json();
    // #1001, #1002, #1003 (OPEN), #1004 (ESTIMATE); #1005 and #1006 are DELETED
    expect(ros.items.map((r: { order_number: string }) => r.order_number).sort()).toEqual([
      '1001',
      '1002',
      '1003',
      '1004',
    ]);
    expect(nina.vehicles[0].ro_count).toBe(4);
    expect((await get(`/vehicles/${nina.vehicles[0].id}/recommended`)).statusCode).toBe(200);
  });

  it('hides other partners: 403 for their partner id, 404 for their customer and vehicle', async () => {
    expect((await get(`/crm/${s.partnerB}/customers/${s.customer.Nina}`)).statusCode).toBe(403);
    expect((await get(`/crm/${s.partnerB}/customers/${s.customer.Nina}`, ownerB)).statusCode).toBe(404);
    const vehicle = (await get(`/crm/${s.partnerA}/customers/${s.customer.Nina}`)).json().vehicles[0].id;
    expect((await get(`/vehicles/${vehicle}/repair-orders`, ownerB)).statusCode).toBe(404);
  });

  it('corrects first and last seen, and refuses an inverted range', async () => {
    const res = await post(`/customer/update-customer/${s.customer.Eve}`, {
      firstSeen: '2024-06-01',
      lastSeen: '2024-06-30',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ first_seen: '2024-06-01', last_seen: '2024-06-30' });
    const bad = await post(`/customer/update-customer/${s.customer.Eve}`, {
      firstSeen: '2024-07-01',
      lastSeen: '2024-06-30',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('duplicates and merge', () => {
  it('lists the duplicates of a customer by kpis.md §6', async () => {
    const res = await get(
      `/customer/${s.partnerA}/duplicate-customer/${s.L1}?firstName=Ana&lastName=Lopez&phonNo=(512) 555-0188`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items.map((c: { id: number }) => c.id)).toEqual([s.customer.Ana1, s.customer.Ana2]);
    const none = await get(
      `/customer/${s.partnerA}/duplicate-customer/${s.L1}?firstName=Ana&lastName=Lopez&phonNo=512-555-9999`,
    );
    expect(none.json().items).toEqual([]);
  });

  it('refuses customers that are not one duplicate group', async () => {
    const res = await post(
      `/customer/${s.partnerA}/merge/${s.L1}?customerIds=${s.customer.Ana1},${s.customer.Ana3}`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(NOT_DUPLICATES_MESSAGE);
    expect(
      (await post(`/customer/${s.partnerA}/merge/${s.L1}?customerIds=${s.customer.Ana1}`)).statusCode,
    ).toBe(400);
    // A customer of another location is not found at this one.
    expect(
      (
        await post(
          `/customer/${s.partnerA}/merge/${s.L1}?customerIds=${s.customer.Ana1},${s.customer.AnaSouth}`,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('keeps the earliest customer, moves the ROs and recomputes every figure as from scratch', async () => {
    const newOn = async (date: string) =>
      (
        await ctx.deps.database.rows<{ n: number }>(
          sql`SELECT new_customers_count AS n FROM daily_rollups WHERE location_id = ${s.L1} AND business_date = ${date}`,
        )
      )[0]?.n;
    expect(await newOn('2022-03-01')).toBe(1); // Ana1's first visit
    expect(await newOn('2022-01-15')).toBe(1); // Ana2's
    const newIn = async (month: string) =>
      (
        await ctx.deps.database.rows<{ n: number }>(
          sql`SELECT coalesce(sum(customers), 0)::int AS n FROM new_customer_months WHERE location_id = ${s.L1} AND month = ${month}`,
        )
      )[0].n;
    const march = await newIn('2022-03-01');
    expect(march).toBeGreaterThanOrEqual(1);

    const res = await post(
      `/customer/${s.partnerA}/merge/${s.L1}?customerIds=${s.customer.Ana1},${s.customer.Ana2}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    // Ana2 first came on 2022-01-15, before Ana1 (2022-03-01).
    expect(res.json()).toEqual({
      survivor_id: s.customer.Ana2,
      merged_ids: [s.customer.Ana1],
      moved_repair_orders: 1,
    });

    expect(await newOn('2022-03-01')).toBe(0); // now a returning visit of Ana2
    expect(await newIn('2022-03-01')).toBe(march - 1); // and no longer new in March
    expect(await newOn('2022-01-15')).toBe(1);
    expect((await get(`/locations/${s.L1}/customers2`)).json().total).toBe(12);
    const ana = (await get(`/crm/${s.partnerA}/customers/${s.customer.Ana2}`)).json();
    expect(ana).toMatchObject({ first_seen: '2022-01-15', last_seen: '2022-03-01' });
    expect(ana.email_addresses).toEqual(['ana@example.com']);
    expect((await get(`/crm/${s.partnerA}/customers/${s.customer.Ana1}`)).statusCode).toBe(404);

    const afterMerge = await derived(s.L1);
    await rebuildFromScratch(ctx.deps, s.L1);
    expect(await derived(s.L1)).toEqual(afterMerge);
  });

  it('is 403 for another partner', async () => {
    const res = await post(
      `/customer/${s.partnerA}/merge/${s.L1}?customerIds=${s.customer.Bob1},${s.customer.Bob2}`,
      undefined,
      ownerB,
    );
    expect(res.statusCode).toBe(403);
  });
});
