import type { Database } from '@rlo/db';
import type { AppConfig } from './config';
import type { Clock } from './clock';

/** What every route and job gets: the database, the configuration and the business clock. */
export interface AppDeps {
  database: Database;
  config: AppConfig;
  clock: Clock;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
