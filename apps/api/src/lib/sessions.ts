import { and, eq, gt, sql } from 'drizzle-orm';
import { schema, type Database, type Db } from '@rlo/db';
import { DEFAULT_TIME_ZONE, type OnboardingStage, type Role, type SubscriptionStatus } from '@rlo/contract';
import type { AppDeps } from '../deps';
import { preparedPerDatabase } from './prepared';
import { checkSession } from './session-checks';
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
  const tokenHash = hashToken(token);
  const found = (await keptAtStamp(deps.database, tokenHash, now)) ?? (await lookUp(db, tokenHash, now));
  if (!found) return null;
  const { times } = found;

  let idleExpiresAt = times.idleExpiresAt;
  if (!background && now.getTime() - times.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    idleExpiresAt = new Date(now.getTime() + deps.config.sessionIdleMs);
    await db.update(sessions).set({ lastSeenAt: now, idleExpiresAt }).where(eq(sessions.id, found.principal.sessionId));
  }
  const expiresAt = idleExpiresAt < times.absoluteExpiresAt ? idleExpiresAt : times.absoluteExpiresAt;
  return { ...found.principal, expiresAt };
}

/** What a request reads of its session every time: its expiry, and when it was last seen. */
interface SessionTimes {
  lastSeenAt: Date;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
}

/** A principal as read for a session, before its expiry is worked out. */
type Unexpired = DistributiveOmit<Principal, 'expiresAt'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

interface Found {
  principal: Unexpired;
  times: SessionTimes;
}

/** How many sessions' principals a server keeps: about a kilobyte each for a partner of ten locations. */
const KEPT_PRINCIPALS = 10_000;

/**
 * Principals read with the full lookup, by token hash, with the session's principal stamp at that
 * read; per database (tests open several), in this process only. One is used only after PostgreSQL
 * says, in this request, that the session's stamp has not moved since (migration 0031's triggers
 * move it with every change to what it is made of): other processes' changes are seen at once.
 */
const keptPrincipals = new WeakMap<Db, Map<string, { stamp: number; principal: Unexpired }>>();

function keptOf(db: Db) {
  let kept = keptPrincipals.get(db);
  if (!kept) keptPrincipals.set(db, (kept = new Map()));
  return kept;
}

/** Counts of the two reads, for the tests that show which one a request took. */
export const sessionReads = { full: 0, checked: 0 };

/**
 * The kept principal of this session if its stamp has not moved, with its locations' data
 * versions read now; undefined when there is none to use (the full lookup decides), null when the
 * session is gone or expired.
 */
async function keptAtStamp(database: Database, tokenHash: string, now: Date): Promise<Found | null | undefined> {
  const kept = keptOf(database.db);
  const entry = kept.get(tokenHash);
  if (!entry) return undefined;
  const { principal } = entry;
  const locations = principal.kind === 'user' ? principal.partner.locations : [];
  sessionReads.checked += 1;
  const row = await checkSession(database, tokenHash, now, locations.map((l) => l.id));
  if (!row) {
    kept.delete(tokenHash);
    return null;
  }
  if (row.principalStamp !== entry.stamp) return undefined;
  // Most recently used last: the oldest is the first to go when the map is full.
  kept.delete(tokenHash);
  kept.set(tokenHash, entry);
  if (principal.kind === 'coach') return { principal, times: row };
  const partner = { ...principal.partner, locations: locations.map((l, i) => ({ ...l, dataVersion: row.dataVersions[i] ?? 0 })) };
  return { principal: { ...principal, partner }, times: row };
}

/** The full read of the session and what its principal is made of; kept for the next requests. */
async function lookUp(db: Db, tokenHash: string, now: Date): Promise<Found | null> {
  const kept = keptOf(db);
  sessionReads.full += 1;
  const [row] = await lookupOf(db).execute({ tokenHash, now: now.toISOString() });
  const principal = row ? principalOf(row) : null;
  if (!row || !principal) {
    kept.delete(tokenHash);
    return null;
  }
  kept.delete(tokenHash);
  kept.set(tokenHash, { stamp: row.principalStamp, principal });
  if (kept.size > KEPT_PRINCIPALS) kept.delete(kept.keys().next().value as string);
  return { principal, times: row };
}

type LookupRow = Awaited<ReturnType<ReturnType<typeof prepareLookup>['execute']>>[number];

function principalOf(row: LookupRow): Unexpired | null {
  if (row.coachId) return { kind: 'coach', sessionId: row.sessionId, coachId: row.coachId };
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
  };
}

// Every signed-in request starts with this lookup, so it is prepared: the server then reuses its
// plan instead of planning a three-table join on every request. The user's assigned locations come
// in the same row (an array subquery on user_locations' primary key), so scoping a LocationManager
// costs no second round trip; so do the partner's locations with their data versions (a partner has
// a handful), so the tenancy guard, a report's scope and a cached answer's key need no read of
// their own. Once a process keeps the principal, the next requests of the session read the cheaper
// check instead (lib/session-checks.ts): a report served from the cache then costs a share of one
// statement.
const lookupOf = preparedPerDatabase(prepareLookup);

function prepareLookup(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      coachId: sessions.coachId,
      lastSeenAt: sessions.lastSeenAt,
      idleExpiresAt: sessions.idleExpiresAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
      principalStamp: sessions.principalStamp,
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
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.idleExpiresAt, sql.placeholder('now')),
        gt(sessions.absoluteExpiresAt, sql.placeholder('now')),
      ),
    )
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
