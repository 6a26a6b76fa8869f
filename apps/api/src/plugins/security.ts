import fp from 'fastify-plugin';
import helmet, { strictTransportSecurity } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@rlo/contract';
import { forbidden } from '../lib/http-error';
import { databaseRateLimitStore } from '../lib/rate-limit-store';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route is reachable without a session (login, sign-up, health, static files). */
    public?: boolean;
    /** The route authenticates by bearer token, so the cookie CSRF guard does not apply. */
    bearer?: boolean;
  }
}

export default fp(async function securityPlugin(app: FastifyInstance) {
  // Helmet's headers are built once here; @fastify/helmet rebuilt its middleware on every request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://js.stripe.com'],
        // Help videos: the players of the video providers the Help videos screen embeds.
        frameSrc: ["'self'", 'https://js.stripe.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'https://www.loom.com'],
        // Help videos given as a direct file (.mp4, .webm) may be served from any https host.
        mediaSrc: ["'self'", 'https:'],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        imgSrc: ["'self'", 'data:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
      },
    },
    // Sent below, over HTTPS only: RFC 6797 §7.2 forbids it over plain HTTP, where browsers ignore it.
    strictTransportSecurity: false,
  });
  // Helmet's default: a year, subdomains included.
  const hsts = strictTransportSecurity();
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error) => {
      if (error) return done(error as Error);
      // request.protocol honours X-Forwarded-Proto only from a trusted proxy (trustProxy).
      if (request.protocol === 'https') hsts(request.raw, reply.raw, () => done());
      else done();
    });
  });
  // Limits are set per route (login, sign-up, forgot-password); nothing else is limited. The counts
  // are kept in the database, so that several server processes share each limit (lib/rate-limit-store).
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(app.deps.database) });

  // The cross-site request guard of api.md: a browser form on another site cannot set this header.
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (request.routeOptions.config?.bearer) return;
    if (request.headers['x-requested-with'] !== 'XMLHttpRequest') {
      throw forbidden('Missing X-Requested-With: XMLHttpRequest header (cross-site request guard).');
    }
  });

  app.addHook('onSend', async (request, reply) => {
    // API answers are private and never stored, except those that carry an ETag (lib/answer-cache.ts),
    // which the browser keeps and revalidates.
    if (request.url.startsWith(API_PREFIX) && !reply.hasHeader('etag')) reply.header('Cache-Control', 'no-store');
  });
  // The guard's 403 and the limiter's 429 are answered in the api.md shape by the errors plugin;
  // the limiter keeps its counts in app.deps' database.
}, { name: 'rlo-security', dependencies: ['rlo-errors'], decorators: { fastify: ['deps'] } });
