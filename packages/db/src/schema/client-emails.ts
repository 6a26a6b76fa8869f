import { date, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { oneOf, timestamptz } from './columns';
import { locations } from './locations';
import { partners } from './partners';

export const CLIENT_EMAIL_KINDS = ['daily_summary', 'kpi_alert'] as const;
export type ClientEmailKind = (typeof CLIENT_EMAIL_KINDS)[number];

export const CLIENT_EMAIL_STATES = ['queued', 'sent', 'failed'] as const;
export type ClientEmailState = (typeof CLIENT_EMAIL_STATES)[number];

/** Report e-mails sent to a shop (the client emails grid), kept rendered for the preview. */
export const clientEmails = pgTable(
  'client_emails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CLIENT_EMAIL_KINDS }).notNull(),
    businessDate: date('business_date', { mode: 'string' }),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    state: text('state', { enum: CLIENT_EMAIL_STATES }).notNull().default('queued'),
    // The mail provider's latest delivery event (delivered, bounced, opened …).
    lastEvent: text('last_event'),
    sentAt: timestamptz('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('client_emails_partner_id_idx').on(t.partnerId),
    // A resend of the same day's summary to the same address reuses the row.
    unique('client_emails_location_id_kind_business_date_to_email_key').on(
      t.locationId,
      t.kind,
      t.businessDate,
      t.toEmail,
    ),
    oneOf('client_emails_kind_check', t.kind, CLIENT_EMAIL_KINDS),
    oneOf('client_emails_state_check', t.state, CLIENT_EMAIL_STATES),
  ],
);

export type ClientEmail = typeof clientEmails.$inferSelect;
