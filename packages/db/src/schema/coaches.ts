import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { DEFAULT_LOCALE, LOCALES } from '@rlo/contract';
import { oneOf, timestamptz } from './columns';
import { partners } from './partners';

/** Provider staff who coach shops and write coach comments; they belong to no partner. */
export const coaches = pgTable(
  'coaches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    locale: text('locale', { enum: LOCALES }).notNull().default(DEFAULT_LOCALE),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coaches_email_lower_key').on(sql`lower(${t.email})`),
    oneOf('coaches_locale_check', t.locale, LOCALES),
  ],
);

/** Which partners (client shops) a coach may act on. */
export const coachAssignments = pgTable(
  'coach_assignments',
  {
    coachId: integer('coach_id')
      .notNull()
      .references(() => coaches.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'coach_assignments_pk', columns: [t.partnerId, t.coachId] }),
    index('coach_assignments_coach_id_idx').on(t.coachId),
  ],
);

export type Coach = typeof coaches.$inferSelect;
export type CoachAssignment = typeof coachAssignments.$inferSelect;
