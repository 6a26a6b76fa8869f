import type { SessionUser } from '@rlo/contract';
import { paths, signUpPath } from './paths';

type GuardUser = Pick<SessionUser, 'verified' | 'OnboardingStage'> & { role?: SessionUser['role'] };

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * Where a visit to `pathname` must go instead, or null to stay (1-foundation §2, §4):
 * - signed out: /login; links from e-mails (/reset-password and /verify with a `token`) stay;
 * - signed in: /login, / and a /reset-password without token go to the dashboard;
 * - not verified: /verify only; a verified user opening /verify goes to the dashboard;
 * - onboarding not finished: /onboarding only; a finished user opening it goes to the dashboard.
 */
export function resolveRedirect(user: GuardUser | null, pathname: string, search: string): string | null {
  const path = withoutTrailingSlash(pathname);
  const hasToken = new URLSearchParams(search).has('token');

  if (path === paths.resetPassword && hasToken) return null;
  if (!user) {
    if (path === paths.login || (path === paths.verify && hasToken)) return null;
    // A sign-up link (?user=signup) to any page opens the sign-up dialog on the login screen.
    return new URLSearchParams(search).get('user') === 'signup' ? signUpPath : paths.login;
  }

  // A coach has only the /agent screens; a shop user has none of them (their calls would be 403).
  const agentPage = path === paths.agentClientLocations || path.startsWith(`${paths.agentClientLocations}/`);
  if (user.role === 'Coach') return agentPage ? null : paths.agentClientLocations;
  if (agentPage) return paths.dashboard;

  let target: string = path;
  if (target === paths.root || target === paths.login || target === paths.resetPassword)
    target = paths.dashboard;

  if (user.verified !== 'true') return path === paths.verify ? null : paths.verify;
  if (target === paths.verify) target = paths.dashboard;

  if (user.OnboardingStage !== 'FINISH') return path === paths.onboarding ? null : paths.onboarding;
  if (target === paths.onboarding) target = paths.dashboard;

  return target === path ? null : target;
}
