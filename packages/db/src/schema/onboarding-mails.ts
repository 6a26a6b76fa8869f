import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { partners } from './partners';

/** "My system is not listed": the message a partner sends during onboarding. */
export const onboardingMails = pgTable(
  'onboarding_mails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    phone: text('phone'),
    name: text('name').notNull(),
    message: text('message'),
    managementSystemName: text('management_system_name'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('onboarding_mails_partner_id_idx').on(t.partnerId)],
);

export type OnboardingMail = typeof onboardingMails.$inferSelect;
