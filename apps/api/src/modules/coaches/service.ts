import { and, asc, between, eq, gt, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { schema } from '@rlo/db';
import {
  AGENT_CLIENT_LOCATIONS_PAGE,
  type ClientLocation,
  type CoachComment,
  type CoachCommentCreate,
  type RepairOrderDetail,
  type RepairOrderSummary,
  type SessionUser,
} from '@rlo/contract';
import type { AppDeps } from '../../deps';
import { conflict, notFound } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { isUniqueViolation } from '../../lib/database-errors';
import { assertEmailFree } from '../../lib/email-free';
import { containing } from '../../lib/like';
import { wholePartner } from '../../lib/reach';
import { resolveScope, type Scope } from '../../lib/scope';
import { addDays } from '../../analytics';
import { writeComment } from '../coach-comments/service';
import { loadDetail, summaryPage, type Paging } from '../repair-orders/queries';

const { coaches, coachAssignments, partners, locations, repairOrders, customers } = schema;

/** A coach account (provider staff). One address, one account: a shop user's address is taken too. */
export async function createCoach(deps: AppDeps, input: { email: string; password: string; name: string }): Promise<{ coachId: number }> {
  const { db } = deps.database;
  const email = input.email.trim();
  await assertEmailFree(db, email);
  try {
    const [row] = await db
      .insert(coaches)
      .values({ email, name: input.name.trim(), passwordHash: await hashPassword(input.password) })
      .returning({ id: coaches.id });
    return { coachId: row.id };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
}

/** Lets the coach act on the partner's locations; assigning twice is harmless. */
export async function assignCoach(deps: AppDeps, coachId: number, partnerId: number): Promise<void> {
  const { db } = deps.database;
  const [coach] = await db.select({ id: coaches.id }).from(coaches).where(eq(coaches.id, coachId));
  if (!coach) throw notFound('The coach');
  const [partner] = await db.select({ id: partners.id }).from(partners).where(eq(partners.id, partnerId));
  if (!partner) throw notFound('The partner');
  await db.insert(coachAssignments).values({ coachId, partnerId }).onConflictDoNothing();
}

export async function findCoachByEmail(deps: AppDeps, email: string) {
  const [coach] = await deps.database.db
    .select({ id: coaches.id, passwordHash: coaches.passwordHash })
    .from(coaches)
    .where(eq(sql`lower(${coaches.email})`, email.toLowerCase()))
    .limit(1);
  return coach ?? null;
}

/**
 * A client location the coach may act on: a location of a partner assigned to the coach. Anything
 * else — another partner's location, a missing one — is the same 404.
 */
export async function clientLocation(deps: AppDeps, coachId: number, locationId: number) {
  const [row] = await deps.database.db
    .select({ id: locations.id, partnerId: locations.partnerId, name: locations.name })
    .from(locations)
    .innerJoin(coachAssignments, and(eq(coachAssignments.partnerId, locations.partnerId), eq(coachAssignments.coachId, coachId)))
    .where(eq(locations.id, locationId))
    .limit(1);
  if (!row) throw notFound('The location');
  return row;
}

/**
 * A client location of the coach (404 as clientLocation) with the report scope of that one location,
 * resolved as for the partner's own users: the coach reads what the shop's screens read, through the
 * same services.
 */
export async function clientScope(deps: AppDeps, coachId: number, locationId: number): Promise<Scope> {
  const location = await clientLocation(deps, coachId, locationId);
  return resolveScope(deps, wholePartner(location.partnerId), location.id);
}

/**
 * One page of a client location's ROs whose business date is in from..to (default yesterday), any
 * status but DELETED, newest first: the shop's own RO list (repair-orders summaryPage). `search`
 * matches the RO number or the customer's first, last or full name.
 */
export async function clientRepairOrderPage(
  deps: AppDeps,
  scope: Scope,
  query: Paging & { startDate?: string; endDate?: string; search?: string },
): Promise<{ items: RepairOrderSummary[]; total: number }> {
  const { startDate, endDate, search, ...paging } = query;
  const yesterday = addDays(scope.today, -1);
  const from = startDate ?? endDate ?? yesterday;
  const to = endDate ?? startDate ?? yesterday;
  const locationId = scope.locationIds[0];
  const like = search ? containing(search) : null;
  // The customer by a subquery: the page's count reads repair_orders alone.
  const matching = like
    ? or(
        ilike(repairOrders.orderNumber, like),
        inArray(
          repairOrders.customerId,
          deps.database.db
            .select({ id: customers.id })
            .from(customers)
            .where(
              and(
                eq(customers.partnerId, scope.partnerId),
                eq(customers.locationId, locationId),
                or(
                  ilike(customers.firstName, like),
                  ilike(customers.lastName, like),
                  ilike(sql`concat_ws(' ', ${customers.firstName}, ${customers.lastName})`, like),
                ),
              ),
            ),
        ),
      )
    : undefined;
  return summaryPage(
    deps,
    scope.partnerId,
    and(eq(repairOrders.locationId, locationId), between(repairOrders.businessDate, from, to), ne(repairOrders.status, 'DELETED'), matching),
    paging,
  );
}

/** One RO of a client location (any other RO is a 404, like a missing one). */
export async function clientRepairOrder(deps: AppDeps, scope: Scope, roId: number): Promise<RepairOrderDetail> {
  const detail = await loadDetail(deps, { partnerId: scope.partnerId, locationIds: scope.locationIds }, eq(repairOrders.id, roId));
  if (!detail) throw notFound('The repair order');
  return detail;
}

/**
 * The coach as the session user of /auth/me: role Coach, no partner of their own (partnerId 0),
 * always verified and past onboarding, so the web app's guards let them through to their screens.
 */
export async function loadCoachView(deps: AppDeps, coachId: number): Promise<SessionUser | null> {
  const [coach] = await deps.database.db.select().from(coaches).where(eq(coaches.id, coachId)).limit(1);
  if (!coach) return null;
  return {
    id: coach.id,
    name: coach.name,
    email: coach.email,
    verified: 'true',
    role: 'Coach',
    isShopOwner: 'false',
    partnerId: 0,
    defaultLocation: null,
    subscriptions: [],
    subscriptionStatus: 'Active',
    OnboardingStage: 'FINISH',
    paymentProcessingPublicKey: null,
    locale: coach.locale as SessionUser['locale'],
    demoMode: deps.config.demoData,
  };
}

const clientColumns = {
  id: locations.id,
  name: locations.name,
  partnerId: locations.partnerId,
  partnerName: partners.businessName,
  timezone: locations.timezone,
  isDisable: locations.isDisable,
};

/**
 * One page of the coach's client locations by id, after `cursor` (the last id of the page before);
 * `partnerId` narrows to one partner, `filter` searches location and partner names. `next` is the
 * cursor of the following page, null on the last.
 */
export async function clientLocationPage(
  deps: AppDeps,
  coachId: number,
  query: { partnerId?: number; filter?: string; cursor?: number },
): Promise<{ items: ClientLocation[]; next: number | null }> {
  const { partnerId, filter, cursor } = query;
  const like = filter ? containing(filter) : null;
  const where: (SQL | undefined)[] = [
    partnerId ? eq(locations.partnerId, partnerId) : undefined,
    cursor ? gt(locations.id, cursor) : undefined,
    like ? or(ilike(locations.name, like), ilike(partners.businessName, like)) : undefined,
  ];
  const rows = await deps.database.db
    .select(clientColumns)
    .from(locations)
    .innerJoin(partners, eq(partners.id, locations.partnerId))
    .innerJoin(coachAssignments, and(eq(coachAssignments.partnerId, locations.partnerId), eq(coachAssignments.coachId, coachId)))
    .where(and(...where))
    .orderBy(asc(locations.id))
    .limit(AGENT_CLIENT_LOCATIONS_PAGE + 1);
  const items = rows.slice(0, AGENT_CLIENT_LOCATIONS_PAGE);
  return { items, next: rows.length > AGENT_CLIENT_LOCATIONS_PAGE ? items[items.length - 1].id : null };
}

/** One client location of the coach (404 as clientLocation). */
export async function clientLocationOf(deps: AppDeps, coachId: number, locationId: number): Promise<ClientLocation> {
  const { id } = await clientLocation(deps, coachId, locationId);
  const [row] = await deps.database.db
    .select(clientColumns)
    .from(locations)
    .innerJoin(partners, eq(partners.id, locations.partnerId))
    .where(eq(locations.id, id));
  return row;
}

/** A comment of the coach on a client location (checked by the caller), signed with the coach's name. */
export async function writeCoachComment(
  deps: AppDeps,
  coachId: number,
  location: { id: number; partnerId: number },
  input: CoachCommentCreate,
): Promise<CoachComment> {
  const [coach] = await deps.database.db.select({ name: coaches.name }).from(coaches).where(eq(coaches.id, coachId));
  return writeComment(deps, { partnerId: location.partnerId, locationId: location.id }, { coachName: coach.name, coachId }, input);
}
