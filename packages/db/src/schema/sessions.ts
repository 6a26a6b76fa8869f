import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { coaches } from './coaches';
import { users } from './users';

/** A signed-in browser. Only the hash of the cookie token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique('sessions_token_hash_key'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    coachId: integer('coach_id').references(() => coaches.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    idleExpiresAt: timestamptz('idle_expires_at').notNull(),
    absoluteExpiresAt: timestamptz('absolute_expires_at').notNull(),
    userAgent: text('user_agent'),
    /**
     * Moves whenever what the session's principal is made of changes: the user, their partner, the
     * partner's locations, the user's assigned locations (migration 0031's triggers). A server that
     * read the principal at this stamp may keep it until the stamp moves (lib/sessions.ts).
     */
    principalStamp: bigint('principal_stamp', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_coach_id_idx').on(t.coachId),
    // For the purge of expired sessions.
    index('sessions_absolute_expires_at_idx').on(t.absoluteExpiresAt),
    check('sessions_owner_check', sql`(${t.userId} is null) <> (${t.coachId} is null)`),
  ],
);

export type Session = typeof sessions.$inferSelect;
