import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BACKGROUND_REQUEST_HEADER, SESSION_COOKIE, SESSION_EXPIRES_HEADER } from '@rlo/contract';
import { forbidden, unauthorized } from '../lib/http-error';
import { resolveSession, type Principal } from '../lib/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route: shop users (default), coaches, or both. */
    audience?: 'user' | 'coach' | 'any';
    /** An unverified user may call the route (me, extend, logout, reconfirm): 1-foundation §4 holds them on /verify. */
    allowUnverified?: boolean;
    /** A user whose onboarding stage is not FINISH may call the route (auth, onboarding, payment). */
    allowOnboarding?: boolean;
  }
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** The one auth hook for every route; public routes opt out through their route config. */
export default fp(async function sessionPlugin(app: FastifyInstance) {
  await app.register(cookie);
  app.decorateRequest('principal', null);

  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const background = request.headers[BACKGROUND_REQUEST_HEADER] === '1';
      request.principal = await resolveSession(app.deps, token, { background });
      if (request.principal) {
        reply.header(SESSION_EXPIRES_HEADER, request.principal.expiresAt.toISOString());
      }
    }
    const config = request.routeOptions.config;
    if (config?.public || config?.bearer) return;
    // No route matched: the not-found handler answers 404; there is nothing to protect.
    if (request.is404) return;
    if (!request.principal) {
      if (token) clearSessionCookie(reply);
      throw unauthorized();
    }
    const audience = config?.audience ?? 'user';
    if (audience !== 'any' && request.principal.kind !== audience) throw forbidden();
    // 1-foundation §4 and §6: only a verified user who finished onboarding reaches the portal.
    if (request.principal.kind === 'user') {
      if (!request.principal.verified && !config?.allowUnverified) throw forbidden();
      if (request.principal.onboardingStage !== 'FINISH' && !config?.allowOnboarding) throw forbidden();
    }
  });
}, { name: 'rlo-session', dependencies: ['rlo-errors'], decorators: { fastify: ['deps'] } });
