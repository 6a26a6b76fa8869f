import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { sandboxCardToken, sandboxDeclineToken } from '@rlo/contract';
import { createUser, createVerifiedOwner } from '../../accounts/service';
import { api, createTestApp, signIn, XHR, type TestContext } from '../../../test/app';
import { partnerRow, setStage, signUpShop } from '../../onboarding/__tests__/fixtures';

let ctx: TestContext;
let other: { partnerId: number; cookie: string };
beforeAll(async () => {
  ctx = await createTestApp();
  const { partnerId } = await createVerifiedOwner(ctx.deps, { businessName: 'Other Garage', email: 'owner@other-pay.test', password: 'secret1' });
  other = { partnerId, cookie: (await signIn(ctx.app, 'owner@other-pay.test', 'secret1')).cookie };
});
afterAll(() => ctx.close());

const VISA = sandboxCardToken({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 });
const NO_CARD = { cardType: null, cardLast4: null, expMonth: null, expYear: null };

const saveCard = (cookie: string, partnerId: number, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: api(`/${partnerId}/payment-info`), headers: { cookie, ...XHR }, payload: payload as object });
const getInfo = (cookie: string, partnerId: number) => ctx.app.inject({ method: 'GET', url: api(`/${partnerId}/payment-info`), headers: { cookie } });
const me = async (cookie: string) => (await ctx.app.inject({ method: 'GET', url: api('/auth/me'), headers: { cookie } })).json();
const billingRows = (partnerId: number) => ctx.deps.database.db.select().from(schema.billingEntries).where(eq(schema.billingEntries.partnerId, partnerId));

describe('POST /{partnerId}/payment-info', () => {
  it('saves the card from its token, makes the account Active and finishes onboarding at CREDIT_CARD', async () => {
    const shop = await signUpShop(ctx, 'good-card');
    await setStage(ctx, shop.partnerId, 'CREDIT_CARD');
    const res = await saveCard(shop.cookie, shop.partnerId, { token: VISA });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ cardType: 'Visa', cardLast4: '4242', expMonth: 12, expYear: 2034 });

    const partner = await partnerRow(ctx, shop.partnerId);
    expect(partner).toMatchObject({ cardType: 'Visa', cardLast4: '4242', subscriptionStatus: 'Active', onboardingStage: 'FINISH' });
    expect(partner.paymentCustomerId).toMatch(/^sandbox_cus_/);
    expect(partner.paymentMethodId).toMatch(/^sandbox_pm_visa_4242_12_2034_/);
    expect(await me(shop.cookie)).toMatchObject({ OnboardingStage: 'FINISH', subscriptionStatus: 'Active' });
    // No charge was made, so the billing history stays empty.
    expect(await billingRows(shop.partnerId)).toEqual([]);
    // Onboarding is over: the portal opens, and the card reads back.
    expect((await ctx.app.inject({ method: 'GET', url: api('/locations'), headers: { cookie: shop.cookie } })).statusCode).toBe(200);
    expect((await getInfo(shop.cookie, shop.partnerId)).json()).toEqual({ cardType: 'Visa', cardLast4: '4242', expMonth: 12, expYear: 2034 });
  });

  it('answers 473 with the provider message for a declined card, and stores nothing', async () => {
    const shop = await signUpShop(ctx, 'declined');
    await setStage(ctx, shop.partnerId, 'CREDIT_CARD');
    for (const [code, message] of [
      ['card_declined', 'Your card was declined.'],
      ['insufficient_funds', 'Your card has insufficient funds.'],
    ] as const) {
      const res = await saveCard(shop.cookie, shop.partnerId, { token: sandboxDeclineToken(code) });
      expect(res.statusCode).toBe(473);
      expect(res.json()).toEqual({ status: 473, title: '473 - Card Declined', message });
    }
    const expired = await saveCard(shop.cookie, shop.partnerId, { token: sandboxCardToken({ brand: 'visa', last4: '0069', expMonth: 1, expYear: 2020 }) });
    expect(expired.statusCode).toBe(473);
    expect(expired.json().message).toBe('Your card has expired.');
    expect(await partnerRow(ctx, shop.partnerId)).toMatchObject({ cardLast4: null, paymentMethodId: null, subscriptionStatus: 'Trial', onboardingStage: 'CREDIT_CARD' });
  });

  it('refuses any body that carries the card itself (400), whatever else it holds', async () => {
    const shop = await signUpShop(ctx, 'raw-card');
    await setStage(ctx, shop.partnerId, 'CREDIT_CARD');
    for (const body of [
      { token: VISA, number: '4242424242424242', cvv: '123' },
      { token: VISA, cvv: '123' },
      { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvv: '123' },
      { token: '4242424242424242' },
      { token: '4242 4242 4242 4242' },
    ]) {
      const res = await saveCard(shop.cookie, shop.partnerId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body).not.toContain('4242424242424242');
    }
    const refused = await saveCard(shop.cookie, shop.partnerId, { token: VISA, number: '4242424242424242', cvv: '123' });
    expect(refused.json().message).toContain('Only the card token may be sent (refused: number, cvv)');
    expect(await partnerRow(ctx, shop.partnerId)).toMatchObject({ cardLast4: null, onboardingStage: 'CREDIT_CARD' });
  });

  it('answers 400 for a token the provider did not make', async () => {
    const shop = await signUpShop(ctx, 'bad-token');
    for (const token of ['tok_visa', 'sandbox_tok_paypal_4242_12_2034', 'sandbox_tok_visa_4242_13_2034', '']) {
      const res = await saveCard(shop.cookie, shop.partnerId, { token });
      expect(res.statusCode, token).toBe(400);
    }
  });

  it('saves a card before a system is chosen without skipping the system step', async () => {
    const shop = await signUpShop(ctx, 'card-first');
    expect((await saveCard(shop.cookie, shop.partnerId, { token: VISA })).statusCode).toBe(200);
    expect(await partnerRow(ctx, shop.partnerId)).toMatchObject({ onboardingStage: 'MANAGEMENT_SYSTEM', cardLast4: '4242' });
  });

  it("refuses another partner's id (403), and users who do not hold the account (403)", async () => {
    const shop = await signUpShop(ctx, 'foreign-card');
    await setStage(ctx, shop.partnerId, 'CREDIT_CARD');
    const res = await saveCard(shop.cookie, other.partnerId, { token: VISA });
    expect(res.statusCode).toBe(403);
    expect(await partnerRow(ctx, other.partnerId)).toMatchObject({ cardLast4: null });
    expect((await getInfo(shop.cookie, other.partnerId)).statusCode).toBe(403);

    await setStage(ctx, shop.partnerId, 'FINISH');
    await createUser(ctx.deps, { partnerId: shop.partnerId, email: 'writer@foreign-card.test', password: 'secret1', role: 'User' });
    const writer = await signIn(ctx.app, 'writer@foreign-card.test', 'secret1');
    expect((await saveCard(writer.cookie, shop.partnerId, { token: VISA })).statusCode).toBe(403);
    // Reading the card on file is not changing it.
    expect((await getInfo(writer.cookie, shop.partnerId)).json()).toEqual(NO_CARD);
  });

  it('replaces the card and keeps the customer', async () => {
    const shop = await signUpShop(ctx, 'replace');
    await setStage(ctx, shop.partnerId, 'CREDIT_CARD');
    await saveCard(shop.cookie, shop.partnerId, { token: VISA });
    const first = await partnerRow(ctx, shop.partnerId);
    const res = await saveCard(shop.cookie, shop.partnerId, { token: sandboxCardToken({ brand: 'amex', last4: '8431', expMonth: 3, expYear: 2031 }) });
    expect(res.json()).toEqual({ cardType: 'American Express', cardLast4: '8431', expMonth: 3, expYear: 2031 });
    const second = await partnerRow(ctx, shop.partnerId);
    expect(second.paymentCustomerId).toBe(first.paymentCustomerId);
    expect(second.paymentMethodId).not.toBe(first.paymentMethodId);
  });
});

