import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@rlo/contract';
import { errorBody } from './errors';

/**
 * A file of the build named by its content (Vite's `[name]-[hash]`, an 8-character hash): a new
 * build names changed content anew, so the browser may keep these for good.
 */
const HASHED_ASSET = /^\/assets\/[^/]+-[\w-]{8}\.[a-z0-9]+$/i;
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app (and its resources/locale-*.json) with history fallback: any GET that is
 * not an API call and not a file gets index.html, so deep links like /dashboard load the app.
 * The build writes a brotli and a gzip copy of each text file (apps/web/vite.config.ts): the one
 * the browser accepts is sent as it is (`preCompressed`), nothing is compressed per request.
 */
export default fp(async function webPlugin(app: FastifyInstance, options: { root: string }) {
  const root = path.resolve(options.root);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn(`No built web app in ${root}: run \`npm run build\`. Serving the API only.`);
    return;
  }
  await app.register(async (web) => {
    web.addHook('onRoute', (route) => {
      route.config = { ...(route.config ?? {}), public: true };
    });
    await web.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Set below, per file.
      cacheControl: false,
    });
    // Hashed bundles are kept a year without asking. Everything else is revalidated on every load:
    // index.html names the current build's bundles (a browser that kept it would ask for bundles of
    // a replaced build), and the unhashed files (translations) change with a release.
    web.addHook('onSend', async (request, reply) => {
      if (reply.statusCode !== 200 && reply.statusCode !== 304) return;
      const pathname = request.url.split('?')[0];
      reply.header('Cache-Control', HASHED_ASSET.test(pathname) ? IMMUTABLE : 'no-cache');
      // The body depends on Accept-Encoding (the brotli, gzip or plain copy): caches must keep them apart.
      reply.header('Vary', 'accept-encoding');
    });
    web.get('/*', { schema: { hide: true } }, (request, reply) => {
      if (request.url.startsWith(API_PREFIX) || path.extname(request.url.split('?')[0])) {
        return reply.status(404).send(errorBody(404, `No route ${request.method} ${request.url.split('?')[0]}.`));
      }
      return reply.sendFile('index.html');
    });
    web.get('/', { schema: { hide: true } }, (_request, reply) => reply.sendFile('index.html'));
  });
  // Its files opt out of the session plugin's hook (config.public), which must be there to honour it.
}, { name: 'rlo-web', dependencies: ['rlo-session'] });
