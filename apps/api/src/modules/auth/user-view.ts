import { and, asc, eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import type { Locale, OnboardingStage, Role, SessionUser, Subscription } from '@rlo/contract';
import type { AppDeps } from '../../deps';

const { users, partners, locations } = schema;

/** The user object of 1-foundation §3, as the web app reads it from /auth/me. */
export async function loadSessionUser(deps: AppDeps, userId: number): Promise<SessionUser | null> {
  const { db } = deps.database;
  const [row] = await db
    .select({ user: users, partner: partners })
    .from(users)
    .innerJoin(partners, eq(partners.id, users.partnerId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const { user, partner } = row;
  const locationRows = await db
    .select({ id: locations.id, subscriptions: locations.subscriptions, isDisable: locations.isDisable })
    .from(locations)
    .where(and(eq(locations.partnerId, partner.id)))
    .orderBy(asc(locations.id));
  const firstEnabled = locationRows.find((l) => !l.isDisable);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    verified: String(user.verified),
    role: user.role as Role,
    isShopOwner: String(user.isShopOwner),
    partnerId: partner.id,
    defaultLocation: user.defaultLocationId ?? firstEnabled?.id ?? null,
    subscriptions: locationRows.map((l) => ({ id: l.id, subscriptions: (l.subscriptions ?? []) as Subscription[] })),
    subscriptionStatus: partner.subscriptionStatus,
    OnboardingStage: partner.onboardingStage as OnboardingStage,
    paymentProcessingPublicKey: deps.config.stripe.publishableKey ?? null,
    locale: user.locale as Locale,
    demoMode: deps.config.demoData,
  };
}
