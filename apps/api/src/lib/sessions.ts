import { and, eq, gt, sql } from 'drizzle-orm';
import { schema, type Db } from '@rlo/db';
import { DEFAULT_TIME_ZONE, type OnboardingStage, type Role, type SubscriptionStatus } from '@rlo/contract';
import type { AppDeps } from '../deps';
import { preparedPerDatabase } from './prepared';
import { locationsOfUser, type CheckedLocation, type PartnerLocations } from './reach';
import { hashToken, newToken } from './tokens';

// The session store: the session plugin resolves every request's principal with it, the auth and
// sign-up routes open and close sessions with it.

const { sessions, users, partners, userLocations, locations, locationDataVersions } = schema;

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
      /** The locations the user may see and change; null: every location of the partner (lib/reach.ts). */
      locationIds: number[] | null;
      /** Every location of the partner, read with the session: the tenancy guard and report scopes use it. */
      partner: PartnerLocations;
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
  const [row] = await lookupOf(db).execute({ tokenHash: hashToken(token), now: now.toISOString() });
  if (!row) return null;

  let idleExpiresAt = row.idleExpiresAt;
  if (!background && now.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    idleExpiresAt = new Date(now.getTime() + deps.config.sessionIdleMs);
    await db.update(sessions).set({ lastSeenAt: now, idleExpiresAt }).where(eq(sessions.id, row.sessionId));
  }
  const expiresAt = idleExpiresAt < row.absoluteExpiresAt ? idleExpiresAt : row.absoluteExpiresAt;

  if (row.coachId) return { kind: 'coach', sessionId: row.sessionId, coachId: row.coachId, expiresAt };
  if (row.userId === null || row.partnerId === null || row.onboardingStage === null || row.subscriptionStatus === null) return null;
  const role = row.role as Role;
  const isShopOwner = row.isShopOwner ?? false;
  return {
    kind: 'user',
    sessionId: row.sessionId,
    userId: row.userId,
    partnerId: row.partnerId,
    role,
    isShopOwner,
    verified: row.verified ?? false,
    onboardingStage: row.onboardingStage as OnboardingStage,
    subscriptionStatus: row.subscriptionStatus as SubscriptionStatus,
    locationIds: locationsOfUser(role, isShopOwner, row.defaultLocationId, row.assignedLocationIds ?? []),
    partner: { timezone: row.partnerTimezone ?? DEFAULT_TIME_ZONE, locations: row.partnerLocations ?? [] },
    expiresAt,
  };
}

// Every signed-in request starts with this lookup, so it is prepared: the server then reuses its
// plan instead of planning a three-table join on every request. The user's assigned locations come
// in the same row (an array subquery on user_locations' primary key), so scoping a LocationManager
// costs no second round trip; so do the partner's locations with their data versions (a partner has
// a handful), so the tenancy guard, a report's scope and a cached answer's key need no read of
// their own: a report served from the cache costs this one query.
const lookupOf = preparedPerDatabase(prepareLookup);

function prepareLookup(db: Db) {
  const now = sql.placeholder('now');
  return db
    .select({
      sessionId: sessions.id,
      coachId: sessions.coachId,
      lastSeenAt: sessions.lastSeenAt,
      idleExpiresAt: sessions.idleExpiresAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
      userId: users.id,
      partnerId: users.partnerId,
      role: users.role,
      isShopOwner: users.isShopOwner,
      verified: users.verified,
      onboardingStage: partners.onboardingStage,
      subscriptionStatus: partners.subscriptionStatus,
      defaultLocationId: users.defaultLocationId,
      assignedLocationIds: sql<number[] | null>`array(select ${userLocations.locationId} from ${userLocations} where ${userLocations.userId} = ${users.id})`,
      partnerTimezone: partners.timezone,
      partnerLocations: sql<CheckedLocation[] | null>`(select coalesce(json_agg(json_build_object('id', l.id, 'name', l.name, 'timezone', l.timezone, 'workingDays', l.working_days, 'isDisable', l.is_disable, 'dataVersion', coalesce(v.version, 0)) order by l.id), '[]'::json) from ${locations} l left join ${locationDataVersions} v on v.location_id = l.id where l.partner_id = ${users.partnerId})`,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(partners, eq(partners.id, users.partnerId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.idleExpiresAt, now), gt(sessions.absoluteExpiresAt, now)))
    .limit(1)
    .prepare('session_by_token');
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
