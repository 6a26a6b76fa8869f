import { and, asc, eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import type { Locale, OnboardingStage, Role, SessionUser, Subscription } from '@rlo/contract';
import type { AppDeps } from '../../deps';
import { canReach, locationsOfUser } from '../../lib/reach';

const { users, partners, locations, userLocations } = schema;

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
  const [partnerLocations, assigned] = await Promise.all([
    db
      .select({ id: locations.id, subscriptions: locations.subscriptions, isDisable: locations.isDisable })
      .from(locations)
      .where(and(eq(locations.partnerId, partner.id)))
      .orderBy(asc(locations.id)),
    db.select({ id: userLocations.locationId }).from(userLocations).where(eq(userLocations.userId, user.id)),
  ]);
  // A LocationManager's menus and pickers know only their locations (lib/reach.ts), as the API does.
  const reach = {
    partnerId: partner.id,
    locationIds: locationsOfUser(user.role as Role, user.isShopOwner, user.defaultLocationId, assigned.map((a) => a.id)),
  };
  const locationRows = partnerLocations.filter((l) => canReach(reach, l.id));
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
