import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { requireActiveAccount, requireGoalUser, requireShopOwner, requireSubscription } from '../lib/access';
import { HttpError } from '../lib/http-error';
import type { UserPrincipal } from '../lib/principal';
import { createLocation, createUser, createVerifiedOwner } from '../modules/accounts/service';
import { createSession, resolveSession } from '../lib/sessions';
import { api, createTestApp, signIn, XHR, type TestContext } from '../test/app';

let ctx: TestContext;
let owner: { partnerId: number; userId: number };
let other: { partnerId: number; userId: number };
let standardOnly: number;
let foreignLocation: number;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createVerifiedOwner(ctx.deps, { businessName: 'Access Garage', email: 'owner@access.test', password: 'secret1' });
  ({ locationId: standardOnly } = await createLocation(ctx.deps, { partnerId: owner.partnerId, name: 'Access Main', subscriptions: ['rlo_standard'] }));
  other = await createVerifiedOwner(ctx.deps, { businessName: 'Other Garage', email: 'owner@other.test', password: 'secret1' });
  ({ locationId: foreignLocation } = await createLocation(ctx.deps, { partnerId: other.partnerId, name: 'Other Main' }));
});
afterAll(() => ctx.close());

const get = (url: string, cookie: string) => ctx.app.inject({ method: 'GET', url: api(url), headers: { cookie } });
const post = (url: string, cookie: string) => ctx.app.inject({ method: 'POST', url: api(url), headers: { cookie, ...XHR } });
const setUser = (userId: number, values: Partial<typeof schema.users.$inferInsert>) =>
  ctx.deps.database.db.update(schema.users).set(values).where(eq(schema.users.id, userId));
const setPartner = (partnerId: number, values: Partial<typeof schema.partners.$inferInsert>) =>
  ctx.deps.database.db.update(schema.partners).set(values).where(eq(schema.partners.id, partnerId));

const FORBIDDEN = { status: 403, title: '403 - Forbidden', message: 'Do not have permission.' };

async function principalOf(userId: number): Promise<UserPrincipal> {
  const { token } = await createSession(ctx.deps, { userId });
  const principal = await resolveSession(ctx.deps, token);
  if (principal?.kind !== 'user') throw new Error('no user principal');
  return principal;
}

async function refusal(run: () => unknown): Promise<number | null> {
  try {
    await run();
    return null;
  } catch (error) {
    return error instanceof HttpError ? error.status : -1;
  }
}

describe('verified users only (1-foundation §4, §6)', () => {
  it('refuses an unverified user on a normal route with the catalogue 403, but serves the session routes', async () => {
    const { userId } = await createUser(ctx.deps, { partnerId: owner.partnerId, email: 'unverified@access.test', password: 'secret1', role: 'User' });
    const { cookie } = await signIn(ctx.app, 'unverified@access.test', 'secret1');
    await setUser(userId, { verified: false });

    const locations = await get('/locations', cookie);
    expect(locations.statusCode).toBe(403);
    expect(locations.json()).toEqual(FORBIDDEN);
    const me = await get('/auth/me', cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json().verified).toBe('false');
    expect((await post('/auth/extend', cookie)).statusCode).toBe(200);
    expect((await post('/auth/logout', cookie)).statusCode).toBe(204);
  });
});

describe('onboarding must be finished (1-foundation §4)', () => {
  it('refuses a verified user whose onboarding stage is not FINISH, but serves /auth/me', async () => {
    const partner = await createVerifiedOwner(ctx.deps, { businessName: 'Onboarding Garage', email: 'owner@onboarding.test', password: 'secret1' });
    const { cookie } = await signIn(ctx.app, 'owner@onboarding.test', 'secret1');
    for (const stage of ['MANAGEMENT_SYSTEM', 'CREDIT_CARD'] as const) {
      await setPartner(partner.partnerId, { onboardingStage: stage });
      const portal = await get(`/${partner.partnerId}/subscription-info`, cookie);
      expect(portal.statusCode).toBe(403);
      expect(portal.json()).toEqual(FORBIDDEN);
      const me = await get('/auth/me', cookie);
      expect(me.statusCode).toBe(200);
      expect(me.json().OnboardingStage).toBe(stage);
      // The main layout around /onboarding lists the locations for its sync lights.
      expect((await get('/locations', cookie)).statusCode).toBe(200);
    }
    await setPartner(partner.partnerId, { onboardingStage: 'FINISH' });
    expect((await get(`/${partner.partnerId}/subscription-info`, cookie)).statusCode).toBe(200);
  });
});

describe('access helpers (lib/access.ts)', () => {
  it('requireSubscription: 403 without the subscription, 404 for another partner\'s location, passes with it', async () => {
    const principal = await principalOf(owner.userId);
    expect(await refusal(() => requireSubscription(ctx.deps, principal, standardOnly, 'rlo_standard'))).toBeNull();
    expect(await refusal(() => requireSubscription(ctx.deps, principal, standardOnly, 'rlo_daily_email'))).toBe(403);
    expect(await refusal(() => requireSubscription(ctx.deps, principal, standardOnly, 'measure_my_shop'))).toBe(403);
    expect(await refusal(() => requireSubscription(ctx.deps, principal, foreignLocation, 'rlo_standard'))).toBe(404);
  });

  it('a Disabled subscription status refuses dashboards and every feature subscription', async () => {
    await setPartner(owner.partnerId, { subscriptionStatus: 'Disabled' });
    try {
      const principal = await principalOf(owner.userId);
      expect(principal.subscriptionStatus).toBe('Disabled');
      expect(await refusal(() => requireActiveAccount(principal))).toBe(403);
      expect(await refusal(() => requireSubscription(ctx.deps, principal, standardOnly, 'rlo_standard'))).toBe(403);
    } finally {
      await setPartner(owner.partnerId, { subscriptionStatus: 'Active' });
    }
    for (const status of ['Active', 'Trial'] as const) {
      await setPartner(owner.partnerId, { subscriptionStatus: status });
      expect(await refusal(async () => requireActiveAccount(await principalOf(owner.userId)))).toBeNull();
    }
  });

  it('requireShopOwner and requireGoalUser (shop owner or Admin)', async () => {
    const { userId: admin } = await createUser(ctx.deps, { partnerId: owner.partnerId, email: 'admin@access.test', password: 'secret1', role: 'Admin' });
    const { userId: advisor } = await createUser(ctx.deps, { partnerId: owner.partnerId, email: 'advisor@access.test', password: 'secret1', role: 'LocationManager' });
    const shopOwner = await principalOf(owner.userId);
    const adminOnly = await principalOf(admin);
    const plain = await principalOf(advisor);
    expect(await refusal(() => requireShopOwner(shopOwner))).toBeNull();
    expect(await refusal(() => requireShopOwner(adminOnly))).toBe(403);
    expect(await refusal(() => requireGoalUser(shopOwner))).toBeNull();
    expect(await refusal(() => requireGoalUser(adminOnly))).toBeNull();
    expect(await refusal(() => requireGoalUser(plain))).toBe(403);
  });
});
