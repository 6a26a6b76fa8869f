import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/**
 * Request counts of the rate limits (sign-in per address and per account, sign-up, forgot
 * password), kept in the database so that every server process counts against the same limit:
 * with the counts in each process's memory, N processes would allow N times the limit.
 * One row per key and fixed window; rows of past windows are deleted as new ones are counted.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: timestamptz('window_start').notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
