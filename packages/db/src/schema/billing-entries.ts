import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { partners } from './partners';

/** The billing history of the account (date, invoice reference, description, amount). */
export const billingEntries = pgTable(
  'billing_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    reference: text('reference').notNull(),
    description: text('description'),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('billing_entries_partner_id_date_idx').on(t.partnerId, t.date)],
);

export type BillingEntry = typeof billingEntries.$inferSelect;
