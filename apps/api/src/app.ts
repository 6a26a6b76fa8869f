import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PREFIX, BUSINESS_NOW_HEADER } from '@rlo/contract';
import type { AppDeps } from './deps';
import errorsPlugin, { frameworkErrorHandler } from './plugins/errors';
import securityPlugin from './plugins/security';
import compressPlugin from './plugins/compress';
import sessionPlugin from './plugins/session';
import tenancyPlugin from './plugins/tenancy';
import docsPlugin from './plugins/docs';
import webPlugin from './plugins/web';
import answerCachePlugin from './plugins/answer-cache';
import { apiRoutes } from './routes';

/** The request parts of a route's schema (zod schemas here), kept so the fuzz test can build requests from them. */
export interface RouteSchema {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
}

export interface RouteEntry {
  method: string;
  url: string;
  config: Record<string, unknown>;
  schema: RouteSchema;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every registered route: the tenancy walker and the fuzz test read it so no route can be forgotten. */
    routeTable: RouteEntry[];
  }
}

export interface BuildOptions {
  logger?: boolean | { level: string };
  webRoot?: string;
}

export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false || options.logger === undefined
        ? false
        : {
            ...(typeof options.logger === 'object' ? options.logger : {}),
            // Never log secrets: no headers, no bodies, and no query strings (e-mail links carry tokens).
            serializers: {
              req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: req.url.split('?')[0], remoteAddress: req.ip }),
            },
          },
    bodyLimit: 20 * 1024 * 1024,
    // Trusting X-Forwarded-For from anyone would let a client pick a fresh rate-limit key per request.
    trustProxy: deps.config.trustProxy,
    // The router's own refusals (a path parameter over maxParamLength: 414) in the api.md shape.
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  app.decorate('routeTable', [] as RouteEntry[]);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const { params, querystring, body } = (route.schema ?? {}) as RouteSchema;
      app.routeTable.push({ method, url: route.url, config: (route.config ?? {}) as Record<string, unknown>, schema: { params, querystring, body } });
    }
  });

  app.addHook('onRequest', async (_request, reply) => {
    reply.header(BUSINESS_NOW_HEADER, deps.clock.now().toISOString());
  });

  // Each plugin names the plugins it needs before it (fastify-plugin `dependencies`): a wrong order
  // here fails at startup instead of quietly changing behaviour.
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  // Before the routes: each route gets its compression hook as it is declared.
  await app.register(compressPlugin);
  await app.register(sessionPlugin);
  await app.register(tenancyPlugin);
  // Before the routes: the OpenAPI document is collected from the routes registered after it.
  await app.register(docsPlugin);
  await app.register(answerCachePlugin);
  await app.register(apiRoutes, { prefix: API_PREFIX });
  if (options.webRoot) await app.register(webPlugin, { root: options.webRoot });
  return app;
}
