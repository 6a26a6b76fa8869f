import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps';
import { evaluateAfterSync } from '../jobs/alerts/evaluate';
import { poll } from '../jobs/poll';
import { loggableError } from '../lib/database-errors';
import { claimRun } from './queue';
import { executeRun, type RunOptions } from './run';
import { scheduleDueRuns, windowEnd } from './schedule';

/** Claims and runs queued syncs one after the other until none is left; how many ran. */
export async function runQueuedSyncs(deps: AppDeps, log: FastifyBaseLogger, options: RunOptions = {}): Promise<number> {
  let ran = 0;
  for (;;) {
    if (options.shouldStop?.()) return ran;
    const run = await claimRun(deps.database.db, { windowTo: windowEnd(), leaseMs: options.leaseMs });
    if (!run) return ran;
    log.info({ run: run.id, location: run.locationId, kind: run.kind, from: run.windowFrom, page: run.nextPage }, 'sync run started');
    const startedAt = deps.clock.now();
    const state = await executeRun(deps, run, log, options);
    log.info({ run: run.id, state }, 'sync run ended');
    if (state === 'succeeded') await alertsAfterSync(deps, log, run.locationId, startedAt);
    ran += 1;
  }
}

/**
 * A succeeded sync brought the location's data in up to when it started: the KPI alerts of the
 * business day that had ended by then are evaluated now if the morning pass has not done it (issue
 * 30: "after the day's last sync or at the daily e-mail hour, whichever is first"). A sync that
 * started before midnight may have missed the day's last minutes, so it counts for the day before.
 * A failure here is the alerts', not the sync's.
 */
async function alertsAfterSync(deps: AppDeps, log: FastifyBaseLogger, locationId: number, startedAt: Date): Promise<void> {
  try {
    await evaluateAfterSync(deps, locationId, startedAt);
  } catch (error) {
    log.error({ err: loggableError(error), location: locationId }, 'KPI alerts after a sync failed; the morning pass retries them');
  }
}

export interface SyncJobs {
  /** One pass: queue what is due, then run what is queued. */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Each server process polls the queue every intervalMs. The queue and the schedule live in
 * PostgreSQL (sync_runs), so processes share them and a restart loses nothing; this timer only
 * decides how soon a process looks.
 */
export function startSyncJobs(deps: AppDeps, log: FastifyBaseLogger, options: { intervalMs?: number } = {}): SyncJobs {
  return poll(
    log,
    'sync',
    async (stopping) => {
      await scheduleDueRuns(deps);
      if (!stopping()) await runQueuedSyncs(deps, log, { shouldStop: stopping });
    },
    { intervalMs: options.intervalMs ?? 15_000, firstDelayMs: 3_000 },
  );
}
