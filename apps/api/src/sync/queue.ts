import { and, desc, eq, sql } from 'drizzle-orm';
import { schema, type Db } from '@rlo/db';
import { rowsOf } from '../ingest/sql';
import { isUniqueViolation } from '../lib/database-errors';
import {
  SYNC_HISTORY_SIZE,
  SYNC_LEASE_MS,
  SYNC_MAX_ATTEMPTS,
  SYNC_REJECTIONS_KEPT,
  type SyncRunKind,
} from '@rlo/contract';

const { syncRuns, locations } = schema;
export type SyncRunRow = schema.SyncRun;

/**
 * The connector's durable queue is the sync_runs table (see schema/sync-runs.ts). Every step is
 * one conditional statement, so any number of processes on one PostgreSQL can run it: a claim
 * takes a row with FOR UPDATE SKIP LOCKED, the partial unique indexes refuse a second running or
 * queued run of a location, and a run's `attempts` at claim time fences its later writes — a
 * process that lost its lease (stalled, then resumed elsewhere) can no longer record anything.
 */

export interface NewRun {
  partnerId: number;
  locationId: number;
  kind: SyncRunKind;
  windowFrom: string;
  requestedBy?: number | null;
}

/**
 * Queues a run unless one is queued already. A resync widens the queued run to its date instead:
 * asking twice never pulls twice, and never pulls less than asked.
 */
export async function enqueueRun(db: Db, run: NewRun): Promise<SyncRunRow> {
  const values = { ...run, requestedBy: run.requestedBy ?? null };
  const [row] =
    run.kind === 'resync'
      ? await db
          .insert(syncRuns)
          .values(values)
          .onConflictDoUpdate({
            target: syncRuns.locationId,
            targetWhere: sql`state = 'queued'`,
            set: { kind: 'resync', windowFrom: sql`least(${syncRuns.windowFrom}, excluded.window_from)` },
          })
          .returning()
      : await db.insert(syncRuns).values(values).onConflictDoNothing().returning();
  if (row) return row;
  const [queued] = await db
    .select()
    .from(syncRuns)
    .where(and(eq(syncRuns.locationId, run.locationId), eq(syncRuns.state, 'queued')));
  if (!queued) throw new Error(`no queued sync run for location ${run.locationId}`);
  return queued;
}

export interface ClaimOptions {
  /** The window's end for a run that starts now (YYYY-MM-DD). */
  windowTo: string;
  leaseMs?: number;
  /** Claim this run only (the admin CLI's sync). */
  runId?: number;
}

/**
 * Takes the next run to work on: a running run whose lease ran out (its process died: resumed from
 * its next page), else a queued run of a location with nothing running. Null when there is none.
 */
