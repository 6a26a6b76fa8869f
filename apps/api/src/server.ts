import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrateDatabase, openDatabase } from '@rlo/db';
import { loadConfig } from './config';
import { createClock } from './clock';
import { buildApp } from './app';
import type { AppDeps } from './deps';
import { demoSignInLines, needsDemoData, onFirstStart } from './startup';
import { connectToStarter } from './preparing';
import webPlugin from './plugins/web';
import { describeError } from './lib/database-errors';
import { startDailySummaryJobs, type DailySummaryJobs } from './jobs/daily-summary/scheduler';
import { startCoachingRequestRetries } from './jobs/coaching-requests';
import type { Poller } from './jobs/poll';
import { startSyncJobs, type SyncJobs } from './sync';

const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

async function main() {
  const config = loadConfig();
  // Under `npm start`, the port shows the progress meanwhile (preparing.ts, scripts/start.mjs).
  const starter = connectToStarter();
  starter.step('database', 'running');
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir });
  await migrateDatabase(database);
  starter.step('database', 'done');
  const deps: AppDeps = { database, config, clock: createClock(config.clockNow) };
  const webRoot = config.webDist ?? WEB_DIST;
  // With the web app's build still running, its files are served once it is done (registered below).
  const app = await buildApp(deps, { logger: { level: config.logLevel }, webRoot: starter.webBuild.pending ? undefined : webRoot });
  if (await needsDemoData(deps)) {
    starter.step('demo', 'running');
    await onFirstStart(deps, app.log, { onProgress: (progress) => starter.demoProgress(progress) });
    starter.step('demo', 'done');
  }
  if (starter.webBuild.pending) {
    await starter.webBuild.done;
    await app.register(webPlugin, { root: webRoot });
  }
  starter.step('portal', 'running');
  await app.ready();

  // Filled once listening; a signal before that has no jobs to stop.
  const jobs: { daily?: DailySummaryJobs; coachingRequests?: Poller; sync?: SyncJobs } = {};
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: closing`);
    await Promise.all([jobs.daily?.stop(), jobs.coachingRequests?.stop(), jobs.sync?.stop()]);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // The port passes from the progress page to the portal: closed, then taken at once.
  await starter.releasePort();
  await app.listen({ port: config.port, host: config.host });
  // After listen, so the first pass never delays start-up; stopped before the database closes.
  jobs.daily = startDailySummaryJobs(deps, app.log);
  jobs.coachingRequests = startCoachingRequestRetries(deps, app.log);
  if (config.syncJobs) {
    const sync = startSyncJobs(deps, app.log);
    jobs.sync = sync;
    deps.wakeSyncs = () => void sync.tick();
  }
  // Plain text for the person who ran `npm start`, after the JSON log lines.
  console.log(`\nThe portal is ready at ${config.publicUrl} (started in ${Math.round(process.uptime())} s).`);
  for (const line of await demoSignInLines(deps)) console.log(line);
}

main().catch((error: unknown) => {
  // "error:" first, so the line is found wherever the output goes; the database's own message and code.
  console.error(`error: startup failed: ${describeError(error)}`);
  process.exit(1);
});
