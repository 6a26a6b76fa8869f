import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { DEFAULT_LOCALE, LOCALES, ROLES } from '@rlo/contract';
import { oneOf, timestamptz } from './columns';
import { locations } from './locations';
import { partners } from './partners';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    // Null until an invited user sets a password.
    passwordHash: text('password_hash'),
    role: text('role', { enum: ROLES }).notNull().default('User'),
    isShopOwner: boolean('is_shop_owner').notNull().default(false),
    verified: boolean('verified').notNull().default(false),
    defaultLocationId: integer('default_location_id').references(() => locations.id, {
      onDelete: 'set null',
    }),
    customerContact: boolean('customer_contact').notNull().default(false),
    locale: text('locale', { enum: LOCALES }).notNull().default(DEFAULT_LOCALE),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    // One address, one account, across all partners (sign-up answers 409 otherwise).
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_partner_id_idx').on(t.partnerId),
    index('users_default_location_id_idx').on(t.defaultLocationId),
    oneOf('users_role_check', t.role, ROLES),
    oneOf('users_locale_check', t.locale, LOCALES),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
