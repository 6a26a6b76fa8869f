import { index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { CSV_UPLOAD_STATES } from '@rlo/contract';
import { oneOf, timestamptz } from './columns';
import { locations } from './locations';
import { partners } from './partners';

export interface CsvRowError {
  row: number;
  reason: string;
}

/**
 * A CSV upload of a location (connectors.md §2). The browser parses the file and sends its ROs in
 * batches through the ingest path; this row keeps the progress, so a reloaded page finds it, and
 * the unreadable rows, for the downloadable report.
 */
export const csvUploads = pgTable(
  'csv_uploads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    userId: integer('user_id'),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull().default(0),
    state: text('state', { enum: CSV_UPLOAD_STATES }).notNull().default('running'),
    rowsTotal: integer('rows_total').notNull().default(0),
    rowsRead: integer('rows_read').notNull().default(0),
    rosTotal: integer('ros_total').notNull().default(0),
    rosSent: integer('ros_sent').notNull().default(0),
    inserted: integer('inserted').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    rowErrors: jsonb('row_errors').$type<CsvRowError[]>().notNull().default([]),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    index('csv_uploads_partner_id_idx').on(t.partnerId),
    index('csv_uploads_location_id_created_at_idx').on(t.locationId, t.createdAt),
    oneOf('csv_uploads_state_check', t.state, CSV_UPLOAD_STATES),
  ],
);

/** The column mapping a location last used (canonical field → CSV header), offered on its next upload. */
export const csvMappings = pgTable(
  'csv_mappings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    mapping: jsonb('mapping').$type<Record<string, string>>().notNull(),
    updatedAt: timestamptz('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('csv_mappings_partner_id_idx').on(t.partnerId),
    unique('csv_mappings_location_id_key').on(t.locationId),
  ],
);

export type CsvUpload = typeof csvUploads.$inferSelect;
