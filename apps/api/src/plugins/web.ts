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
    await web.register(fastifyStatic, { root, wildcard: false, index: false, maxAge: '1h' });
    web.get('/*', { schema: { hide: true } }, (request, reply) => {
      if (request.url.startsWith(API_PREFIX) || path.extname(request.url.split('?')[0])) {
        return reply.status(404).send(errorBody(404, `No route ${request.method} ${request.url.split('?')[0]}.`));
      }
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    });
    web.get('/', { schema: { hide: true } }, (_request, reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html'));
  });
});
