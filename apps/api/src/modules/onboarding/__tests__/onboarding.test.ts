import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { ONBOARDING_STAGES, MANAGEMENT_SYSTEMS, type ManagementSystem, type OnboardingStage } from '@rlo/contract';
import { createLocation, createUser, createVerifiedOwner } from '../../accounts/service';
import { api, createTestApp, signIn, XHR, type TestContext } from '../../../test/app';
import { stageAfterCardSaved, stageAfterSystemChosen } from '../stage';
import { partnerRow, setStage, signUpShop } from './fixtures';

let ctx: TestContext;
let other: { partnerId: number; locationId: number };
beforeAll(async () => {
  ctx = await createTestApp();
  const { partnerId } = await createVerifiedOwner(ctx.deps, { businessName: 'Other Garage', email: 'owner@other.test', password: 'secret1' });
  other = { partnerId, locationId: (await createLocation(ctx.deps, { partnerId, name: 'Other Main' })).locationId };
});
afterAll(() => ctx.close());

const onboard = (cookie: string, path: string, query: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: api(`${path}?${new URLSearchParams(query)}`), headers: { cookie, ...XHR } });

describe('the stage machine (1-foundation §4)', () => {
  it('moves MANAGEMENT_SYSTEM to CREDIT_CARD for every listed system, and keeps it for OTHER', () => {
    for (const system of MANAGEMENT_SYSTEMS) {
      expect(stageAfterSystemChosen('MANAGEMENT_SYSTEM', system)).toBe(system === 'OTHER' ? 'MANAGEMENT_SYSTEM' : 'CREDIT_CARD');
    }
  });

  it('never moves a later stage back, whatever is chosen', () => {
    for (const stage of ['CREDIT_CARD', 'FINISH'] as OnboardingStage[]) {
      for (const system of MANAGEMENT_SYSTEMS) expect(stageAfterSystemChosen(stage, system)).toBe(stage);
    }
  });

  it('finishes onboarding when a card is saved at CREDIT_CARD only', () => {
    expect(ONBOARDING_STAGES.map(stageAfterCardSaved)).toEqual(['MANAGEMENT_SYSTEM', 'FINISH', 'FINISH']);
  });
});

