import { and, eq, sql } from 'drizzle-orm';
import { schema } from '@rlo/db';
import type { SessionUser } from '@rlo/contract';
import type { AppDeps } from '../../deps';
import { conflict, notFound } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { isUniqueViolation } from '../../lib/database-errors';

const { coaches, coachAssignments, users, partners, locations } = schema;

/** A coach account (provider staff). One address, one account: a shop user's address is taken too. */
export async function createCoach(deps: AppDeps, input: { email: string; password: string; name: string }): Promise<{ coachId: number }> {
  const { db } = deps.database;
  const email = input.email.trim();
  const [user] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase())).limit(1);
  if (user) throw conflict();
  try {
    const [row] = await db
      .insert(coaches)
      .values({ email, name: input.name.trim(), passwordHash: await hashPassword(input.password) })
      .returning({ id: coaches.id });
    return { coachId: row.id };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
}

/** Lets the coach act on the partner's locations; assigning twice is harmless. */
export async function assignCoach(deps: AppDeps, coachId: number, partnerId: number): Promise<void> {
  const { db } = deps.database;
  const [coach] = await db.select({ id: coaches.id }).from(coaches).where(eq(coaches.id, coachId));
  if (!coach) throw notFound('The coach');
  const [partner] = await db.select({ id: partners.id }).from(partners).where(eq(partners.id, partnerId));
  if (!partner) throw notFound('The partner');
  await db.insert(coachAssignments).values({ coachId, partnerId }).onConflictDoNothing();
}

export async function findCoachByEmail(deps: AppDeps, email: string) {
  const [coach] = await deps.database.db
    .select({ id: coaches.id, passwordHash: coaches.passwordHash })
    .from(coaches)
    .where(eq(sql`lower(${coaches.email})`, email.toLowerCase()))
    .limit(1);
  return coach ?? null;
}

/**
 * A client location the coach may act on: a location of a partner assigned to the coach. Anything
 * else — another partner's location, a missing one — is the same 404.
 */
export async function clientLocation(deps: AppDeps, coachId: number, locationId: number) {
  const [row] = await deps.database.db
    .select({ id: locations.id, partnerId: locations.partnerId, name: locations.name })
    .from(locations)
    .innerJoin(coachAssignments, and(eq(coachAssignments.partnerId, locations.partnerId), eq(coachAssignments.coachId, coachId)))
    .where(eq(locations.id, locationId))
    .limit(1);
  if (!row) throw notFound('The location');
  return row;
}

/**
 * The coach as the session user of /auth/me: role Coach, no partner of their own (partnerId 0),
 * always verified and past onboarding, so the web app's guards let them through to their screens.
 */
export async function loadCoachView(deps: AppDeps, coachId: number): Promise<SessionUser | null> {
  const [coach] = await deps.database.db.select().from(coaches).where(eq(coaches.id, coachId)).limit(1);
  if (!coach) return null;
  return {
    id: coach.id,
    name: coach.name,
    email: coach.email,
    verified: 'true',
    role: 'Coach',
    isShopOwner: 'false',
    partnerId: 0,
    defaultLocation: null,
    subscriptions: [],
    subscriptionStatus: 'Active',
    OnboardingStage: 'FINISH',
    paymentProcessingPublicKey: null,
    locale: coach.locale as SessionUser['locale'],
    demoMode: deps.config.demoData,
  };
}
