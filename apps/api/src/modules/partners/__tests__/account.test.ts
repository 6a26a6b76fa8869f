import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { createLocation, createUser, createVerifiedOwner } from '../../accounts/service';
import { api, createTestApp, signIn, XHR, type TestContext } from '../../../test/app';

let ctx: TestContext;
let owner: { partnerId: number; cookie: string };
let otherPartnerId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const shop = await createVerifiedOwner(ctx.deps, { businessName: 'Account Garage', email: 'owner@account-garage.test', password: 'secret1', ownerName: 'Olive Owner' });
  owner = { partnerId: shop.partnerId, cookie: (await signIn(ctx.app, 'owner@account-garage.test', 'secret1')).cookie };
  otherPartnerId = (await createVerifiedOwner(ctx.deps, { businessName: 'Other Account Garage', email: 'owner@other-account.test', password: 'secret1' })).partnerId;
});
afterAll(() => ctx.close());

const get = (cookie: string, id: number) => ctx.app.inject({ method: 'GET', url: api(`/account/${id}`), headers: { cookie } });
const post = (cookie: string, path: string, payload: object) => ctx.app.inject({ method: 'POST', url: api(path), headers: { cookie, ...XHR }, payload });

const details = {
  businessName: 'Account Garage Two',
  website: 'www.account-garage.com',
  address: '12 Main Street',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  timezone: 'US/Mountain',
  contactName: 'Olive Owner',
  phone: '5125550188',
  email: 'billing@account-garage.test',
};

describe('GET /account/{id}', () => {
  it('answers the account with the default subscription text, no card and no plan while no location subscribes', async () => {
    const res = await get(owner.cookie, owner.partnerId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: owner.partnerId,
      businessName: 'Account Garage',
      website: null,
      address: null,
      city: null,
      state: null,
      zip: null,
      timezone: 'US/Central',
      contactName: 'Olive Owner',
      phone: null,
      email: 'owner@account-garage.test',
      cardType: null,
      cardLast4: null,
      subscriptionText: 'None ($0.00/month)',
      plan: { status: 'Active', subscriptions: [] },
      appDownloadUrl: null,
      paymentProcessingPublicKey: null,
      paymentAccountId: null,
    });
  });

  it("answers the plan of an active subscriber: each subscription of the enabled locations and how many hold it", async () => {
    const shop = await createVerifiedOwner(ctx.deps, { businessName: 'Plan Garage', email: 'owner@plan-garage.test', password: 'secret1' });
    const { cookie } = await signIn(ctx.app, 'owner@plan-garage.test', 'secret1');
    await createLocation(ctx.deps, { partnerId: shop.partnerId, name: 'Plan North' }); // all three
    await createLocation(ctx.deps, { partnerId: shop.partnerId, name: 'Plan South', subscriptions: ['rlo_standard', 'rlo_daily_email'] });
    const { locationId: closed } = await createLocation(ctx.deps, { partnerId: shop.partnerId, name: 'Plan West', subscriptions: ['measure_my_shop'] });
    await ctx.deps.database.db.update(schema.locations).set({ isDisable: true }).where(eq(schema.locations.id, closed));
    await ctx.deps.database.db.update(schema.partners).set({ subscriptionStatus: 'Trial' }).where(eq(schema.partners.id, shop.partnerId));

    const account = (await get(cookie, shop.partnerId)).json();
    // North and South hold standard and daily e-mail; only North measure my shop (West is disabled).
    expect(account.plan).toEqual({
      status: 'Trial',
      subscriptions: [
        { subscription: 'rlo_standard', locations: 2 },
        { subscription: 'rlo_daily_email', locations: 2 },
        { subscription: 'measure_my_shop', locations: 1 },
      ],
    });
    expect(account.subscriptionText).toBe('None ($0.00/month)');
  });

  it("answers 404 for another partner's account", async () => {
    const res = await get(owner.cookie, otherPartnerId);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Other Account Garage');
  });
});

describe('POST /account and /account/{id}', () => {
  it('saves the details with an empty 204 and reads them back', async () => {
    const res = await post(owner.cookie, `/account/${owner.partnerId}`, details);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await get(owner.cookie, owner.partnerId)).json()).toMatchObject(details);

    expect((await post(owner.cookie, '/account', { ...details, address: '', city: null })).statusCode).toBe(204);
    expect((await get(owner.cookie, owner.partnerId)).json()).toMatchObject({ address: null, city: null, state: 'TX' });
  });

  it('applies the sign-up rules (400 with the form keys)', async () => {
    const res = await post(owner.cookie, '/account', { ...details, businessName: '', zip: '12', contactName: 'Olive 0wner', website: 'garage' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'businessName', message: 'signup.errors.businessNameRequired' },
      { path: 'website', message: 'signup.errors.websiteInvalid' },
      { path: 'zip', message: 'signup.errors.businessZipTooShort' },
      { path: 'contactName', message: 'signup.errors.contactNameLettersOnly' },
    ]);
  });

  it("refuses another partner's id (404) and users who do not hold the account (403)", async () => {
    expect((await post(owner.cookie, `/account/${otherPartnerId}`, details)).statusCode).toBe(404);
    const [other] = await ctx.deps.database.db.select().from(schema.partners).where(eq(schema.partners.id, otherPartnerId));
    expect(other.businessName).toBe('Other Account Garage');

    await createUser(ctx.deps, { partnerId: owner.partnerId, email: 'advisor@account-garage.test', password: 'secret1', role: 'LocationManager' });
    const { cookie } = await signIn(ctx.app, 'advisor@account-garage.test', 'secret1');
    expect((await get(cookie, owner.partnerId)).statusCode).toBe(200);
    expect((await post(cookie, '/account', details)).statusCode).toBe(403);
  });
});
