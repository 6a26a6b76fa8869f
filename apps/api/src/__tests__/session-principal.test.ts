import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '@rlo/db';
import type { UserPrincipal } from '../lib/principal';
import { createSession, endSession, resolveSession, sessionReads } from '../lib/sessions';
import { createLocation, createUser, createVerifiedOwner } from '../modules/accounts/service';
import { createTestApp, type TestContext } from '../test/app';

/**
 * A server keeps each session's principal and, on the next request, reads only the session's row
 * (its stamp) and the data versions: every change to what the principal is made of must still show
 * on the very next request (migration 0031's triggers move the stamp).
 */
let ctx: TestContext;
let partnerId: number;
let main: number;
let annex: number;
let advisor: number;
let token: string;

const { users, partners, locations, userLocations, locationDataVersions } = schema;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ partnerId } = await createVerifiedOwner(ctx.deps, {
    businessName: 'Stamp Garage',
    email: 'owner@stamp.test',
    password: 'secret1',
  }));
  ({ locationId: main } = await createLocation(ctx.deps, { partnerId, name: 'Stamp Main' }));
  ({ locationId: annex } = await createLocation(ctx.deps, { partnerId, name: 'Stamp Annex' }));
  ({ userId: advisor } = await createUser(ctx.deps, {
    partnerId,
    email: 'advisor@stamp.test',
    password: 'secret1',
    role: 'User',
  }));
  ({ token } = await createSession(ctx.deps, { userId: advisor }));
});
afterAll(() => ctx.close());

const db = () => ctx.deps.database.db;
const reads = () => ({ ...sessionReads });

/** The principal of the test's session, and which of the two reads it took. */
async function resolve(): Promise<{ principal: UserPrincipal; full: number; checked: number }> {
  const before = reads();
  const principal = await resolveSession(ctx.deps, token, { background: true });
  if (principal?.kind !== 'user') throw new Error('no user principal');
  return { principal, full: sessionReads.full - before.full, checked: sessionReads.checked - before.checked };
}

const names = (p: UserPrincipal) => p.partner.locations.map((l) => l.name);

