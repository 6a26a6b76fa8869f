import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { api, createTestApp, signIn, XHR, type TestContext } from '../../../test/app';
import { CLOCK_NOW, seed, type Seeded } from '../../customer-lists/__tests__/fixtures';

// Data set: customer-lists/__tests__/fixtures.ts. Business clock: 2025-07-15 (yesterday 2025-07-14).

let ctx: TestContext;
let s: Seeded;
let owner: string;
let manager: string;
let ownerB: string;

beforeAll(async () => {
  ctx = await createTestApp({ CLOCK_NOW });
  s = await seed(ctx.deps);
  owner = (await signIn(ctx.app, s.ownerA.email, s.ownerA.password)).cookie;
  manager = (await signIn(ctx.app, s.managerA.email, s.managerA.password)).cookie;
  ownerB = (await signIn(ctx.app, s.ownerB.email, s.ownerB.password)).cookie;
});
afterAll(() => ctx.close());

interface Summary {
  id: number;
  order_number: string;
  order_status: string;
  [field: string]: unknown;
}
interface Page {
  items: Summary[];
  total: number;
}

const get = (path: string, cookie = owner) =>
  ctx.app.inject({ method: 'GET', url: api(path), headers: { cookie } });
const del = (path: string, cookie = owner, headers: Record<string, string> = XHR) =>
  ctx.app.inject({ method: 'DELETE', url: api(path), headers: { cookie, ...headers } });

