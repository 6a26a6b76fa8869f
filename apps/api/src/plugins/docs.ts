import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_PREFIX } from '@rlo/contract';

/** OpenAPI generated from the zod route schemas, served at /partners/api/docs. */
export default fp(async function docsPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'RLO Training partner API', version: '1.0.0' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'access_token' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(async (docs) => {
    // The documentation pages are public: they opt out of the session hook through their route config.
    docs.addHook('onRoute', (route) => {
      route.config = { ...(route.config ?? {}), public: true };
    });
    await docs.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs` });
  });
  // Its pages opt out of the session plugin's hook (config.public), which must be there to honour it.
}, { name: 'rlo-docs', dependencies: ['rlo-session'] });
