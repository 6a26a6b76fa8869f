import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { api, createTestApp, signIn, type TestContext } from '../../../test/app';
import { ingestBatch } from '../../../ingest';
import { CLOCK_NOW, person, seed, simpleRo, type Seeded } from './fixtures';

// The data set and its hand-worked classification are described in fixtures.ts (M = 2025-06).

let ctx: TestContext;
let s: Seeded;
let cookieA: string;
let cookieB: string;

beforeAll(async () => {
  ctx = await createTestApp({ CLOCK_NOW });
  s = await seed(ctx.deps);
  cookieA = (await signIn(ctx.app, s.ownerA.email, s.ownerA.password)).cookie;
  cookieB = (await signIn(ctx.app, s.ownerB.email, s.ownerB.password)).cookie;
});
afterAll(() => ctx.close());

interface Row {
  id: number;
  first_name: string;
  [field: string]: unknown;
}
interface Page {
  items: Row[];
  total: number;
}

async function get(path: string, cookie = cookieA, etag?: string) {
  return ctx.app.inject({
    method: 'GET',
    url: api(path),
    headers: { cookie, ...(etag ? { 'if-none-match': etag } : {}) },
  });
}

async function page(path: string): Promise<Page> {
  const res = await get(path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The first names of a page, in order: the customer ids ascend in the order of fixtures.ts. */
const names = (p: Page) => p.items.map((r) => r.first_name.trim());

describe('active customers of a month', () => {
  it('lists the customers whose latest visit up to M is in M−12..M, for one location', async () => {
    // Nina 2025-06, Alan 2025-03 (his 2025-07 visit is after M), Eve 2024-06 (= M−12), Rita 2025-06,
    // Nate 2025-06. Not: Liam and Olive (2024-05 = M−13), Mark (2024-04), Ana/Bob (2022).
    const p = await page(`/${s.partnerA}/active-customer-list-preview?month=6&year=2025&location_id=${s.L1}`);
    expect(names(p)).toEqual(['Nina', 'Alan', 'Eve', 'Rita', 'Nate']);
    expect(p.total).toBe(5);
  });

  it('sums the locations for All (absent or "all"), leaving the disabled location out', async () => {
    // 5 at Elm North + Dana at Elm South; Fay's Elm Closed is disabled.
    for (const query of ['', '&location_id=all']) {
      const p = await page(`/${s.partnerA}/active-customer-list-preview?month=6&year=2025${query}`);
      expect(names(p)).toEqual(['Nina', 'Alan', 'Eve', 'Rita', 'Nate', 'Dana']);
      expect(p.total).toBe(6);
    }
    // A disabled location asked for by id is still readable.
    const closed = await page(
      `/${s.partnerA}/active-customer-list-preview?month=6&year=2025&location_id=${s.L3}`,
    );
    expect(names(closed)).toEqual(['Fay']);
  });

  it('pages with page_num / page_size (default size 10)', async () => {
    const base = `/${s.partnerA}/active-customer-list-preview?month=6&year=2025&location_id=${s.L1}&page_size=2`;
    expect(names(await page(`${base}&page_num=1`))).toEqual(['Nina', 'Alan']);
    expect(names(await page(`${base}&page_num=2`))).toEqual(['Eve', 'Rita']);
    const third = await page(`${base}&page_num=3`);
    expect(names(third)).toEqual(['Nate']);
    expect(third.total).toBe(5);
    const beyond = await page(`${base}&page_num=4`);
    expect(beyond).toEqual({ items: [], total: 5 });
  });

  it('searches by name, company, e-mail or phone before paging, so total counts the matches', async () => {
    const base = `/${s.partnerA}/active-customer-list-preview?month=6&year=2025&location_id=${s.L1}`;
    const found = async (search: string) => names(await page(`${base}&search=${encodeURIComponent(search)}`));
    expect(await found('nina')).toEqual(['Nina']); // first name, any case
    expect(await found('edge eve')).toEqual(['Eve']); // "last first"
    expect(await found('Deliveries')).toEqual(['Nina']); // company
    expect(await found('nina.work@')).toEqual(['Nina']); // the second e-mail
    expect(await found('5550101')).toEqual(['Nina']); // phone digits without its punctuation
    expect(await found('  ')).toEqual(['Nina', 'Alan', 'Eve', 'Rita', 'Nate']); // blank: everybody
    const none = await page(`${base}&search=zzz`);
    expect(none).toEqual({ items: [], total: 0 });
    // Paged after the search: "n" is in Nina, Alan, Nate (and Rita's / Eve's other fields or not).
    const all = await page(`${base}&search=n&page_size=100`);
    const first = await page(`${base}&search=n&page_size=1`);
    expect(first.total).toBe(all.total);
    expect(names(first)).toEqual(names(all).slice(0, 1));
    expect((await get(`${base}&search=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });

  it('answers the customer list row fields', async () => {
    const p = await page(
      `/${s.partnerA}/active-customer-list-preview?month=6&year=2025&location_id=${s.L1}&page_size=2`,
    );
    expect(p.items[0]).toEqual({
      id: s.customer.Nina,
      location_id: s.L1,
      first_name: 'Nina',
      last_name: 'New',
      company_name: 'Nina Deliveries LLC',
      address: '1 Elm St',
      city: 'Austin',
      state: 'TX',
      postal_code: '78701',
      phone_numbers: ['(512) 555-0101'],
      email: 'nina@example.com',
      first_seen: '2025-06-10',
      last_seen: '2025-06-10',
      vehicle_ro_count: 2, // #1001 and #1002; the OPEN, ESTIMATE and DELETED ROs do not count
      vehicle_rolast_spent: 5000, // #1002 closed 20:00Z after #1001 at 15:00Z
      total_spent: 15000, // 10000 + 5000
      marketing_source: 'Google',
      shop_name: 'Elm North',
      ro_number: '1002',
    });
    // As the customer stands today: Alan's July visit counts in his row, not in the June rule.
    expect(p.items[1]).toMatchObject({
      first_name: 'Alan',
      first_seen: '2024-09-05',
      last_seen: '2025-07-14',
      vehicle_ro_count: 3,
      vehicle_rolast_spent: 12345,
      total_spent: 62345, // 20000 + 30000 + 12345
      ro_number: '1012',
      company_name: null,
      email: null,
      phone_numbers: [],
      marketing_source: null,
    });
  });

  it('refuses bad parameters with 400', async () => {
    for (const query of [
      'month=13&year=2025',
      'month=0&year=2025',
      'month=6',
      'month=june&year=2025',
      'month=6&year=2025&location_id=abc',
      'month=6&year=2025&page_size=101',
      'month=6&year=2025&page_num=0',
    ]) {
      const res = await get(`/${s.partnerA}/active-customer-list-preview?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().title).toBe('400 - Bad Request');
    }
  });
});

describe('new customers', () => {
  it('lists the customers whose first visit is in from..to', async () => {
    const june = await page(
      `/${s.partnerA}/new-customer-list-preview?from=2025-06-01&to=2025-06-30&location_id=${s.L1}`,
    );
    expect(names(june)).toEqual(['Nina']); // Rita and Nate came back, they are not new
    expect(june.total).toBe(1);
    const all = await page(`/${s.partnerA}/new-customer-list-preview?from=2025-06-01&to=2025-06-30`);
    expect(names(all)).toEqual(['Nina', 'Dana']);
  });

  it('narrows to the dates when the range starts or ends inside a month', async () => {
    const day = await page(
      `/${s.partnerA}/new-customer-list-preview?from=2025-06-10&to=2025-06-10&location_id=${s.L1}`,
    );
    expect(names(day)).toEqual(['Nina']);
    const after = await page(
      `/${s.partnerA}/new-customer-list-preview?from=2025-06-11&to=2025-06-30&location_id=${s.L1}`,
    );
    expect(after).toEqual({ items: [], total: 0 });
    const before = await page(
      `/${s.partnerA}/new-customer-list-preview?from=2025-06-01&to=2025-06-09&location_id=${s.L1}`,
    );
    expect(before.total).toBe(0);
    // An ISO timestamp is read as its UTC date (the client sends 05:00 UTC).
    const iso = await page(
      `/${s.partnerA}/new-customer-list-preview?from=2025-06-01T05:00:00.000Z&to=2025-06-30T05:00:00.000Z&location_id=${s.L2}`,
    );
    expect(names(iso)).toEqual(['Dana']);
  });
});

describe('lost customers', () => {
  it('lists the customers whose latest visit up to M is exactly M−13', async () => {
    const june = await page(
      `/${s.partnerA}/lost-customer-list-preview?from=2025-06-01&to=2025-06-30&location_id=${s.L1}`,
    );
    expect(names(june)).toEqual(['Liam', 'Olive']); // both last seen 2024-05; Mark (2024-04) was lost in May
    const all = await page(
      `/${s.partnerA}/lost-customer-list-preview?from=2025-06-01&to=2025-06-30&location_id=all`,
    );
    expect(names(all)).toEqual(['Liam', 'Olive']); // nobody at Elm South was last seen in 2024-05
  });

  it('covers every month the range touches', async () => {
    // May 2025: last(M) = 2024-04 → Mark (2024-04-10) and Rita (2024-04-08, back only in June).
    const p = await page(
      `/${s.partnerA}/lost-customer-list-preview?from=2025-05-01&to=2025-06-30&location_id=${s.L1}`,
    );
    expect(names(p)).toEqual(['Liam', 'Olive', 'Mark', 'Rita']);
    expect(p.total).toBe(4);
  });

  it('lists the one-visit lost customers of one location', async () => {
    const p = await page(
      `/customer/${s.partnerA}/lost-customer-with-one-visit-list-preview/${s.L1}?year=2025&month=6`,
    );
    expect(names(p)).toEqual(['Olive']); // Liam had two visits
    expect(p.items[0]).toMatchObject({
      first_seen: '2024-05-20',
      last_seen: '2024-05-20',
      total_spent: 8000,
      ro_number: '1040',
    });
    const may = await page(
      `/customer/${s.partnerA}/lost-customer-with-one-visit-list-preview/${s.L1}?year=2025&month=5`,
    );
    // May 2025: last(M) = 2024-04 and one visit up to the end of May: Mark, and Rita (back in June only).
    expect(names(may)).toEqual(['Mark', 'Rita']);
  });

  it('refuses bad ranges', async () => {
    for (const query of [
      'from=2025-02-30&to=2025-06-30',
      'from=yesterday&to=2025-06-30',
      'from=2025-06-30&to=2025-06-01',
      'from=2023-01-01&to=2025-01-31', // 25 months
      'to=2025-06-30',
    ]) {
      const res = await get(`/${s.partnerA}/lost-customer-list-preview?${query}&location_id=${s.L1}`);
      expect(res.statusCode, query).toBe(400);
    }
    const ok = await get(
      `/${s.partnerA}/lost-customer-list-preview?from=2023-02-01&to=2025-01-31&location_id=${s.L1}`,
    );
    expect(ok.statusCode).toBe(200); // exactly 24 months
  });
});

describe('recovered customers', () => {
  it('lists the customers back after 13 months or more, with the recovery fields', async () => {
    const p = await page(
      `/${s.partnerA}/recovered-customer-list?from=2025-06-01&to=2025-06-30&location_id=${s.L1}`,
    );
    expect(p.total).toBe(1); // Nate's previous visit is in M−12: not recovered
    expect(p.items[0]).toMatchObject({
      id: s.customer.Rita,
      first_name: 'Rita',
      first_seen: '2024-04-08',
      last_seen: '2025-06-03',
      vehicle_ro_count: 2,
      total_spent: 24000, // 11000 + 13000
      ro_number: '1061',
      shop_name: 'Elm North',
      current_last_seen: '2025-06-03',
      previous_last_seen: '2024-04-08',
      lost_customer_month: 5, // 2024-04 + 13 months = 2025-05
      lost_customer_year: 2025,
    });
    const count = await get(
      `/${s.partnerA}/recovered-customer-count?from=2025-05-01&to=2025-06-30&location_id=${s.L1}`,
    );
    expect(count.json()).toEqual({ count: 1 }); // nobody came back in May
    const south = await get(
      `/${s.partnerA}/recovered-customer-count?from=2025-06-01&to=2025-06-30&location_id=${s.L2}`,
    );
    expect(south.json()).toEqual({ count: 0 });
  });

  it('needs one location: All or no location is a 400 with the hint', async () => {
    for (const path of ['recovered-customer-list', 'recovered-customer-count']) {
      for (const query of ['&location_id=all', '']) {
        const res = await get(`/${s.partnerA}/${path}?from=2025-06-01&to=2025-06-30${query}`);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('Select a single location to see recovered customers.');
      }
    }
  });
});

describe('duplicate customers', () => {
  it('groups a location’s duplicates by normalized name and a shared phone or e-mail', async () => {
    const p = await page(`/customer/${s.partnerA}/duplicate-customers-location/${s.L1}`);
    expect(p.total).toBe(2);
    const groups = p.items as unknown as { group_id: number; survivor_id: number; customers: Row[] }[];
    // "Ana Lopez" (512) 555-0188 and "  ana / LOPEZ" +1 512-555-0188; Ana3 shares nothing; the
    // Ana Lopez of Elm South is another location. Ana2 was first seen earlier: she survives a merge.
    expect(groups[0].group_id).toBe(s.customer.Ana1);
    expect(groups[0].customers.map((c) => c.id)).toEqual([s.customer.Ana1, s.customer.Ana2]);
    expect(groups[0].survivor_id).toBe(s.customer.Ana2);
    expect(groups[0].customers[0]).toMatchObject({
      company: null,
      email_addresses: ['ana@example.com'],
      email: 'ana@example.com',
      phone_numbers: ['(512) 555-0188'],
      first_seen: '2022-03-01',
    });
    // BOB@x.com and " bob@x.com": same first_seen, so the lower id survives.
    expect(groups[1].customers.map((c) => c.id)).toEqual([s.customer.Bob1, s.customer.Bob2]);
    expect(groups[1].survivor_id).toBe(s.customer.Bob1);

    const second = await page(
      `/customer/${s.partnerA}/duplicate-customers-location/${s.L1}?page_size=1&page_num=2`,
    );
    expect(second.total).toBe(2);
    expect((second.items as unknown as { group_id: number }[]).map((g) => g.group_id)).toEqual([
      s.customer.Bob1,
    ]);
    // A search keeps whole groups with a matching member: Bob's e-mail finds both Bobs.
    const bob = await page(`/customer/${s.partnerA}/duplicate-customers-location/${s.L1}?search=bob%40x`);
    expect(bob.total).toBe(1);
    expect((bob.items as unknown as { customers: Row[] }[])[0].customers.map((c) => c.id)).toEqual([
      s.customer.Bob1,
      s.customer.Bob2,
    ]);
    expect(await page(`/customer/${s.partnerA}/duplicate-customers-location/${s.L2}`)).toEqual({
      items: [],
      total: 0,
    });
  });
});

describe('tenancy', () => {
  it("refuses another partner's id (403) and another partner's location (404), with no data", async () => {
    const foreignPartner = [
      `/${s.partnerB}/active-customer-list-preview?month=6&year=2025`,
      `/${s.partnerB}/new-customer-list-preview?from=2025-06-01&to=2025-06-30`,
      `/${s.partnerB}/lost-customer-list-preview?from=2025-06-01&to=2025-06-30`,
      `/${s.partnerB}/recovered-customer-list?from=2025-06-01&to=2025-06-30&location_id=${s.LB}`,
      `/${s.partnerB}/recovered-customer-count?from=2025-06-01&to=2025-06-30&location_id=${s.LB}`,
      `/customer/${s.partnerB}/duplicate-customers-location/${s.LB}`,
      `/customer/${s.partnerB}/lost-customer-with-one-visit-list-preview/${s.LB}?year=2025&month=6`,
    ];
    for (const path of foreignPartner) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(403);
      expect(res.body).not.toContain('Bea');
    }
    const foreignLocation = [
      `/${s.partnerA}/active-customer-list-preview?month=6&year=2025&location_id=${s.LB}`,
      `/${s.partnerA}/new-customer-list-preview?from=2025-06-01&to=2025-06-30&location_id=${s.LB}`,
      `/${s.partnerA}/recovered-customer-list?from=2025-06-01&to=2025-06-30&location_id=${s.LB}`,
      `/customer/${s.partnerA}/duplicate-customers-location/${s.LB}`,
      `/customer/${s.partnerA}/lost-customer-with-one-visit-list-preview/${s.LB}?year=2025&month=6`,
    ];
    for (const path of foreignLocation) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.body).not.toContain('Bea');
    }
    // Partner B sees only its own customer.
    const own = await get(`/${s.partnerB}/new-customer-list-preview?from=2025-06-01&to=2025-06-30`, cookieB);
    expect(own.json().items.map((r: Row) => r.first_name)).toEqual(['Bea']);
  });

  it('requires a session', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: api(`/${s.partnerA}/active-customer-list-preview?month=6&year=2025`),
    });
    expect(res.statusCode).toBe(401);
  });

  it('rejects a path id that is not an id with 400; the tenancy guard may refuse it first', async () => {
    expect((await get(`/customer/${s.partnerA}/duplicate-customers-location/abc`)).statusCode).toBe(400);
    // 0 looks like an id: the guard (which runs on the raw parameters) or the schema refuses it.
    expect([400, 404]).toContain(
      (await get(`/customer/${s.partnerA}/duplicate-customers-location/0`)).statusCode,
    );
    expect([400, 403]).toContain(
      (await get(`/abc/active-customer-list-preview?month=6&year=2025`)).statusCode,
    );
    expect([400, 403]).toContain(
      (await get(`/customer/0/lost-customer-with-one-visit-list-preview/${s.L1}?year=2025&month=6`))
        .statusCode,
    );
  });
});

