import { and, eq, inArray, isNull } from 'drizzle-orm';
import { schema, type Db } from '@rlo/db';
import { hashToken, newToken } from '../../lib/tokens';

const { emailTokens } = schema;

export type EmailTokenPurpose = schema.EmailTokenPurpose;

/** Issues a one-time e-mail link token; only its hash is stored. */
export async function issueEmailToken(
  db: Db,
  owner: { userId: number; partnerId: number },
  purpose: EmailTokenPurpose,
  ttlMs: number,
): Promise<string> {
  const token = newToken();
  await db.insert(emailTokens).values({
    partnerId: owner.partnerId,
    userId: owner.userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

export type ConsumedToken = { ok: true; userId: number; partnerId: number; purpose: EmailTokenPurpose } | { ok: false; reason: 'invalid' | 'used' | 'expired' };

/**
 * Marks a token used, once: a second use, an expired token, a token of another purpose or an
 * unknown one are refused with the reason, so the page can say what happened.
 */
export async function consumeEmailToken(db: Db, token: string, purposes: EmailTokenPurpose[]): Promise<ConsumedToken> {
  const [row] = await db.select().from(emailTokens).where(eq(emailTokens.tokenHash, hashToken(token))).limit(1);
  if (!row || !purposes.includes(row.purpose as EmailTokenPurpose)) return { ok: false, reason: 'invalid' };
  if (row.usedAt) return { ok: false, reason: 'used' };
  const now = new Date();
  if (row.expiresAt <= now) return { ok: false, reason: 'expired' };
  // The condition on used_at makes two simultaneous uses of one link end with a single winner.
  const claimed = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.id, row.id), isNull(emailTokens.usedAt)))
    .returning({ id: emailTokens.id });
  if (claimed.length === 0) return { ok: false, reason: 'used' };
  return { ok: true, userId: row.userId, partnerId: row.partnerId, purpose: row.purpose as EmailTokenPurpose };
}

/** Spends every open link of these purposes, e.g. older reset links once the password was changed. */
export async function revokeEmailTokens(db: Db, userId: number, purposes: EmailTokenPurpose[]): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.userId, userId), inArray(emailTokens.purpose, purposes), isNull(emailTokens.usedAt)));
}