export async function claimRun(db: Db, options: ClaimOptions): Promise<SyncRunRow | null> {
  await failAbandonedRuns(db);
  const leaseMs = options.leaseMs ?? SYNC_LEASE_MS;
  const only = options.runId === undefined ? sql`true` : sql`r.id = ${options.runId}`;
  try {
    const claimed = await rowsOf<{ id: number }>(db, sql`
      update sync_runs set
        state = 'running',
        attempts = attempts + 1,
        lease_until = now() + ${leaseMs} * interval '1 millisecond',
        started_at = coalesce(started_at, now()),
        window_to = coalesce(window_to, ${options.windowTo}::date),
        error = null
      where id = (
        select r.id from sync_runs r
        where ${only} and (
          (r.state = 'running' and r.lease_until < now() and r.attempts < ${SYNC_MAX_ATTEMPTS})
          or (r.state = 'queued' and not exists (
            select 1 from sync_runs x where x.location_id = r.location_id and x.state = 'running'))
        )
        order by r.state = 'running' desc, r.id
        limit 1
        for update skip locked
      )
      returning id`);
    const id = claimed[0]?.id;
    if (id === undefined) return null;
    const [row] = await db.select().from(syncRuns).where(eq(syncRuns.id, id));
    return row ?? null;
  } catch (error) {
    // Another process started a run of the same location between our read and our write.
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** Runs whose process died too often are given up, so a poisoned run cannot block its location. */
async function failAbandonedRuns(db: Db) {
  await db
    .update(syncRuns)
    .set({
      state: 'failed',
      finishedAt: sql`now()`,
      error: `The sync stopped unexpectedly ${SYNC_MAX_ATTEMPTS} times and was given up; the next scheduled sync starts again.`,
    })
    .where(
      and(
        eq(syncRuns.state, 'running'),
        sql`${syncRuns.leaseUntil} < now()`,
        sql`${syncRuns.attempts} >= ${SYNC_MAX_ATTEMPTS}`,
      ),
    );
}

/** The claim a run's process holds: only it may record the run's progress. */
const held = (run: Pick<SyncRunRow, 'id' | 'attempts'>) =>
  and(eq(syncRuns.id, run.id), eq(syncRuns.state, 'running'), eq(syncRuns.attempts, run.attempts));

export interface PagesProgress {
  /** Pages stored by this batch, and the page to read next. */
  pages: number;
  nextPage: number;
  totalPages: number;
  received: number;
  inserted: number;
  updated: number;
  skipped: number;
  rejections: { external_id: string | null; reason: string }[];
}

/** Adds stored pages to the run and renews its lease; false when the claim was lost. */
export async function recordPages(
  db: Db,
  run: Pick<SyncRunRow, 'id' | 'attempts'>,
  progress: PagesProgress,
  leaseMs: number = SYNC_LEASE_MS,
): Promise<boolean> {
  const kept = JSON.stringify(progress.rejections.slice(0, SYNC_REJECTIONS_KEPT));
  const rows = await db
    .update(syncRuns)
    .set({
      nextPage: progress.nextPage,
      totalPages: progress.totalPages,
      pages: sql`${syncRuns.pages} + ${progress.pages}`,
      received: sql`${syncRuns.received} + ${progress.received}`,
      inserted: sql`${syncRuns.inserted} + ${progress.inserted}`,
      updated: sql`${syncRuns.updated} + ${progress.updated}`,
      skipped: sql`${syncRuns.skipped} + ${progress.skipped}`,
      rejected: sql`${syncRuns.rejected} + ${progress.rejections.length}`,
      rejections: sql`(select coalesce(jsonb_agg(e), '[]'::jsonb) from (
        select e from jsonb_array_elements(${syncRuns.rejections} || ${kept}::jsonb) e limit ${SYNC_REJECTIONS_KEPT}) k)`,
      leaseUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
    })
    .where(held(run))
    .returning({ id: syncRuns.id });
  return rows.length > 0;
}

/**
 * Ends a run. A success also marks the location synced (lastConfig.last_sync drives the sync
 * indicator), even when no RO changed: the system was read and nothing was missing.
 */
export async function finishRun(
  db: Db,
  run: Pick<SyncRunRow, 'id' | 'attempts' | 'locationId'>,
  outcome: { state: 'succeeded' } | { state: 'failed'; error: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(syncRuns)
      .set({
        state: outcome.state,
        error: outcome.state === 'failed' ? outcome.error : null,
        finishedAt: sql`now()`,
        leaseUntil: null,
      })
      .where(held(run))
      .returning({ id: syncRuns.id });
    if (rows.length === 0) return false;
    if (outcome.state === 'succeeded') {
      const sync = JSON.stringify({ sync_enabled: true, last_sync: new Date().toISOString() });
      await tx
        .update(locations)
        .set({ lastConfig: sql`coalesce(${locations.lastConfig}, '{}'::jsonb) || ${sync}::jsonb` })
        .where(eq(locations.id, run.locationId));
    }
    return true;
  });
}

/** A stopping process gives its run back at once: the next claim, in any process, resumes it. */
export async function releaseRun(db: Db, run: Pick<SyncRunRow, 'id' | 'attempts'>): Promise<void> {
  await db.update(syncRuns).set({ leaseUntil: sql`now()` }).where(held(run));
}

/** A location's latest runs, newest first. */
export async function runsOf(db: Db, partnerId: number, locationId: number, limit = SYNC_HISTORY_SIZE) {
  return db
    .select()
    .from(syncRuns)
    .where(and(eq(syncRuns.partnerId, partnerId), eq(syncRuns.locationId, locationId)))
    .orderBy(desc(syncRuns.id))
    .limit(limit);
}
