import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { healthSchema } from '@rlo/contract';
import { errorBodySchema } from '@rlo/contract';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { config: { public: true }, schema: { tags: ['platform'], response: { 200: healthSchema, 503: errorBodySchema } } },
    async (_request, reply) => {
      try {
        await app.deps.database.rows(sql`select 1 as ok`);
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 503, title: '503 - Service Unavailable', message: 'The database is unreachable.' });
      }
      return { status: 'ok' as const, database: app.deps.database.kind, now: app.deps.clock.now().toISOString() };
    },
  );
};

export default healthRoutes;
