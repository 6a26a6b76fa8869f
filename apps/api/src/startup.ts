import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from './deps';

/** Work done once the database is migrated: the demo data on an empty database (added with the ingest). */
export async function onFirstStart(deps: AppDeps, log: FastifyBaseLogger): Promise<void> {
  if (!deps.config.demoData) return;
  log.info('Demo mode is on; demo data will be loaded once the ingest path exists.');
}
