import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { ROLE_LABELS, type PartnerUser, type PartnerUserList, type Role, type UserSave } from '@rlo/contract';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import type { UserPrincipal } from '../../lib/principal';
import { isUniqueViolation } from '../../lib/database-errors';
import { assertEmailFree } from '../../lib/email-free';

const { users, locations, auditLog, userLocations } = schema;

export const CANNOT_DELETE_SELF = 'You cannot delete your own user. Another Shop Owner-General Manager of the account can.';
export const LAST_ADMIN = `The account must keep at least one ${ROLE_LABELS.Admin}: this is the last one.`;
export const COMPOSITE_ROLE_FIXED = `The role of a ${ROLE_LABELS.CompositePartner} is set by the provider and cannot be changed here.`;
/** The form's message key for a location that is not one of the partner's (userSaveSchema uses it too). */
export const LOCATION_INVALID = 'settings.users.errors.locationInvalid';

const columns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  defaultLocation: users.defaultLocationId,
  // A LocationManager's other locations (docs/decisions/2026-11-26-location-manager-scoping.md "LocationManager location scoping"), in the row.
  locationIds: sql<number[]>`array(select ${userLocations.locationId} from ${userLocations} where ${userLocations.userId} = ${users.id} order by 1)`,
  customerContact: users.customerContact,
  verified: users.verified,
};

/** The users of the session's partner, by name (3-operations §2 "Users"). */
export async function listUsers(deps: AppDeps, partnerId: number, paging: { page_num: number; page_size: number }): Promise<PartnerUserList> {
  const { db } = deps.database;
  const mine = eq(users.partnerId, partnerId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .where(mine)
      .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
      .limit(paging.page_size)
      .offset((paging.page_num - 1) * paging.page_size),
    db.select({ total: count() }).from(users).where(mine),
  ]);
  return { items: rows.map((row) => ({ ...row, role: row.role as Role })), total };
}

type Tx = Parameters<Parameters<AppDeps['database']['db']['transaction']>[0]>[0];

async function userOfPartner(tx: Tx, partnerId: number, id: number): Promise<PartnerUser & { hasPassword: boolean }> {
  const [row] = await tx
    .select({ ...columns, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, id), eq(users.partnerId, partnerId)))
    .limit(1)
    .for('update');
  if (!row) throw notFound('The user');
  const { passwordHash, ...user } = row;
  return { ...user, role: user.role as Role, hasPassword: passwordHash !== null };
}

/**
 * Stores the user's locations: a LocationManager's are replaced by `ids`; any other role sees every
 * location, so it keeps none. Each id must be a location of the partner (400 with the form's key).
 */
async function saveUserLocations(tx: Tx, partnerId: number, userId: number, role: Role, ids: readonly number[]): Promise<number[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length > 0) {
    const own = await tx
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.partnerId, partnerId), inArray(locations.id, wanted)));
    if (own.length !== wanted.length) throw badRequest(LOCATION_INVALID, [{ path: 'locationIds', message: LOCATION_INVALID }]);
  }
  const kept = role === 'LocationManager' ? wanted : [];
  await tx.delete(userLocations).where(eq(userLocations.userId, userId));
  if (kept.length > 0) await tx.insert(userLocations).values(kept.map((locationId) => ({ userId, locationId })));
  return kept;
}

async function assertOwnLocation(tx: Tx, partnerId: number, locationId: number | null): Promise<void> {
  if (locationId === null) return;
  const [row] = await tx.select({ id: locations.id }).from(locations).where(and(eq(locations.id, locationId), eq(locations.partnerId, partnerId))).limit(1);
  if (!row) throw notFound('The location');
}

/** Admins left after taking `userId` out of them; locks the partner's Admin rows so two removals cannot both pass. */
async function otherAdmins(tx: Tx, partnerId: number, userId: number): Promise<number> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.partnerId, partnerId), eq(users.role, 'Admin'), ne(users.id, userId)))
    .for('update');
  return rows.length;
}

