import { eq, sql } from 'drizzle-orm';
import { schema } from '@rlo/db';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { consumeEmailToken, revokeEmailTokens, type ConsumedToken } from './email-tokens';
import { endAllSessionsOfUser } from '../../lib/sessions';

const { users } = schema;

type Refusal = Extract<ConsumedToken, { ok: false }>['reason'];

const VERIFY_REFUSALS: Record<Refusal, string> = {
  invalid: 'This verification link is not valid. Please request a new confirmation email.',
  used: 'This verification link has already been used. Please sign in, or request a new confirmation email.',
  expired: 'This verification link has expired. Please request a new confirmation email.',
};

const RESET_REFUSALS: Record<Refusal, string> = {
  invalid: 'This password reset link is not valid. Please request a new one.',
  used: 'This password reset link has already been used. Please request a new one.',
  expired: 'This password reset link has expired. Please request a new one.',
};

export async function findUserIdByEmail(deps: Pick<AppDeps, 'database'>, email: string): Promise<number | null> {
  const [row] = await deps.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row?.id ?? null;
}

/** Spends a verify link and marks its user verified; answers the user id. */
export async function verifyAccount(deps: Pick<AppDeps, 'database'>, token: string): Promise<number> {
  return deps.database.db.transaction(async (tx) => {
    const consumed = await consumeEmailToken(tx, token, ['verify']);
    if (!consumed.ok) throw badRequest(VERIFY_REFUSALS[consumed.reason]);
    await tx.update(users).set({ verified: true }).where(eq(users.id, consumed.userId));
    return consumed.userId;
  });
}

/**
 * Sets a new password from a reset or invitation link. The link came through the mailbox, which
 * proves the address as verification does. Every session of the user ends and every other open
 * reset link is spent: whoever knew the old password or held an older link is out.
 */
export async function resetPassword(deps: AppDeps, token: string, password: string): Promise<void> {
  const userId = await deps.database.db.transaction(async (tx) => {
    const consumed = await consumeEmailToken(tx, token, ['reset', 'invite']);
    if (!consumed.ok) throw badRequest(RESET_REFUSALS[consumed.reason]);
    // Hashed only for a valid link, so junk tokens cost no argon2 time.
    const passwordHash = await hashPassword(password);
    await tx.update(users).set({ passwordHash, verified: true }).where(eq(users.id, consumed.userId));
    await revokeEmailTokens(tx, consumed.userId, ['reset', 'invite']);
    return consumed.userId;
  });
  await endAllSessionsOfUser(deps, userId);
}
