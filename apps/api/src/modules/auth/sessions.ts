import { and, eq, gt } from 'drizzle-orm';
import { schema } from '@rlo/db';
import type { OnboardingStage, Role, SubscriptionStatus } from '@rlo/contract';
import type { AppDeps } from '../../deps';
import { hashToken, newToken } from '../../lib/tokens';

const { sessions, users, partners } = schema;

export type Principal =
  | {
      kind: 'user';
      sessionId: number;
      userId: number;
      partnerId: number;
      role: Role;
      isShopOwner: boolean;
      verified: boolean;
      onboardingStage: OnboardingStage;
      subscriptionStatus: SubscriptionStatus;
      expiresAt: Date;
    }
  | { kind: 'coach'; sessionId: number; coachId: number; expiresAt: Date };

// Writing last-seen on every request would double the writes of a dashboard; a minute of slack is harmless.
const TOUCH_AFTER_MS = 60_000;

export async function createSession(
  deps: AppDeps,
  owner: { userId: number } | { coachId: number },
  userAgent?: string,
): Promise<{ token: string; expiresAt: Date; cookieExpiresAt: Date }> {
  const token = newToken();
  const now = Date.now();
  const idleExpiresAt = new Date(now + deps.config.sessionIdleMs);
  const absoluteExpiresAt = new Date(now + deps.config.sessionAbsoluteMs);
  await deps.database.db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: 'userId' in owner ? owner.userId : null,
    coachId: 'coachId' in owner ? owner.coachId : null,
    createdAt: new Date(now),
    lastSeenAt: new Date(now),
    idleExpiresAt,
    absoluteExpiresAt,
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  const expiresAt = idleExpiresAt < absoluteExpiresAt ? idleExpiresAt : absoluteExpiresAt;
  // The cookie lives as long as the session could: the server decides idle expiry, not the browser.
  return { token, expiresAt, cookieExpiresAt: absoluteExpiresAt };
}

/** The session of `token`; unless `background`, activity moves its idle expiry forward. */
export async function resolveSession(
  deps: AppDeps,
  token: string,
  { background = false }: { background?: boolean } = {},
): Promise<Principal | null> {
  const { db } = deps.database;
  const now = new Date();
  const [row] = await db
    .select({ session: sessions, user: users, partner: partners })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(partners, eq(partners.id, users.partnerId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.idleExpiresAt, now), gt(sessions.absoluteExpiresAt, now)))
    .limit(1);
  if (!row) return null;
  const { session } = row;

  let idleExpiresAt = session.idleExpiresAt;
  if (!background && now.getTime() - session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    idleExpiresAt = new Date(now.getTime() + deps.config.sessionIdleMs);
    await db.update(sessions).set({ lastSeenAt: now, idleExpiresAt }).where(eq(sessions.id, session.id));
  }
  const expiresAt = idleExpiresAt < session.absoluteExpiresAt ? idleExpiresAt : session.absoluteExpiresAt;

  if (session.coachId) return { kind: 'coach', sessionId: session.id, coachId: session.coachId, expiresAt };
  if (!row.user || !row.partner) return null;
  return {
    kind: 'user',
    sessionId: session.id,
    userId: row.user.id,
    partnerId: row.user.partnerId,
    role: row.user.role as Role,
    isShopOwner: row.user.isShopOwner,
    verified: row.user.verified,
    onboardingStage: row.partner.onboardingStage as OnboardingStage,
    subscriptionStatus: row.partner.subscriptionStatus as SubscriptionStatus,
    expiresAt,
  };
}

/** Moves the idle expiry forward now (the "stay logged in" button). */
export async function extendSession(deps: AppDeps, sessionId: number): Promise<Date> {
  const now = new Date();
  const idleExpiresAt = new Date(now.getTime() + deps.config.sessionIdleMs);
  const [row] = await deps.database.db
    .update(sessions)
    .set({ lastSeenAt: now, idleExpiresAt })
    .where(eq(sessions.id, sessionId))
    .returning({ absoluteExpiresAt: sessions.absoluteExpiresAt });
  return row && row.absoluteExpiresAt < idleExpiresAt ? row.absoluteExpiresAt : idleExpiresAt;
}

export async function endSession(deps: AppDeps, sessionId: number): Promise<void> {
  await deps.database.db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function endAllSessionsOfUser(deps: AppDeps, userId: number): Promise<void> {
  await deps.database.db.delete(sessions).where(eq(sessions.userId, userId));
}
