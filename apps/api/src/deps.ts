import type { Database } from '@rlo/db';
import type { AppConfig } from './config';
import type { Clock } from './clock';

/** What every route and job gets: the database, the configuration and the business clock. */
export interface AppDeps {
  database: Database;
  config: AppConfig;
  clock: Clock;
  /**
   * Set by a process that runs connector syncs: a run just queued starts now instead of at the next
   * poll. Only a shortcut — the run is in PostgreSQL and any process's next poll would take it.
   */
  wakeSyncs?: () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
