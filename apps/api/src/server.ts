import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrateDatabase, openDatabase } from '@rlo/db';
import { loadConfig } from './config';
import { createClock } from './clock';
import { buildApp } from './app';
import type { AppDeps } from './deps';
import { onFirstStart } from './startup';
import { describeError } from './lib/database-errors';
import { startDailySummaryJobs, type DailySummaryJobs } from './jobs/daily-summary/scheduler';
import { startSyncJobs, type SyncJobs } from './sync';

const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir });
  await migrateDatabase(database);
  const deps: AppDeps = { database, config, clock: createClock(config.clockNow) };
  const app = await buildApp(deps, { logger: { level: config.logLevel }, webRoot: config.webDist ?? WEB_DIST });
  await onFirstStart(deps, app.log);

  // Filled once listening; a signal before that has no jobs to stop.
  const jobs: { daily?: DailySummaryJobs; sync?: SyncJobs } = {};
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: closing`);
    await Promise.all([jobs.daily?.stop(), jobs.sync?.stop()]);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // After listen, so the first pass never delays start-up; stopped before the database closes.
  jobs.daily = startDailySummaryJobs(deps, app.log);
  if (config.syncJobs) {
    const sync = startSyncJobs(deps, app.log);
    jobs.sync = sync;
    deps.wakeSyncs = () => void sync.tick();
  }
}

main().catch((error: unknown) => {
  // "error:" first, so the line is found wherever the output goes; the database's own message and code.
  console.error(`error: startup failed: ${describeError(error)}`);
  process.exit(1);
});
