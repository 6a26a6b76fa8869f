import type { SessionUser } from '@rlo/contract';
import { paths, signUpPath } from './paths';

type GuardUser = Pick<SessionUser, 'verified' | 'OnboardingStage'> & { role?: SessionUser['role'] };

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * The page a sign-in returns to (`/login?next=…`): a path of this app only, never another site
 * ("//host" or "/\host" would leave it), and not the login screen itself.
 */
export function returnPath(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  return withoutTrailingSlash(next.split('?')[0]) === paths.login ? null : next;
}

/** Pages a sign-in reaches by itself: the dashboard, or the step the guard sends a new account to. */
const NO_RETURN: readonly string[] = [paths.root, paths.dashboard, paths.resetPassword, paths.verify, paths.onboarding];

/** The login screen, remembering a deep link (an e-mail's, a bookmark's) to open once signed in. */
function loginFor(path: string, search: string): string {
  if (NO_RETURN.includes(path)) return paths.login;
  return `${paths.login}?${new URLSearchParams({ next: `${path}${search}` })}`;
}

/**
 * Where a visit to `pathname` must go instead, or null to stay (1-foundation §2, §4):
 * - signed out: /login, with the page asked for as `next` (the dashboard needs none); links from
 *   e-mails (/reset-password and /verify with a `token`) stay;
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
    return new URLSearchParams(search).get('user') === 'signup' ? signUpPath : loginFor(path, search);
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