describe('POST /delete-payment-info', () => {
  it('removes the card (finished accounts only) and GET answers nulls', async () => {
    const shop = await signUpShop(ctx, 'remove');
    await setStage(ctx, shop.partnerId, 'CREDIT_CARD');
    await saveCard(shop.cookie, shop.partnerId, { token: VISA });
    const res = await ctx.app.inject({ method: 'POST', url: api('/delete-payment-info'), headers: { cookie: shop.cookie, ...XHR } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(NO_CARD);
    expect((await getInfo(shop.cookie, shop.partnerId)).json()).toEqual(NO_CARD);
    expect(await partnerRow(ctx, shop.partnerId)).toMatchObject({ cardType: null, cardLast4: null, paymentMethodId: null });

    const held = await signUpShop(ctx, 'remove-held');
    expect((await ctx.app.inject({ method: 'POST', url: api('/delete-payment-info'), headers: { cookie: held.cookie, ...XHR } })).statusCode).toBe(403);
  });
});

describe('/{partnerId}/payments (billing history)', () => {
  it('lists real billing entries newest first, paged', async () => {
    const { partnerId } = other;
    await ctx.deps.database.db.insert(schema.billingEntries).values([
      { partnerId, date: '2026-09-01', reference: 'INV-0901', description: 'RLO Standard - September', amountCents: 19_900 },
      { partnerId, date: '2026-10-01', reference: 'INV-1001', description: 'RLO Standard - October', amountCents: 19_900 },
      { partnerId, date: '2026-11-01', reference: 'INV-1101', description: null, amountCents: 24_900 },
    ]);
    const res = await ctx.app.inject({ method: 'GET', url: api(`/${partnerId}/payments?page_num=1&page_size=2`), headers: { cookie: other.cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.items.map((e: { reference: string }) => e.reference)).toEqual(['INV-1101', 'INV-1001']);
    expect(body.items[0]).toMatchObject({ date: '2026-11-01', description: null, amountCents: 24_900 });
    const page2 = await ctx.app.inject({ method: 'GET', url: api(`/${partnerId}/payments?page_num=2&page_size=2`), headers: { cookie: other.cookie } });
    expect(page2.json().items.map((e: { reference: string }) => e.reference)).toEqual(['INV-0901']);
  });

  it("refuses another partner's history, and answers 405 to a POST", async () => {
    const shop = await signUpShop(ctx, 'history');
    await setStage(ctx, shop.partnerId, 'FINISH');
    const foreign = await ctx.app.inject({ method: 'GET', url: api(`/${other.partnerId}/payments`), headers: { cookie: shop.cookie } });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).not.toContain('INV-');
    const posted = await ctx.app.inject({ method: 'POST', url: api(`/${shop.partnerId}/payments`), headers: { cookie: shop.cookie, ...XHR }, payload: {} });
    expect(posted.statusCode).toBe(405);
    expect(posted.headers.allow).toBe('GET');
    expect(posted.json()).toMatchObject({ status: 405, title: '405 - Method Not Allowed' });
  });
});
