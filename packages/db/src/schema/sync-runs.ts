import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { SYNC_RUN_KINDS, SYNC_RUN_STATES } from '@rlo/contract';
import { oneOf, timestamptz } from './columns';
import { locations } from './locations';
import { partners } from './partners';

export interface SyncRejection {
  external_id: string | null;
  reason: string;
}

/**
 * One pull of a location's repair orders from its web-based system (connectors.md §1), and the
 * durable queue of those pulls: a row is queued, claimed by one process (running, with a lease it
 * renews after every page), then succeeded or failed. The two partial unique indexes make "one run
 * at a time per location" a property of the database, whatever the number of server processes.
 */
export const syncRuns = pgTable(
  'sync_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SYNC_RUN_KINDS }).notNull(),
    state: text('state', { enum: SYNC_RUN_STATES }).notNull().default('queued'),
    // The updatedDate window pulled, inclusive; `windowTo` is fixed when the run is first claimed.
    windowFrom: date('window_from', { mode: 'string' }).notNull(),
    windowTo: date('window_to', { mode: 'string' }),
    // The next page to read: a resumed run goes on from here (re-reading a page stores nothing twice).
    nextPage: integer('next_page').notNull().default(0),
    totalPages: integer('total_pages'),
    pages: integer('pages').notNull().default(0),
    received: integer('received').notNull().default(0),
    inserted: integer('inserted').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    rejections: jsonb('rejections').$type<SyncRejection[]>().notNull().default([]),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: timestamptz('lease_until'),
    requestedBy: integer('requested_by'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    index('sync_runs_partner_id_idx').on(t.partnerId),
    index('sync_runs_location_id_created_at_idx').on(t.locationId, t.createdAt),
    uniqueIndex('sync_runs_one_queued_per_location').on(t.locationId).where(sql`state = 'queued'`),
    uniqueIndex('sync_runs_one_running_per_location').on(t.locationId).where(sql`state = 'running'`),
    oneOf('sync_runs_kind_check', t.kind, SYNC_RUN_KINDS),
    oneOf('sync_runs_state_check', t.state, SYNC_RUN_STATES),
  ],
);

export type SyncRun = typeof syncRuns.$inferSelect;
