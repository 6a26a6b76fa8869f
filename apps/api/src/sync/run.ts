import type { FastifyBaseLogger } from 'fastify';
import { SYNC_BATCH_ROS, type IngestResult } from '@rlo/contract';
import { createTekmetricClient, TekmetricError } from '../connectors/tekmetric/client';
import { pullRepairOrders, type PulledPage } from '../connectors/tekmetric/pull';
import type { AppDeps } from '../deps';
import { ingestBatch } from '../ingest';
import { isDatabaseUnavailable, loggableError } from '../lib/database-errors';
import { storedTekmetricCredentials } from './connection';
import { finishRun, recordPages, releaseRun, type SyncRunRow } from './queue';

export interface RunOptions {
  leaseMs?: number;
  /** ROs per ingest batch (whole pages are gathered until it is reached); SYNC_BATCH_ROS by default. */
  batchRos?: number;
  /** Test seam: called after each stored batch; a promise that never ends stands for a killed process. */
  afterBatch?: () => void | Promise<void>;
  /** Checked after each batch: the process is shutting down, so the run is handed back to the queue. */
  shouldStop?: () => boolean;
}

const NOTHING: IngestResult = { inserted: 0, updated: 0, skipped: 0, rejected: 0, rejections: [] };

/**
 * Whole pages gathered into batches of about `batchRos` ROs: PostgreSQL's cost per RO falls with
 * the batch's size (a 100-RO batch costs four times a 1,000-RO one per RO), and a resumed run
 * re-reads one batch at most.
 */
async function* batchesOf(pages: AsyncGenerator<PulledPage>, batchRos: number): AsyncGenerator<PulledPage[]> {
  let batch: PulledPage[] = [];
  let size = 0;
  for await (const page of pages) {
    batch.push(page);
    size += page.repairOrders.length + page.rejections.length;
    if (size >= batchRos) {
      yield batch;
      batch = [];
      size = 0;
    }
  }
  if (batch.length > 0) yield batch;
}

/**
 * Pulls a claimed run's window from its next page on. Each batch of pages goes through the one
 * ingest path (all or nothing), then the run's record moves past it: a process that dies between
 * the two re-reads those pages on resume, and ingest skips what it already holds.
 */
export async function executeRun(
  deps: AppDeps,
  run: SyncRunRow,
  log: FastifyBaseLogger,
  options: RunOptions = {},
): Promise<SyncRunRow['state']> {
  const credentials = await storedTekmetricCredentials(deps, run.partnerId, run.locationId);
  if (!credentials.ok) {
    await finishRun(deps.database.db, run, { state: 'failed', error: credentials.message });
    return 'failed';
  }
  const client = createTekmetricClient({
    baseUrl: deps.config.tekmetric.baseUrl,
    maxRequestsPerSecond: deps.config.tekmetric.maxRequestsPerSecond,
    ...credentials.credentials,
  });
  try {
    const window = { from: run.windowFrom, to: run.windowTo ?? run.windowFrom };
    const batches = batchesOf(pullRepairOrders(client, window, { startPage: run.nextPage }), options.batchRos ?? SYNC_BATCH_ROS);
    // One batch ahead: the next pages and their lookups come over the network while these are stored.
    let ahead = batches.next();
    for (;;) {
      const current = await ahead;
      if (current.done) break;
      const pages = current.value;
      ahead = batches.next();
      // Awaited at the next turn; a failure meanwhile (the run stopping first) must not go unhandled.
      ahead.catch(() => undefined);
      const repairOrders = pages.flatMap((p) => p.repairOrders);
      const result =
        repairOrders.length > 0
          ? await ingestBatch(deps, { locationId: run.locationId, source: 'connector' }, repairOrders)
          : NOTHING;
      const last = pages[pages.length - 1];
      const stored = await recordPages(
        deps.database.db,
        run,
        {
          pages: pages.length,
          nextPage: last.page + 1,
          totalPages: last.totalPages,
          received: repairOrders.length + pages.reduce((n, p) => n + p.rejections.length, 0),
          inserted: result.inserted,
          updated: result.updated,
          skipped: result.skipped,
          rejections: [
            ...pages.flatMap((p) => p.rejections.map((r) => ({ external_id: r.externalId, reason: r.reason }))),
            ...result.rejections.map((r) => ({ external_id: r.external_id, reason: r.reason })),
          ],
        },
        options.leaseMs,
      );
      if (!stored) {
        log.warn({ run: run.id }, 'sync run lost its claim to another process; stopping');
        return 'running';
      }
      await options.afterBatch?.();
      if (options.shouldStop?.()) {
        await releaseRun(deps.database.db, run);
        return 'running';
      }
    }
    await finishRun(deps.database.db, run, { state: 'succeeded' });
    return 'succeeded';
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      // Not the run's fault: it is handed back (its lease ends now) and resumes from its next page
      // once the database is back. If even that write fails, the lease runs out by itself.
      log.warn({ err: loggableError(error), run: run.id }, 'sync run paused: the database is unavailable');
      await releaseRun(deps.database.db, run).catch(() => undefined);
      return 'running';
    }
    const message = error instanceof TekmetricError ? error.message : 'The sync stopped on an unexpected error; it is retried at the next scheduled sync.';
    if (!(error instanceof TekmetricError)) log.error({ err: loggableError(error), run: run.id }, 'sync run failed');
    await finishRun(deps.database.db, run, { state: 'failed', error: message });
    return 'failed';
  }
}
