import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@rlo/contract';
import { errorBody } from './errors';

/**
 * Serves the built web app (and its resources/locale-*.json) with history fallback: any GET that is
 * not an API call and not a file gets index.html, so deep links like /dashboard load the app.
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
      maxAge: '1h',
    });
    // index.html names the current build's hashed bundles: it is revalidated on every load, or a
    // browser would ask for the bundles of a build that was replaced. (The static plugin writes its
    // own max-age after any header set before sending, so this is done on the way out.)
    web.addHook('onSend', async (_request, reply) => {
      if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) reply.header('Cache-Control', 'no-cache');
    });
    web.get('/*', { schema: { hide: true } }, (request, reply) => {
      if (request.url.startsWith(API_PREFIX) || path.extname(request.url.split('?')[0])) {
        return reply.status(404).send(errorBody(404, `No route ${request.method} ${request.url.split('?')[0]}.`));
      }
      return reply.sendFile('index.html');
    });
    web.get('/', { schema: { hide: true } }, (_request, reply) => reply.sendFile('index.html'));
  });
});
