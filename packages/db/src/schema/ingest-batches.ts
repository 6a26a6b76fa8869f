import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { oneOf, timestamptz } from './columns';
import { locations } from './locations';
import { partners } from './partners';

export const INGEST_SOURCES = ['agent', 'cli', 'csv', 'demo', 'connector'] as const;
export type IngestSource = (typeof INGEST_SOURCES)[number];

/** An ingest rejection: the RO's (or CSV row's) index in the batch and why. */
export interface IngestRejection {
  index: number;
  reason: string;
}

/** The outcome of one ingest batch (ingest.md §2). */
export const ingestBatches = pgTable(
  'ingest_batches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    source: text('source', { enum: INGEST_SOURCES }).notNull(),
    inserted: integer('inserted').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    // Kept so that a CSV upload can show its report of rejected rows after it has run.
    rejections: jsonb('rejections').$type<IngestRejection[]>().notNull().default([]),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('ingest_batches_partner_id_idx').on(t.partnerId),
    index('ingest_batches_location_id_created_at_idx').on(t.locationId, t.createdAt),
    oneOf('ingest_batches_source_check', t.source, INGEST_SOURCES),
  ],
);

export type IngestBatch = typeof ingestBatches.$inferSelect;