describe('POST /{partnerId}/on-boarding[/{locationId}]', () => {
  it('keeps the stage and stores nothing for OTHER', async () => {
    const shop = await signUpShop(ctx, 'other-path');
    const res = await onboard(shop.cookie, `/${shop.partnerId}/on-boarding`, { shopManagementTypes: 'OTHER', onboardingStage: 'MANAGEMENT_SYSTEM' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: shop.userId, partnerId: shop.partnerId, OnboardingStage: 'MANAGEMENT_SYSTEM' });
    expect(await partnerRow(ctx, shop.partnerId)).toMatchObject({ onboardingStage: 'MANAGEMENT_SYSTEM', shopManagementType: null });
  });

  it('stores a listed system on the partner and moves to CREDIT_CARD while there is no location yet', async () => {
    const shop = await signUpShop(ctx, 'no-location');
    const res = await onboard(shop.cookie, `/${shop.partnerId}/on-boarding`, { shopManagementTypes: 'TEKMETRIC', onboardingStage: 'CREDIT_CARD' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ OnboardingStage: 'CREDIT_CARD', defaultLocation: null });
    expect(await partnerRow(ctx, shop.partnerId)).toMatchObject({ onboardingStage: 'CREDIT_CARD', shopManagementType: 'TEKMETRIC', subscriptionStatus: 'Trial' });
    const [audit] = await ctx.deps.database.db.select().from(schema.auditLog).where(eq(schema.auditLog.partnerId, shop.partnerId));
    expect(audit).toMatchObject({ action: 'onboarding.management_system', detail: { system: 'TEKMETRIC', from: 'MANAGEMENT_SYSTEM', to: 'CREDIT_CARD' } });

    // Back on step 1 at CREDIT_CARD: another system replaces the first, the stage stays.
    const again = await onboard(shop.cookie, `/${shop.partnerId}/on-boarding`, { shopManagementTypes: 'RSMT' });
    expect(again.json()).toMatchObject({ OnboardingStage: 'CREDIT_CARD' });
    expect(await partnerRow(ctx, shop.partnerId)).toMatchObject({ shopManagementType: 'RSMT' });
  });

  it('stores the system on the location too when one is given', async () => {
    const shop = await signUpShop(ctx, 'with-location');
    const { locationId } = await createLocation(ctx.deps, { partnerId: shop.partnerId, name: 'Main Street' });
    const res = await onboard(shop.cookie, `/${shop.partnerId}/on-boarding/${locationId}`, { shopManagementTypes: 'PROTRACTOR' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ OnboardingStage: 'CREDIT_CARD', defaultLocation: locationId });
    const [location] = await ctx.deps.database.db.select().from(schema.locations).where(eq(schema.locations.id, locationId));
    expect(location.shopManagementType).toBe('PROTRACTOR');
  });

  it('refuses a stage the machine does not lead to, and changes nothing', async () => {
    const shop = await signUpShop(ctx, 'skip-card');
    const res = await onboard(shop.cookie, `/${shop.partnerId}/on-boarding`, { shopManagementTypes: 'SHOPWARE', onboardingStage: 'FINISH' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message: 'Onboarding is at MANAGEMENT_SYSTEM: choosing SHOPWARE leads to CREDIT_CARD, not FINISH.' });
    expect(await partnerRow(ctx, shop.partnerId)).toMatchObject({ onboardingStage: 'MANAGEMENT_SYSTEM', shopManagementType: null });
  });

  it('answers 400 for an unknown system or stage, and for a location id that is not a number', async () => {
    const shop = await signUpShop(ctx, 'bad-input');
    for (const [path, query] of [
      [`/${shop.partnerId}/on-boarding`, { shopManagementTypes: 'EXCEL' }],
      [`/${shop.partnerId}/on-boarding`, {}],
      [`/${shop.partnerId}/on-boarding`, { shopManagementTypes: 'TEKMETRIC', onboardingStage: 'DONE' }],
      [`/${shop.partnerId}/on-boarding/none`, { shopManagementTypes: 'TEKMETRIC' }],
    ] as [string, Record<string, string>][]) {
      const res = await onboard(shop.cookie, path, query);
      expect(res.statusCode, `${path} ${JSON.stringify(query)}`).toBe(400);
    }
  });

  it("answers 403 for another partner's id and 404 for another partner's location", async () => {
    const shop = await signUpShop(ctx, 'tenancy');
    const foreignPartner = await onboard(shop.cookie, `/${other.partnerId}/on-boarding`, { shopManagementTypes: 'TEKMETRIC' });
    expect(foreignPartner.statusCode).toBe(403);
    expect(foreignPartner.json()).toMatchObject({ title: '403 - Forbidden', message: 'Do not have permission.' });
    const foreignPath = await onboard(shop.cookie, `/${other.partnerId}/on-boarding/${other.locationId}`, { shopManagementTypes: 'TEKMETRIC' });
    expect(foreignPath.statusCode).toBe(403);
    const foreignLocation = await onboard(shop.cookie, `/${shop.partnerId}/on-boarding/${other.locationId}`, { shopManagementTypes: 'TEKMETRIC' });
    expect(foreignLocation.statusCode).toBe(404);
    const noLocation = await onboard(shop.cookie, `/${shop.partnerId}/on-boarding/0`, { shopManagementTypes: 'TEKMETRIC' });
    expect(noLocation.statusCode).toBe(400); // 0 is not an id (parseId): "none yet" is the path without one
    expect(await partnerRow(ctx, shop.partnerId)).toMatchObject({ onboardingStage: 'MANAGEMENT_SYSTEM', shopManagementType: null });
    const [otherLocation] = await ctx.deps.database.db.select().from(schema.locations).where(eq(schema.locations.id, other.locationId));
    expect(otherLocation.shopManagementType).toBeNull();
  });

  it('is for the account holder: an unverified owner, or a plain user, is refused', async () => {
    const shop = await signUpShop(ctx, 'holders');
    await ctx.deps.database.db.update(schema.users).set({ verified: false }).where(eq(schema.users.id, shop.userId));
    expect((await onboard(shop.cookie, `/${shop.partnerId}/on-boarding`, { shopManagementTypes: 'TEKMETRIC' })).statusCode).toBe(403);
    await ctx.deps.database.db.update(schema.users).set({ verified: true }).where(eq(schema.users.id, shop.userId));

    await createUser(ctx.deps, { partnerId: shop.partnerId, email: 'advisor@holders.test', password: 'secret1', role: 'LocationManager' });
    const advisor = await signIn(ctx.app, 'advisor@holders.test', 'secret1');
    expect((await onboard(advisor.cookie, `/${shop.partnerId}/on-boarding`, { shopManagementTypes: 'TEKMETRIC' })).statusCode).toBe(403);
    expect((await partnerRow(ctx, shop.partnerId)).onboardingStage).toBe('MANAGEMENT_SYSTEM');
  });

  it('holds an onboarding user to the onboarding calls, and lets a finished one change the system without going back', async () => {
    const shop = await signUpShop(ctx, 'held');
    const history = await ctx.app.inject({ method: 'GET', url: api(`/${shop.partnerId}/payments`), headers: { cookie: shop.cookie } });
    expect(history.statusCode).toBe(403);
    // The layout around /onboarding lists the locations (sync lights): that much is allowed.
    const locations = await ctx.app.inject({ method: 'GET', url: api('/locations'), headers: { cookie: shop.cookie } });
    expect(locations.json()).toEqual({ items: [], total: 0 });
    await setStage(ctx, shop.partnerId, 'FINISH');
    const system: ManagementSystem = 'SHOPBOSS';
    const res = await onboard(shop.cookie, `/${shop.partnerId}/on-boarding`, { shopManagementTypes: system });
    expect(res.json()).toMatchObject({ OnboardingStage: 'FINISH' });
    expect(await partnerRow(ctx, shop.partnerId)).toMatchObject({ onboardingStage: 'FINISH', shopManagementType: system });
  });
});
