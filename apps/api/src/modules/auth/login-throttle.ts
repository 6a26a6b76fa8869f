import { LOGIN_ACCOUNT_RATE_LIMIT } from '@rlo/contract';
import type { Database } from '@rlo/db';
import { countHit, uncountHit } from '../../lib/rate-limit-store';

const WINDOW_MINUTES = Math.round(LOGIN_ACCOUNT_RATE_LIMIT.windowMs / 60_000);
export const ACCOUNT_THROTTLED_MESSAGE = `Too many sign-in attempts for this email address. Please wait ${WINDOW_MINUTES} minutes and try again.`;

export interface AccountAttempt {
  /** Over the limit: answer 429 without checking the password. */
  refused: boolean;
  retryAfterSeconds: number;
  /** The attempt succeeded: it does not count against the account. */
  takeBack(): Promise<void>;
}

/**
 * Counts a sign-in attempt against the account named (the lower-cased e-mail, whether or not an
 * account has it, so the answer says nothing about which exist), whatever address it comes from:
 * the per-address limit alone lets a botnet try one password per address at one account.
 *
 * The attempt is counted before the password is checked, in one atomic upsert, so parallel guesses
 * cannot slip past the limit; a successful one is taken back, so only failures add up. The price is
 * that someone who knows the address can hold its owner out for the rest of the window.
 */
export async function countAccountAttempt(database: Database, email: string): Promise<AccountAttempt> {
  const hit = await countHit(
    database,
    'login-account',
    email.trim().toLowerCase(),
    LOGIN_ACCOUNT_RATE_LIMIT.windowMs,
  );
  return {
    refused: hit.hits > LOGIN_ACCOUNT_RATE_LIMIT.max,
    retryAfterSeconds: Math.max(1, Math.ceil(hit.ttlMs / 1000)),
    takeBack: () => uncountHit(database, hit),
  };
}
