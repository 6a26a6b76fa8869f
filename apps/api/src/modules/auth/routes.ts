import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginRequestSchema, sessionUserSchema, paths } from '@rlo/contract';
import { HttpError, unauthorized } from '../../lib/http-error';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session';
import accountRoutes from './account-routes';
import { ACCOUNT_THROTTLED_MESSAGE, countAccountAttempt } from './login-throttle';
import { createSession, endSession, extendSession, type Principal } from '../../lib/sessions';
import { loadSessionUser } from './user-view';
import { loadCoachView } from '../coaches/service';
import { checkCredentials } from './credentials';

// Unverified users and unfinished onboarding may still read and keep their session (1-foundation §4).
const HELD_USERS_ALLOWED = { allowUnverified: true, allowOnboarding: true } as const;
// Who-am-I and extend serve coaches too (their view has role Coach).
const ANY_SIGNED_IN = { ...HELD_USERS_ALLOWED, audience: 'any' } as const;

/** The session's user view: a shop user, or a coach. */
async function viewOf(deps: Parameters<typeof loadSessionUser>[0], principal: Principal | null) {
  if (!principal) return null;
  return principal.kind === 'coach' ? loadCoachView(deps, principal.coachId) : loadSessionUser(deps, principal.userId);
}

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    paths.authLogin,
    {
      config: { public: true, rateLimit: { max: app.deps.config.loginRateLimit, timeWindow: '1 minute' } },
      schema: { tags: ['auth'], body: loginRequestSchema, response: { 200: sessionUserSchema } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      // Beside the per-address limit above: guesses at one account spread over many addresses.
      const attempt = await countAccountAttempt(app.deps.database, email);
      if (attempt.refused) {
        reply.header('Retry-After', String(attempt.retryAfterSeconds));
        throw new HttpError(429, ACCOUNT_THROTTLED_MESSAGE);
      }
      const account = await checkCredentials(app.deps, email, password);
      if (!account) throw new HttpError(401, 'Username and password are wrong.');
      // Only failed attempts count against the account: its owner signing in often is not throttled.
      await attempt.takeBack();
      // A fresh token at every login: a token planted before sign-in is worthless after it.
      const session = await createSession(app.deps, account, request.headers['user-agent']);
      setSessionCookie(request, reply, session.token, session.cookieExpiresAt);
      reply.header('x-session-expires-at', session.expiresAt.toISOString());
      const view = 'coachId' in account ? await loadCoachView(app.deps, account.coachId) : await loadSessionUser(app.deps, account.userId);
      if (!view) throw unauthorized();
      return view;
    },
  );

  app.post(
    paths.authLogout,
    { config: { audience: 'any', ...HELD_USERS_ALLOWED }, schema: { tags: ['auth'], response: { 204: z.null() } } },
    async (request, reply) => {
      if (request.principal) await endSession(app.deps, request.principal.sessionId);
      clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  );

  app.get(paths.authMe, { config: ANY_SIGNED_IN, schema: { tags: ['auth'], response: { 200: sessionUserSchema } } }, async (request) => {
    const view = await viewOf(app.deps, request.principal);
    if (!view) throw unauthorized();
    return view;
  });

  app.post(paths.authExtend, { config: ANY_SIGNED_IN, schema: { tags: ['auth'], response: { 200: sessionUserSchema } } }, async (request, reply) => {
    const principal = request.principal;
    if (!principal) throw unauthorized();
    const expiresAt = await extendSession(app.deps, principal.sessionId);
    reply.header('x-session-expires-at', expiresAt.toISOString());
    const view = await viewOf(app.deps, principal);
    if (!view) throw unauthorized();
    return view;
  });

  await app.register(accountRoutes);
};

export default authRoutes;