async function page(path: string, cookie = owner): Promise<Page> {
  const res = await get(path, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const numbers = (p: Page) => p.items.map((r) => r.order_number);

describe('ROs of a location by business date', () => {
  it('defaults to yesterday in the location time zone', async () => {
    const p = await page(`/locations/${s.L1}/repair-orders`);
    expect(numbers(p)).toEqual(['1012']); // closed 2025-07-14
    expect(p.total).toBe(1);
  });

  it('lists every status but DELETED, newest first, with the RO row fields', async () => {
    // 2025-06-10 at Elm North: #1001 (15:00Z), ESTIMATE #1004 (17:00Z), #1002 (20:00Z); #1005 is DELETED.
    const p = await page(`/locations/${s.L1}/repair-orders?startDate=2025-06-10&endDate=2025-06-10`);
    expect(numbers(p)).toEqual(['1002', '1004', '1001']);
    expect(p.items[1].order_status).toBe('ESTIMATE');
    expect(p.items[0]).toEqual({
      id: s.ro['1002'],
      location_id: s.L1,
      order_number: '1002',
      order_status: 'CLOSED',
      opened: '2025-06-10T14:00:00.000Z',
      closed: '2025-06-10T20:00:00.000Z',
      modified: '2025-06-10T20:05:00.000Z',
      business_date: '2025-06-10',
      customer: { id: s.customer.Nina, first_name: 'Nina', last_name: 'New', first_seen: '2025-06-10' },
      vehicle: { year: 2019, make: 'Toyota', model: 'Camry' },
      writer: { full_name: 'Sam Writer' },
      technician_name: 'Tina Tech',
      total_sold_price_cents: 5000, // 2500 + 1200 + 1000 + 400 + 150 − 250
      labor_sold_price_cents: 2500, // 2000 + 500
      parts_sold_price_cents: 1200,
      tires_sold_price_cents: 1000,
      sublet_sold_price_cents: 400,
      other_sold_price_cents: 150,
      discounted_cents: 250,
      sold_seconds: 7200, // 5400 + 1800
      actual_seconds: 6000, // 4800 + 1200
    });
    // One date alone is a one-day range.
    expect(numbers(await page(`/locations/${s.L1}/repair-orders?startDate=2025-06-10`))).toEqual([
      '1002',
      '1004',
      '1001',
    ]);
  });

  it('pages a range', async () => {
    // June at Elm North: 1061 (06-03), 1001 / 1004 / 1002 (06-10), 1071 (06-25).
    const all = await page(`/locations/${s.L1}/repair-orders?startDate=2025-06-01&endDate=2025-06-30`);
    expect(numbers(all)).toEqual(['1071', '1002', '1004', '1001', '1061']);
    const second = await page(
      `/locations/${s.L1}/repair-orders?startDate=2025-06-01&endDate=2025-06-30&page_size=2&page_num=2`,
    );
    expect(numbers(second)).toEqual(['1004', '1001']);
    expect(second.total).toBe(5);
  });

  it('refuses bad dates and foreign locations', async () => {
    for (const query of [
      'startDate=2025-02-30',
      'startDate=yesterday',
      'startDate=2025-06-30&endDate=2025-06-01',
      'page_size=500',
    ]) {
      expect((await get(`/locations/${s.L1}/repair-orders?${query}`)).statusCode, query).toBe(400);
    }
    expect((await get(`/locations/abc/repair-orders`)).statusCode).toBe(400);
    expect((await get(`/locations/${s.LB}/repair-orders?startDate=2025-06-12`)).statusCode).toBe(404);
    const fromB = await get(`/locations/${s.L1}/repair-orders?startDate=2025-06-10`, ownerB);
    expect(fromB.statusCode).toBe(404);
    expect(fromB.body).not.toContain('Nina');
  });
});

describe('ROs of one day of the daily chart', () => {
  it('lists the counted (CLOSED) ROs of the date', async () => {
    const day = await page(`/${s.partnerA}/reports/repair-orders?date=2025-06-10&location_id=${s.L1}`);
    expect(numbers(day)).toEqual(['1002', '1001']); // the ESTIMATE and the DELETED RO do not count
    expect(day.total).toBe(2);
    expect(
      numbers(await page(`/${s.partnerA}/reports/repair-orders?date=2025-06-15&location_id=all`)),
    ).toEqual(['3001']);
    expect(numbers(await page(`/${s.partnerA}/reports/repair-orders?date=2025-06-15`))).toEqual(['3001']);
    // All locations leave the disabled one out; asked by id it is readable.
    expect(await page(`/${s.partnerA}/reports/repair-orders?date=2025-06-20`)).toEqual({
      items: [],
      total: 0,
    });
    expect(
      numbers(await page(`/${s.partnerA}/reports/repair-orders?date=2025-06-20&location_id=${s.L3}`)),
    ).toEqual(['4001']);
  });

  it('refuses a missing or bad date and other partners', async () => {
    expect((await get(`/${s.partnerA}/reports/repair-orders`)).statusCode).toBe(400);
    expect((await get(`/${s.partnerA}/reports/repair-orders?date=2025-02-30`)).statusCode).toBe(400);
    expect((await get(`/${s.partnerB}/reports/repair-orders?date=2025-06-12`)).statusCode).toBe(403);
    expect(
      (await get(`/${s.partnerA}/reports/repair-orders?date=2025-06-12&location_id=${s.LB}`)).statusCode,
    ).toBe(404);
  });
});

describe("a customer's RO history", () => {
  it('lists the customer’s ROs at the location, newest first, without deleted ones', async () => {
    const p = await page(`/locations/${s.L1}/${s.customer.Nina}/customer-repair-orders`);
    // #1003 OPEN (opened 07-10, never closed), then 06-10 20:00Z, 17:00Z, 15:00Z; #1005 and #1006 are DELETED.
    expect(numbers(p)).toEqual(['1003', '1002', '1004', '1001']);
    expect(p.total).toBe(4);
    expect(p.items[0]).toMatchObject({
      order_status: 'OPEN',
      closed: null,
      business_date: null,
      opened: '2025-07-10T14:00:00.000Z',
    });
  });

  it('is 404 when the customer is not at that location of this partner', async () => {
    expect((await get(`/locations/${s.L2}/${s.customer.Nina}/customer-repair-orders`)).statusCode).toBe(404);
    expect((await get(`/locations/${s.L1}/${s.customer.Bea}/customer-repair-orders`)).statusCode).toBe(404);
    expect((await get(`/locations/${s.LB}/${s.customer.Bea}/customer-repair-orders`)).statusCode).toBe(404);
    expect((await get(`/locations/${s.L1}/abc/customer-repair-orders`)).statusCode).toBe(400);
  });
});

describe('one RO with its lines', () => {
  it('answers the RO, its lines, customer, vehicle, writer and recommendations', async () => {
    const res = await get(`/repair-order/${s.ro['1002']}`);
    expect(res.statusCode).toBe(200);
    const ro = res.json();
    expect(ro).toMatchObject({
      id: s.ro['1002'],
      order_number: '1002',
      order_status: 'CLOSED',
      location_name: 'Elm North',
      inspection: true,
      deleted_previous_status: null,
      customer: {
        id: s.customer.Nina,
        first_name: 'Nina',
        last_name: 'New',
        company: 'Nina Deliveries LLC',
        phone_numbers: ['(512) 555-0101'],
        email_addresses: ['nina@example.com', 'nina.work@example.com'],
        postal_code: '78701',
        first_seen: '2025-06-10',
      },
      vehicle: { year: 2019, make: 'Toyota', model: 'Camry', vin: '4T1BF1FK5CU000001' },
      writer: { full_name: 'Sam Writer' },
      technician: { full_name: 'Tina Tech' },
      technician_name: 'Tina Tech',
      total_sold_price_cents: 5000,
      labor_cost_cents: 800, // 700 + 100
      parts_cost_cents: 600,
      tires_cost_cents: 700,
      sublet_cost_cents: 300,
      actual_cost_cents: 2400, // 800 + 600 + 700 + 300
      tax_cents: 330,
      gross_profit_cents: 2600, // (2500−800) + (1200−600) + (1000−700) + (400−300) + 150 − 250
      recommendation_cents: 64000,
    });
    expect(ro.labor).toMatchObject([
      {
        description: 'Brake pads',
        category: { name: 'Brakes' },
        technician_name: 'Tina Tech',
        sold_seconds: 5400,
        actual_seconds: 4800,
        sold_price_cents: 2000,
        cost_cents: 700,
      },
      {
        description: 'Inspection',
        category: null,
        technician_name: 'Tom Tech',
        sold_seconds: 1800,
        actual_seconds: 1200,
        sold_price_cents: 500,
        cost_cents: 100,
      },
    ]);
    expect(ro.parts).toMatchObject([
      {
        description: 'Pad set',
        part_number: 'D1234',
        kind: 'part',
        category: { name: 'Brakes' },
        quantity: 2,
        sold_price_cents: 1200,
        cost_cents: 600,
      },
      {
        description: 'All-season tire',
        part_number: 'T-205',
        kind: 'tire',
        category: null,
        quantity: 1,
        sold_price_cents: 1000,
        cost_cents: 700,
      },
    ]);
    expect(ro.sublets).toMatchObject([
      { description: 'Alignment (vendor)', sold_price_cents: 400, cost_cents: 300 },
    ]);
    expect(ro.fees).toMatchObject([{ description: 'Shop supplies', sold_price_cents: 150 }]);
    expect(ro.recommendations).toMatchObject([
      {
        text: 'Replace rear tires',
        recommended_date: '2025-06-10',
        due_date: '2025-09-01',
        recommendation_type: 'SAFETY',
        amount_cents: 64000,
        rate: 64000,
      },
    ]);
  });

  it('finds an RO by its number at a location', async () => {
    const res = await get(`/repair-order/by-number?order_number=1002&location_id=${s.L1}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(s.ro['1002']);
    expect((await get(`/repair-order/by-number?order_number=1002&location_id=${s.L2}`)).statusCode).toBe(404);
    expect((await get(`/repair-order/by-number?order_number=5001&location_id=${s.LB}`)).statusCode).toBe(404);
    expect((await get(`/repair-order/by-number?order_number=1002`)).statusCode).toBe(400);
    expect((await get(`/repair-order/by-number?order_number=1002&location_id=all`)).statusCode).toBe(400);
  });

  it("is 404 for another partner's RO and 400 for a bad id", async () => {
    const res = await get(`/repair-order/${s.ro['5001']}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Bea');
    expect((await get(`/repair-order/abc`)).statusCode).toBe(400);
    expect((await get(`/repair-order/0`)).statusCode).toBe(400);
    expect((await get(`/repair-order/999999`)).statusCode).toBe(404);
  });
});

describe('deleting and restoring an RO', () => {
  const dana = () => `/repair-order/update/${s.ro['3001']}`;
  const newInJune = async () =>
    (await page(`/${s.partnerA}/new-customer-list-preview?from=2025-06-01&to=2025-06-30`)).items.map(
      (r) => r.first_name,
    );

  it('is for shop owners only, and needs the cross-site header', async () => {
    const res = await del(`${dana()}?orderStatus=DELETED`, manager);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Do not have permission.');
    expect((await del(`${dana()}?orderStatus=DELETED`, owner, {})).statusCode).toBe(403);
    expect((await get(`/repair-order/${s.ro['3001']}`)).json().order_status).toBe('CLOSED');
  });

  it('deletes: the RO stops counting at once, and a second delete is a 409', async () => {
    expect(await newInJune()).toEqual(['Nina', 'Dana']);
    const res = await del(`${dana()}?orderStatus=DELETED`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: s.ro['3001'],
      order_number: '3001',
      order_status: 'DELETED',
      business_date: '2025-06-15',
    });
    expect((await get(`/repair-order/${s.ro['3001']}`)).json()).toMatchObject({
      order_status: 'DELETED',
      deleted_previous_status: 'CLOSED',
    });

    // Recomputed in the same transaction: Dana has no counted visit any more.
    expect(await newInJune()).toEqual(['Nina']);
    expect(await page(`/${s.partnerA}/reports/repair-orders?date=2025-06-15`)).toEqual({
      items: [],
      total: 0,
    });
    const visits = await ctx.deps.database.db
      .select()
      .from(schema.customerVisits)
      .where(eq(schema.customerVisits.customerId, s.customer.Dana));
    expect(visits).toEqual([]);

    const again = await del(`${dana()}?orderStatus=DELETED`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This repair order is already deleted.');
  });

  it('restores: CLOSED again, counted again; restoring an RO that is not deleted is a 409', async () => {
    const res = await del(`${dana()}?orderStatus=CLOSED`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ order_status: 'CLOSED', total_sold_price_cents: 25000 });
    expect((await get(`/repair-order/${s.ro['3001']}`)).json().deleted_previous_status).toBeNull();
    expect(await newInJune()).toEqual(['Nina', 'Dana']);
    expect(numbers(await page(`/${s.partnerA}/reports/repair-orders?date=2025-06-15`))).toEqual(['3001']);

    const again = await del(`${dana()}?orderStatus=CLOSED`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only a deleted repair order can be restored.');

    const audit = await ctx.deps.database.db
      .select({ action: schema.auditLog.action, detail: schema.auditLog.detail })
      .from(schema.auditLog)
      .where(
        and(eq(schema.auditLog.entity, 'repair_order'), eq(schema.auditLog.entityId, String(s.ro['3001']))),
      );
    expect(audit).toEqual([
      { action: 'repair_order.delete', detail: { from: 'CLOSED', to: 'DELETED' } },
      { action: 'repair_order.restore', detail: { from: 'DELETED', to: 'CLOSED' } },
    ]);
  });

  it('keeps the previous status of an OPEN RO, and cannot restore an RO that never closed', async () => {
    const res = await del(`/repair-order/update/${s.ro['1003']}?orderStatus=DELETED`);
    expect(res.statusCode).toBe(200);
    expect((await get(`/repair-order/${s.ro['1003']}`)).json()).toMatchObject({
      order_status: 'DELETED',
      deleted_previous_status: 'OPEN',
    });
    const restore = await del(`/repair-order/update/${s.ro['1003']}?orderStatus=CLOSED`);
    expect(restore.statusCode).toBe(409);
    expect(restore.json().message).toBe(
      'This repair order has no closed date, so it cannot be restored as closed.',
    );
    expect((await get(`/repair-order/${s.ro['1003']}`)).json().order_status).toBe('DELETED');
  });

  it('refuses other statuses, bad ids and other partners’ ROs', async () => {
    expect((await del(`${dana()}?orderStatus=OPEN`)).statusCode).toBe(400);
    expect((await del(dana())).statusCode).toBe(400);
    expect((await del(`/repair-order/update/abc?orderStatus=DELETED`)).statusCode).toBe(400);
    const foreign = await del(`/repair-order/update/${s.ro['5001']}?orderStatus=DELETED`);
    expect(foreign.statusCode).toBe(404);
    const [bea] = await ctx.deps.database.db
      .select({ status: schema.repairOrders.status })
      .from(schema.repairOrders)
      .where(eq(schema.repairOrders.id, s.ro['5001']));
    expect(bea.status).toBe('CLOSED');
  });
});
