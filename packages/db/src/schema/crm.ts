import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { customers } from './customers';
import { locations } from './locations';
import { partners } from './partners';

/** A conversation with a customer (call, text, e-mail thread): the CRM activity sessions. */
export const crmSessions = pgTable(
  'crm_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    subject: text('subject'),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
  },
  (t) => [
    index('crm_sessions_partner_id_idx').on(t.partnerId),
    index('crm_sessions_location_id_started_at_idx').on(t.locationId, t.startedAt),
    index('crm_sessions_customer_id_idx').on(t.customerId),
  ],
);

/** One message or action within a CRM session. */
export const crmInteractions = pgTable(
  'crm_interactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => crmSessions.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    direction: text('direction'),
    message: text('message'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('crm_interactions_partner_id_idx').on(t.partnerId),
    index('crm_interactions_session_id_created_at_idx').on(t.sessionId, t.createdAt),
    index('crm_interactions_customer_id_idx').on(t.customerId),
    index('crm_interactions_location_id_created_at_idx').on(t.locationId, t.createdAt),
  ],
);

export type CrmSession = typeof crmSessions.$inferSelect;
export type CrmInteraction = typeof crmInteractions.$inferSelect;
