import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocation, createUser, createVerifiedOwner } from '../../accounts/service';
import { api, createTestApp, signIn, XHR, type TestContext } from '../../../test/app';

let ctx: TestContext;
let partnerId: number;
let locationId: number;
let owner: string;
let advisor: string;
let other: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ partnerId } = await createVerifiedOwner(ctx.deps, { businessName: 'Tip Garage', email: 'owner@tips.test', password: 'secret1' }));
  ({ locationId } = await createLocation(ctx.deps, { partnerId, name: 'Tip North' }));
  await createUser(ctx.deps, { partnerId, email: 'adv@tips.test', password: 'secret1', role: 'User', isShopOwner: false });
  const b = await createVerifiedOwner(ctx.deps, { businessName: 'Other Garage', email: 'owner@other.test', password: 'secret1' });
  await createLocation(ctx.deps, { partnerId: b.partnerId, name: 'Other Main' });
  owner = (await signIn(ctx.app, 'owner@tips.test', 'secret1')).cookie;
  advisor = (await signIn(ctx.app, 'adv@tips.test', 'secret1')).cookie;
  other = (await signIn(ctx.app, 'owner@other.test', 'secret1')).cookie;
});
afterAll(() => ctx.close());

const save = (texts: Record<string, string>, cookie = owner) =>
  ctx.app.inject({ method: 'POST', url: api(`/${partnerId}/tooltips`), headers: { cookie, ...XHR }, payload: texts });
const read = (cookie = owner) => ctx.app.inject({ method: 'GET', url: api(`/${partnerId}/get/tooltips/${locationId}`), headers: { cookie } });

describe('tooltips', () => {
  it('saves texts by key, replaces them, and an empty text removes the partner text', async () => {
    expect((await read()).json()).toEqual({});
    const first = await save({ gross_sales: 'Sales before discounts', car_count: 'Cars in' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ gross_sales: 'Sales before discounts', car_count: 'Cars in' });
    const second = await save({ gross_sales: 'All sales', car_count: '' });
    expect(second.json()).toEqual({ gross_sales: 'All sales' });
    // Every user of the partner reads them.
    expect((await read(advisor)).json()).toEqual({ gross_sales: 'All sales' });
  });

  it('lets only the account holder save, and no other partner read', async () => {
    expect((await save({ gross_sales: 'x' }, advisor)).statusCode).toBe(403);
    expect((await read(other)).statusCode).toBe(403);
    expect((await read()).json()).toEqual({ gross_sales: 'All sales' });
  });
});
