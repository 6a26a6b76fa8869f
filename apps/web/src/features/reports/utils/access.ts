import type { SessionUser, Subscription } from '@rlo/contract';

type AccessUser = Pick<SessionUser, 'defaultLocation' | 'subscriptions' | 'subscriptionStatus'>;

/**
 * Shop comparison needs rlo_daily_email, Measure My Shop measure_my_shop, both on the default
 * location (3-operations §2, §5). Checked before calling: the API's 403 would sign the user out.
 */
export function defaultLocationHas(user: AccessUser, subscription: Subscription): boolean {
  if (user.subscriptionStatus === 'Disabled' || user.defaultLocation === null) return false;
  const entry = user.subscriptions.find((location) => location.id === user.defaultLocation);
  return entry?.subscriptions.includes(subscription) ?? false;
}
