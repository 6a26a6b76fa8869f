import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocation, createVerifiedOwner } from '../modules/accounts/service';
import { api, createTestApp, signIn, XHR, type TestContext } from '../test/app';

// Issue 32: the guard and the route schemas read an id the same way (parseId: digits only, 1..int4
// max). Before, the guard checked /^\d+$/ and the schemas coerced, so another partner's location
// written "13.0" or "0xd" passed the guard and was served. Now any other spelling is a 400 at the
// guard, in the api.md shape, wherever the id is: path, query, comma list or repeated key.

let ctx: TestContext;
let cookie: string;
let mine: { partnerId: number; locationId: number };
let theirs: { partnerId: number; locationId: number };

beforeAll(async () => {
  ctx = await createTestApp({ CLOCK_NOW: '2026-03-04T18:00:00Z' });
  const a = await createVerifiedOwner(ctx.deps, { businessName: 'Spelling A', email: 'a@spelling.test', password: 'secret1' });
  const b = await createVerifiedOwner(ctx.deps, { businessName: 'Spelling B', email: 'b@spelling.test', password: 'secret1' });
  mine = { partnerId: a.partnerId, locationId: (await createLocation(ctx.deps, { partnerId: a.partnerId, name: 'A Place' })).locationId };
  theirs = { partnerId: b.partnerId, locationId: (await createLocation(ctx.deps, { partnerId: b.partnerId, name: 'B Place' })).locationId };
  ({ cookie } = await signIn(ctx.app, 'a@spelling.test', 'secret1'));
});
afterAll(() => ctx.close());

/** Every other way of writing the id `n` that Number() or a coercing schema would read as n. */
const spellings = (n: number) => [`${n}.0`, `+${n}`, `0x${n.toString(16)}`, `${n / 10}e1`, `0${n}`, ` ${n}`, `${n} `, `${n}.`];

const call = (method: 'GET' | 'POST', url: string) => ctx.app.inject({ method, url: api(url), headers: { cookie, ...XHR }, ...(method === 'POST' ? { payload: {} } : {}) });

function expectGuard400(res: Awaited<ReturnType<typeof call>>, key: string) {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json();
  expect(body).toMatchObject({ status: 400, title: '400 - Bad Request' });
  expect(body.errors.map((e: { path: string }) => e.path)).toContain(key);
}

describe('tenancy guard: one reading of an id', () => {
  // The calls of the issue, each naming a location in its own way.
  const where = (location: string) => [
    { key: 'id', url: `/locations/${location}/customers2` },
    { key: 'id', url: `/locations/${location}/repair-orders` },
    { key: 'locationId', url: `/locations/${location}/agent-token` },
    { key: 'location_id', url: `/${mine.partnerId}/reports/specific_day_summary?location_id=${location}` },
    { key: 'locationId', url: `/goals?partnerId=${mine.partnerId}&locationId=${location}` },
    { key: 'location_ids', url: `/shop-comparison?location_ids=${mine.locationId},${location}` },
    { key: 'location_id', url: `/${mine.partnerId}/reports/specific_day_summary?location_id=${mine.locationId}&location_id=${location}` },
  ];

  it("refuses another partner's location written any other way with 400, never 2xx", async () => {
    for (const spelling of spellings(theirs.locationId)) {
      for (const { key, url } of where(encodeURIComponent(spelling))) {
        expectGuard400(await call('GET', url), key);
      }
    }
  });

  it('refuses even its own location written another way (the handler would read another text)', async () => {
    for (const spelling of spellings(mine.locationId)) {
      expectGuard400(await call('GET', `/locations/${encodeURIComponent(spelling)}/customers2`), 'id');
    }
  });

  it('reads partner ids the same way: path, query and the partnerIds list', async () => {
    for (const spelling of spellings(mine.partnerId).map(encodeURIComponent)) {
      expectGuard400(await call('GET', `/${spelling}/reports/specific_day_summary`), 'partnerId');
      expectGuard400(await call('GET', `/sync-year?partnerId=${spelling}&locationId=${mine.locationId}`), 'partnerId');
      expectGuard400(await call('GET', `/category/repair_order?partnerIds=${mine.partnerId},${spelling}&locationIds=${mine.locationId}&categoryId=1&startDate=2026-03-01&endDate=2026-03-02`), 'partnerIds');
    }
  });

  it('refuses ids out of int4 range, zero, negatives and empty values with 400', async () => {
    for (const bad of ['2147483648', '99999999999', '0', '-1', 'north']) {
      expectGuard400(await call('GET', `/${mine.partnerId}/reports/specific_day_summary?location_id=${bad}`), 'location_id');
    }
    expectGuard400(await call('GET', `/${mine.partnerId}/reports/specific_day_summary?location_id=`), 'location_id');
    expectGuard400(await call('GET', `/shop-comparison?location_ids=${mine.locationId},`), 'location_ids');
  });

  it('still answers 403 for another partner, 404 for its location, and serves the plain ids and "all"', async () => {
    expect((await call('GET', `/${theirs.partnerId}/reports/specific_day_summary`)).statusCode).toBe(403);
    expect((await call('GET', `/${mine.partnerId}/reports/specific_day_summary?location_id=${theirs.locationId}`)).statusCode).toBe(404);
    expect((await call('GET', `/locations/${theirs.locationId}/customers2`)).statusCode).toBe(404);
    expect((await call('GET', `/${mine.partnerId}/reports/specific_day_summary?location_id=${mine.locationId}`)).statusCode).toBe(200);
    expect((await call('GET', `/${mine.partnerId}/reports/specific_day_summary?location_id=all`)).statusCode).toBe(200);
    expect((await call('GET', `/locations/${mine.locationId}/customers2`)).statusCode).toBe(200);
  });
});
