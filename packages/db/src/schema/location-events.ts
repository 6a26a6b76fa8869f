import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { oneOf, timestamptz } from './columns';
import { locations } from './locations';
import { partners } from './partners';

export const LOCATION_EVENT_KINDS = ['sync', 'resync', 'agent', 'error', 'log'] as const;
export type LocationEventKind = (typeof LOCATION_EVENT_KINDS)[number];

/** A location's sync history and agent log (…/events, …/logs). */
export const locationEvents = pgTable(
  'location_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LOCATION_EVENT_KINDS }).notNull(),
    message: text('message').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('location_events_partner_id_idx').on(t.partnerId),
    index('location_events_location_id_created_at_idx').on(t.locationId, t.createdAt),
    oneOf('location_events_kind_check', t.kind, LOCATION_EVENT_KINDS),
  ],
);

export type LocationEvent = typeof locationEvents.$inferSelect;
