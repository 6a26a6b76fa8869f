import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { DATABASE_RETRY_AFTER_SECONDS, errorBodySchema, healthSchema, paths, testClockInput, testClockSchema } from '@rlo/contract';
import { loggableError } from '../../lib/database-errors';
import { DATABASE_UNAVAILABLE_MESSAGE, errorBody } from '../../plugins/errors';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    paths.health,
    { config: { public: true }, schema: { tags: ['platform'], response: { 200: healthSchema, 503: errorBodySchema } } },
    async (_request, reply) => {
      try {
        await app.deps.database.rows(sql`select 1 as ok`);
      } catch (error) {
        app.log.error({ err: loggableError(error) }, 'health check: database unreachable');
        reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
        return reply.status(503).send(errorBody(503, DATABASE_UNAVAILABLE_MESSAGE));
      }
      return { status: 'ok' as const, database: app.deps.database.kind, now: app.deps.clock.now().toISOString() };
    },
  );

  // The browser suite's "advance the clock" (issue 30): registered only when the configuration asks,
  // which it refuses without a fixed CLOCK_NOW, so a real server has no such route.
  const { set } = app.deps.clock;
  if (app.deps.config.clockControl && set) {
    app.put(
      paths.testClock,
      { config: { public: true }, schema: { tags: ['platform'], body: testClockInput, response: { 200: testClockSchema } } },
      async (request) => {
        set(new Date(request.body.now));
        return { now: app.deps.clock.now().toISOString() };
      },
    );
  }
};

export default healthRoutes;
