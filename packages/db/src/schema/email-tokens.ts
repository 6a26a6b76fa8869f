import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { oneOf, timestamptz } from './columns';
import { partners } from './partners';
import { users } from './users';

export const EMAIL_TOKEN_PURPOSES = ['verify', 'reset', 'invite'] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

/** One-time links sent by e-mail (verify account, reset password, accept invitation); stored hashed. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: EMAIL_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull().unique('email_tokens_token_hash_key'),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('email_tokens_partner_id_idx').on(t.partnerId),
    index('email_tokens_user_id_idx').on(t.userId),
    oneOf('email_tokens_purpose_check', t.purpose, EMAIL_TOKEN_PURPOSES),
  ],
);

export type EmailToken = typeof emailTokens.$inferSelect;
