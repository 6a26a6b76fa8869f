import type { SessionUser } from '@rlo/contract';

export type DashboardAccess = 'allowed' | 'subscriptionDisabled' | 'noDailyEmail';

type AccessUser = Pick<SessionUser, 'subscriptionStatus' | 'subscriptions'>;

/**
 * 2-dashboard §1: the dashboard shows only when the account's subscription is not Disabled and at
 * least one location has the rlo_daily_email subscription. The reason matters: each has its own fix.
 */
export function dashboardAccess(user: AccessUser): DashboardAccess {
  if (user.subscriptionStatus === 'Disabled') return 'subscriptionDisabled';
  const anyDailyEmail = user.subscriptions.some((entry) => entry.subscriptions.includes('rlo_daily_email'));
  return anyDailyEmail ? 'allowed' : 'noDailyEmail';
}
