import { and, eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import type { Subscription } from '@rlo/contract';
import type { AppDeps } from '../deps';
import { forbidden, notFound } from './http-error';
import type { UserPrincipal } from './principal';
import { canReach } from './reach';

// Access rules of 1-foundation §6 that depend on the route, not on the session: the session hook
// already refuses unverified users and unfinished onboarding (plugins/session.ts).

/** Owner-comment features and RO deletion: the user flag isShopOwner. */
export function requireShopOwner(principal: UserPrincipal): void {
  if (!principal.isShopOwner) throw forbidden();
}

/** The coaching goal feature is valid only for a shop owner or an Admin. */
export const isGoalUser = (principal: UserPrincipal): boolean => principal.isShopOwner || principal.role === 'Admin';

export function requireGoalUser(principal: UserPrincipal): void {
  if (!isGoalUser(principal)) throw forbidden();
}

/** A partner whose subscription status is Disabled keeps the portal (settings, billing) but not its figures. */
export function requireActiveAccount(principal: UserPrincipal): void {
  if (principal.subscriptionStatus === 'Disabled') throw forbidden();
}

/**
 * A feature subscription is held per location (worksheet: rlo_standard; coach and owner comments,
 * shop comparison: rlo_daily_email; Measure My Shop: measure_my_shop). Another partner's location,
 * or one the user may not see (lib/reach.ts), is 404 like every foreign id; a location without the
 * subscription is 403. The location often comes from a body or a stored row, not through the guard.
 */
export async function requireSubscription(
  deps: AppDeps,
  principal: UserPrincipal,
  locationId: number,
  subscription: Subscription,
): Promise<void> {
  requireActiveAccount(principal);
  if (!canReach(principal, locationId)) throw notFound('The location');
  const { locations } = schema;
  const [location] = await deps.database.db
    .select({ subscriptions: locations.subscriptions })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.partnerId, principal.partnerId)))
    .limit(1);
  if (!location) throw notFound('The location');
  if (!(location.subscriptions ?? []).includes(subscription)) throw forbidden();
}

/**
 * The account's card and onboarding belong to whoever holds the account: a shop owner or an Admin
 * (the sign-up user is both). Other users read the account but do not change how it pays.
 */
export function requireAccountHolder(principal: UserPrincipal): void {
  if (!principal.isShopOwner && principal.role !== 'Admin') throw forbidden();
}
