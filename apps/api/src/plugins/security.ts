import fp from 'fastify-plugin';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@rlo/contract';
import { forbidden } from '../lib/http-error';

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
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
  // Limits are set per route (login, sign-up, forgot-password); nothing else is limited.
  await app.register(rateLimit, { global: false });

  // The cross-site request guard of api.md: a browser form on another site cannot set this header.
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (request.routeOptions.config?.bearer) return;
    if (request.headers['x-requested-with'] !== 'XMLHttpRequest') {
      throw forbidden('Missing X-Requested-With: XMLHttpRequest header (cross-site request guard).');
    }
  });

  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(API_PREFIX)) reply.header('Cache-Control', 'no-store');
  });
});
