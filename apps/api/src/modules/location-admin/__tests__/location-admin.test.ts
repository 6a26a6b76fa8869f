import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, signIn, XHR, type TestContext } from '../../../test/app';
import { CLOCK_NOW, seed, type Seeded } from '../../customer-lists/__tests__/fixtures';

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

const get = (path: string, cookie = owner) =>
  ctx.app.inject({ method: 'GET', url: api(path), headers: { cookie } });
const post = (path: string, payload: object, cookie = owner) =>
  ctx.app.inject({ method: 'POST', url: api(path), headers: { cookie, ...XHR }, payload });
const numbers = (body: { items: { order_number: string }[] }) => body.items.map((r) => r.order_number);

describe('location save', () => {
  it('creates a location with the defaults, then updates every field', async () => {
    const created = await post('/locations', { name: 'Elm West' });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().location_id;
    const list = (await get('/locations')).json().items;
    expect(list.find((l: { id: number }) => l.id === id)).toMatchObject({
      name: 'Elm West',
      timezone: 'US/Central',
      workingDays: 5,
      isDisable: false,
      lastConfig: null,
    });

    const form = {
      name: 'Elm West 2',
      address: '9 Elm St',
      city: 'Austin',
      state: 'TX',
      zip: '78702',
      timezone: 'US/Eastern',
      isDisable: true,
      isLaborActualCostOvrd: true,
      comparisionGroupSet: ['Texas'],
      workingDays: 6,
      fullTimeTech: 3,
      gsTech: 1,
    };
    const updated = await post(`/locations/${id}`, form);
    expect(updated.json()).toEqual({ location_id: id });
    const after = (await get('/locations')).json().items.find((l: { id: number }) => l.id === id);
    expect(after).toMatchObject(form);
  });

  it('answers 400 for bad input, 403 for a manager, 404 for another partner', async () => {
    expect((await post('/locations', { name: ' ' })).statusCode).toBe(400);
    expect((await post('/locations', { name: 'X', workingDays: 3 })).statusCode).toBe(400);
    expect((await post('/locations', { name: 'X', fullTimeTech: 6 })).statusCode).toBe(400);
    expect((await post('/locations', { name: 'X' }, manager)).statusCode).toBe(403);
    expect((await post(`/locations/${s.LB}`, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await post(`/locations/${s.L1}`, { name: 'Mine now' }, ownerB)).statusCode).toBe(404);
  });
});

describe('agent token status', () => {
  it('has no token, then the date of the one issued, never the token itself', async () => {
    expect((await get(`/locations/${s.L2}/agent-token`)).json()).toEqual({
      created_at: null,
      app_download_url: null,
    });
    const issued = await ctx.app.inject({
      method: 'POST',
      url: api(`/locations/${s.L2}/agent-token`),
      headers: { cookie: owner, ...XHR },
    });
    expect(issued.statusCode).toBe(200);
    const status = (await get(`/locations/${s.L2}/agent-token`)).json();
    expect(status.created_at).toBe(issued.json().created_at);
    expect(JSON.stringify(status)).not.toContain(issued.json().token);
    expect((await get(`/locations/${s.L2}/agent-token`, ownerB)).statusCode).toBe(404);
  });
});

describe('RO audit and deleted ROs', () => {
  it('lists every status of a location, newest first, paged by pageNum / pageSize', async () => {
    const body = (await get(`/locations/${s.L2}/repair-orders/new?pageNum=1&pageSize=5`)).json();
    expect(body.total).toBe(3);
    expect(numbers(body)).toEqual(['3001', '3002', '3003']);
    // The page count is kept per location (location_ro_counts), the same on every page.
    const second = (await get(`/locations/${s.L2}/repair-orders/new?pageNum=2&pageSize=2`)).json();
    expect(second.total).toBe(3);
    expect(numbers(second)).toEqual(['3003']);
  });

  it('lists the deleted ROs to shop owners, by business date or all', async () => {
    expect(numbers((await get(`/repair-order/deleted/location/${s.L1}`)).json()).sort()).toEqual([
      '1005',
      '1006',
    ]);
    const june = (
      await get(`/repair-order/deleted/location/${s.L1}?startDate=2025-06-01&endDate=2025-06-30`)
    ).json();
    expect(numbers(june)).toEqual(['1005']);
    expect((await get(`/repair-order/deleted/location/${s.L1}`, manager)).statusCode).toBe(403);
    expect((await get(`/repair-order/deleted/location/${s.LB}`)).statusCode).toBe(404);
    expect(
      (await get(`/repair-order/deleted/location/${s.L1}?startDate=2025-07-01&endDate=2025-06-01`))
        .statusCode,
    ).toBe(400);
  });
});