async function audit(tx: Tx, principal: UserPrincipal, action: string, userId: number, detail: Record<string, unknown>) {
  await tx.insert(auditLog).values({ partnerId: principal.partnerId, userId: principal.userId, action, entity: 'user', entityId: String(userId), detail });
}

/** What the caller must e-mail after a save: an invitation (no password yet) or a verification (new address). */
export type MailToSend = 'invite' | 'verify' | null;

/** A new user of the partner: unverified, no password; the invitation e-mail lets them choose one. */
export async function createPartnerUser(deps: AppDeps, principal: UserPrincipal, input: UserSave): Promise<{ userId: number; mail: MailToSend }> {
  try {
    return await deps.database.db.transaction(async (tx) => {
      await assertEmailFree(tx, input.email);
      await assertOwnLocation(tx, principal.partnerId, input.defaultLocation);
      const [row] = await tx
        .insert(users)
        .values({
          partnerId: principal.partnerId,
          name: input.name,
          email: input.email,
          role: input.role ?? 'User',
          defaultLocationId: input.defaultLocation,
          customerContact: input.customerContact,
          verified: false,
        })
        .returning({ id: users.id });
      const locationIds = await saveUserLocations(tx, principal.partnerId, row.id, input.role ?? 'User', input.locationIds);
      await audit(tx, principal, 'user.create', row.id, { role: input.role ?? 'User', locationIds });
      return { userId: row.id, mail: 'invite' as const };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
}

/**
 * Edits a user of the partner. A new address must be proven again: the user becomes unverified and
 * gets a verification e-mail (or a fresh invitation while they have no password yet).
 */
export async function updatePartnerUser(deps: AppDeps, principal: UserPrincipal, id: number, input: UserSave): Promise<{ mail: MailToSend }> {
  try {
    return await deps.database.db.transaction(async (tx) => {
      const current = await userOfPartner(tx, principal.partnerId, id);
      if (current.role === 'CompositePartner' && input.role !== undefined) throw badRequest(COMPOSITE_ROLE_FIXED, [{ path: 'role', message: COMPOSITE_ROLE_FIXED }]);
      const role = input.role ?? current.role;
      if (current.role === 'Admin' && role !== 'Admin' && (await otherAdmins(tx, principal.partnerId, id)) === 0) {
        throw badRequest(LAST_ADMIN, [{ path: 'role', message: LAST_ADMIN }]);
      }
      const emailChanged = current.email.toLowerCase() !== input.email.toLowerCase();
      if (emailChanged) await assertEmailFree(tx, input.email, id);
      await assertOwnLocation(tx, principal.partnerId, input.defaultLocation);
      await tx
        .update(users)
        .set({
          name: input.name,
          email: input.email,
          role,
          defaultLocationId: input.defaultLocation,
          customerContact: input.customerContact,
          ...(emailChanged ? { verified: false } : {}),
        })
        .where(and(eq(users.id, id), eq(users.partnerId, principal.partnerId)));
      const locationIds = await saveUserLocations(tx, principal.partnerId, id, role, input.locationIds);
      await audit(tx, principal, 'user.update', id, { roleFrom: current.role, roleTo: role, emailChanged, locationIds });
      const mail: MailToSend = !emailChanged ? null : current.hasPassword ? 'verify' : 'invite';
      return { mail };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
}

/** Deletes a user of the partner; never oneself, never the last Admin (400 with the reason). */
export async function deletePartnerUser(deps: AppDeps, principal: UserPrincipal, id: number): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const target = await userOfPartner(tx, principal.partnerId, id);
    if (target.id === principal.userId) throw badRequest(CANNOT_DELETE_SELF);
    if (target.role === 'Admin' && (await otherAdmins(tx, principal.partnerId, id)) === 0) throw badRequest(LAST_ADMIN);
    await audit(tx, principal, 'user.delete', id, { email: target.email, role: target.role });
    await tx.delete(users).where(and(eq(users.id, id), eq(users.partnerId, principal.partnerId)));
  });
}
