// Connector syncs (connectors.md §1): the durable queue of runs, the schedule, and the worker.
export { claimRun, enqueueRun, finishRun, recordPages, runsOf, type SyncRunRow } from './queue';
export { executeRun, type RunOptions } from './run';
export { nextRunOf, requestRun, scheduleDueRuns, windowEnd } from './schedule';
export { runQueuedSyncs, startSyncJobs, type SyncJobs } from './jobs';
export { SHOP_ID, storedTekmetricCredentials, tekmetricCredentialsOf, type TekmetricCredentials } from './connection';