// Last: these change the data set.
describe('a cached page (issue 28)', () => {
  const active = (partnerId: number) => `/${partnerId}/active-customer-list-preview?month=6&year=2025`;

  it('answers 304 to its ETag without computing, and comes fresh once a customer on it changes', async () => {
    const first = await get(active(s.partnerA));
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    const { computed } = ctx.app.answers.stats;
    const again = await get(active(s.partnerA), cookieA, etag);
    expect(again.statusCode).toBe(304);
    expect((await get(active(s.partnerA))).json()).toEqual(first.json());
    expect(ctx.app.answers.stats.computed).toBe(computed);

    // A rename (the CRM's edit) touches no visit, yet it is on the page: it moves the data version.
    await ctx.deps.database.db
      .update(schema.customers)
      .set({ firstName: 'Nadia' })
      .where(eq(schema.customers.id, s.customer.Nina));
    const after = await get(active(s.partnerA), cookieA, etag);
    expect(after.statusCode).toBe(200);
    expect(names(after.json())).toEqual(['Nadia', 'Alan', 'Eve', 'Rita', 'Nate', 'Dana']);
    expect(ctx.app.answers.stats.computed).toBe(computed + 1);
  });

  it('reads who is in the list once for all its pages, and again once a visit comes in', async () => {
    const pageOf = (n: number) => `${active(s.partnerA)}&location_id=${s.L1}&page_size=2&page_num=${n}`;
    const { partsComputed, partsReused } = ctx.app.answers.stats;
    expect(names((await get(pageOf(1))).json())).toEqual(['Nadia', 'Alan']);
    expect(names((await get(pageOf(2))).json())).toEqual(['Eve', 'Rita']);
    expect(ctx.app.answers.stats).toMatchObject({
      partsComputed: partsComputed + 1,
      partsReused: partsReused + 1,
    });

    // A new customer's visit in June 2025 at Elm North: on the last page, which was never asked for.
    const zoe = person('c-zoe', 'Zoe', 'Zulu');
    await ingestBatch(ctx.deps, { locationId: s.L1, source: 'cli' }, [
      simpleRo(zoe, { number: '9001', date: '2025-06-28' }),
    ]);
    const last = (await get(pageOf(3))).json();
    expect(names(last)).toEqual(['Nate', 'Zoe']);
    expect(last.total).toBe(6);
    expect(ctx.app.answers.stats.partsComputed).toBe(partsComputed + 2);
  });

  it("is never another partner's: the same list of partner B, even with A's ETag, is B's own", async () => {
    const a = await get(active(s.partnerA));
    const b = await get(active(s.partnerB), cookieB, String(a.headers.etag));
    expect(b.statusCode).toBe(200);
    expect(names(b.json())).toEqual(['Bea']);
    expect(b.headers.etag).not.toBe(a.headers.etag);
  });
});