describe('a kept principal (issue 28)', () => {
  beforeEach(async () => {
    // The principal is kept after this read.
    await resolve();
  });

  it('is used while nothing it is made of changes: the next read checks the stamp only', async () => {
    const first = await resolve();
    expect(first).toMatchObject({ full: 0, checked: 1 });
    expect(first.principal).toMatchObject({
      userId: advisor,
      partnerId,
      role: 'User',
      verified: true,
      locationIds: null,
    });
    expect(names(first.principal)).toEqual(['Stamp Main', 'Stamp Annex']);
  });

  it('is not read again for a change outside it: the user’s name, the location’s agent settings', async () => {
    await db().update(users).set({ name: 'Ada Advisor' }).where(eq(users.id, advisor));
    await db().update(locations).set({ syncStartYear: 2024 }).where(eq(locations.id, main));
    expect(await resolve()).toMatchObject({ full: 0, checked: 1 });
  });

  it('carries the data versions read now, without reading the principal again', async () => {
    const before = (await resolve()).principal.partner.locations.find((l) => l.id === annex)!.dataVersion;
    await db()
      .insert(locationDataVersions)
      .values({ locationId: annex, version: 1 })
      .onConflictDoUpdate({
        target: locationDataVersions.locationId,
        set: { version: sql`${locationDataVersions.version} + 1` },
      });
    const after = await resolve();
    expect(after).toMatchObject({ full: 0, checked: 1 });
    expect(after.principal.partner.locations.find((l) => l.id === annex)!.dataVersion).toBe(before + 1);
    expect(after.principal.partner.locations.find((l) => l.id === main)!.dataVersion).toBe(
      (await resolve()).principal.partner.locations.find((l) => l.id === main)!.dataVersion,
    );
  });

  it('is read again after the user’s role and default location change', async () => {
    await db()
      .update(users)
      .set({ role: 'LocationManager', defaultLocationId: main })
      .where(eq(users.id, advisor));
    const next = await resolve();
    expect(next.full).toBe(1);
    expect(next.principal).toMatchObject({ role: 'LocationManager', locationIds: [main] });
  });

  it('is read again after a location is assigned to the user, and after it is taken away', async () => {
    await db().insert(userLocations).values({ userId: advisor, locationId: annex });
    const assigned = await resolve();
    expect(assigned.full).toBe(1);
    expect(assigned.principal.locationIds).toEqual([main, annex]);

    await db().delete(userLocations).where(eq(userLocations.userId, advisor));
    const removed = await resolve();
    expect(removed.full).toBe(1);
    expect(removed.principal.locationIds).toEqual([main]);
  });

  it('is read again after the user is unverified', async () => {
    await db().update(users).set({ verified: false }).where(eq(users.id, advisor));
    const next = await resolve();
    expect(next.full).toBe(1);
    expect(next.principal.verified).toBe(false);
    await db().update(users).set({ verified: true }).where(eq(users.id, advisor));
    expect((await resolve()).principal.verified).toBe(true);
  });

  it('is read again after the partner’s subscription, onboarding stage or time zone changes', async () => {
    await db().update(partners).set({ subscriptionStatus: 'Disabled' }).where(eq(partners.id, partnerId));
    expect((await resolve()).principal.subscriptionStatus).toBe('Disabled');
    await db().update(partners).set({ onboardingStage: 'CREDIT_CARD' }).where(eq(partners.id, partnerId));
    expect((await resolve()).principal.onboardingStage).toBe('CREDIT_CARD');
    await db().update(partners).set({ timezone: 'US/Pacific' }).where(eq(partners.id, partnerId));
    const next = await resolve();
    expect(next.full).toBe(1);
    expect(next.principal.partner.timezone).toBe('US/Pacific');
  });

  it('is read again after a location is renamed, disabled, added or removed', async () => {
    await db().update(locations).set({ name: 'Stamp Central' }).where(eq(locations.id, main));
    const renamed = await resolve();
    expect(renamed.full).toBe(1);
    expect(names(renamed.principal)).toEqual(['Stamp Central', 'Stamp Annex']);

    await db().update(locations).set({ isDisable: true }).where(eq(locations.id, annex));
    expect((await resolve()).principal.partner.locations.find((l) => l.id === annex)!.isDisable).toBe(true);

    const { locationId: added } = await createLocation(ctx.deps, { partnerId, name: 'Stamp North' });
    expect(names((await resolve()).principal)).toEqual(['Stamp Central', 'Stamp Annex', 'Stamp North']);

    await db().delete(locations).where(eq(locations.id, added));
    const removed = await resolve();
    expect(removed.full).toBe(1);
    expect(names(removed.principal)).toEqual(['Stamp Central', 'Stamp Annex']);
  });

  it('is not taken for a session that ended or expired', async () => {
    const { token: other } = await createSession(ctx.deps, { userId: advisor });
    const principal = await resolveSession(ctx.deps, other);
    expect(principal?.kind).toBe('user');
    await endSession(ctx.deps, principal!.sessionId);
    expect(await resolveSession(ctx.deps, other)).toBeNull();

    const { token: third } = await createSession(ctx.deps, { userId: advisor });
    const kept = await resolveSession(ctx.deps, third);
    await db()
      .update(schema.sessions)
      .set({ idleExpiresAt: new Date(Date.now() - 1_000) })
      .where(eq(schema.sessions.id, kept!.sessionId));
    expect(await resolveSession(ctx.deps, third)).toBeNull();
  });

  it('is another session’s own: a second user’s session never gets the first’s principal', async () => {
    const { userId: owner } = (
      await db().select({ userId: users.id }).from(users).where(eq(users.email, 'owner@stamp.test'))
    )[0];
    const { token: ownerToken } = await createSession(ctx.deps, { userId: owner });
    const first = await resolveSession(ctx.deps, ownerToken, { background: true });
    const again = await resolveSession(ctx.deps, ownerToken, { background: true });
    expect(first).toMatchObject({ userId: owner });
    expect(again).toMatchObject({ userId: owner });
    expect((await resolve()).principal.userId).toBe(advisor);
  });
});
