import { eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { API_PREFIX, SESSION_COOKIE } from '@rlo/contract';
import { assignCoach, createCoach } from '../../modules/coaches/service';
import { createLocation, createUser, createVerifiedOwner } from '../../modules/accounts/service';
import { createSession } from '../../lib/sessions';
import { ingestBatch, issueAgentToken } from '../../ingest';
import { handMadeBatch } from '../../ingest/__tests__/fixtures';
import type { TestContext } from '../app';
import { insertLocationObjects } from '../location-objects';
import type { Kind } from '../object-kinds';

// The shop the fuzz test signs in to: a real owner with one of each object, so that requests built
// from a route's schema carry ids that exist and reach the handlers instead of stopping at a 404.

/** The kinds the world has one of: all but a category mapping, which no field the fuzz fills names. */
export type WorldKind = Exclude<Kind, 'mappedCategory'>;

export interface World {
  ids: Record<WorldKind, number>;
  ownerUserId: number;
  orderNumber: string;
  agentToken: string;
  /** Cookie headers of the owner and the coach; renewed when a request ends one (see `restore`). */
  ownerCookie: string;
  coachCookie: string;
}

const OWNER = { email: 'owner@fuzz-shop.test', password: 'secret1' };
/** The fake Tekmetric the fuzz test starts: the world's location is connected to it. */
export const FUZZ_TEKMETRIC = { shopId: 4242, clientId: 'fuzz-client-id', clientSecret: 'fuzz-client-secret' };

/**
 * Users of another partner created first, so that the owner's user id is not also the id of any
 * object of the world: a request that edits or deletes "user N" for a location id N must never
 * change the signed-in owner, or every later request would test a different, weaker account.
 */
async function pushUserIds(ctx: TestContext, count: number) {
  const { partnerId } = await createVerifiedOwner(ctx.deps, { businessName: 'Padding Partner', email: 'pad0@fuzz-pad.test', password: 'secret1' });
  for (let i = 1; i < count; i += 1) await createUser(ctx.deps, { partnerId, email: `pad${i}@fuzz-pad.test`, password: 'secret1', role: 'User' });
}

export async function createWorld(ctx: TestContext): Promise<World> {
  const { db } = ctx.deps.database;
  await pushUserIds(ctx, 30);
  const { partnerId, userId } = await createVerifiedOwner(ctx.deps, { businessName: 'Fuzz Shop Motors', ...OWNER });
  const { locationId } = await createLocation(ctx.deps, { partnerId, name: 'Fuzz North', shopManagementType: 'TEKMETRIC' });
  await createLocation(ctx.deps, { partnerId, name: 'Fuzz South' });
  const { userId: staffId } = await createUser(ctx.deps, { partnerId, email: 'staff@fuzz-shop.test', password: 'secret1', role: 'User' });

  const batch = handMadeBatch();
  const ingested = await ingestBatch(ctx.deps, { locationId, source: 'cli' }, batch);
  if (ingested.rejected > 0) throw new Error(`the world's batch was rejected: ${JSON.stringify(ingested.rejections)}`);
  const at = { partnerId, locationId };
  const first = <T>(rows: T[], what: string): T => {
    if (!rows[0]) throw new Error(`the world has no ${what}`);
    return rows[0];
  };
  const ro = first(await db.select().from(schema.repairOrders).where(eq(schema.repairOrders.locationId, locationId)).limit(1), 'repair order');
  const customer = first(await db.select().from(schema.customers).where(eq(schema.customers.id, ro.customerId)), 'customer');
  const vehicle = first(await db.select().from(schema.vehicles).where(eq(schema.vehicles.locationId, locationId)).limit(1), 'vehicle');
  const employee = first(await db.select().from(schema.employees).where(eq(schema.employees.locationId, locationId)).limit(1), 'employee');
  const category = first(await db.select().from(schema.categories).where(eq(schema.categories.locationId, locationId)).limit(1), 'category');

  const objects = await insertLocationObjects(db, at, { ownerUserId: userId, ro, employee }, {
    coachName: 'Coach Fuzz', coachTitle: 'Watch the ARO', coachNote: 'Keep it up', ownerTitle: 'Owner note', field: 'Fuzz field',
    worksheet: 'Fuzz worksheet', mailTo: OWNER.email, mailSubject: 'Daily summary', upload: 'fuzz.csv',
  });

  const { coachId } = await createCoach(ctx.deps, { email: 'coach@fuzz-provider.test', password: 'secret1', name: 'Coach Fuzz' });
  await assignCoach(ctx.deps, coachId, partnerId);
  const { token: agentToken } = await issueAgentToken(ctx.deps, partnerId, locationId);
  const ownerCookie = await sessionCookie(ctx, { userId });
  // Connected to the fake Tekmetric, so "Test connection" and "Sync now" go past "no connection".
  const connected = await ctx.app.inject({
    method: 'POST',
    url: `${API_PREFIX}/management-system?partnerId=${partnerId}&locationId=${locationId}`,
    headers: { cookie: ownerCookie, 'x-requested-with': 'XMLHttpRequest' },
    payload: { shopManagementType: 'TEKMETRIC', connectionID: String(FUZZ_TEKMETRIC.shopId), authentication: FUZZ_TEKMETRIC.clientId, apiKey: FUZZ_TEKMETRIC.clientSecret },
  });
  if (connected.statusCode >= 300) throw new Error(`the world's Tekmetric connection failed: ${connected.statusCode} ${connected.body}`);

  const ids: Record<WorldKind, number> = {
    ...objects,
    partner: partnerId,
    location: locationId,
    customer: customer.id,
    vehicle: vehicle.id,
    employee: employee.id,
    repairOrder: ro.id,
    user: staffId,
    category: category.id,
  };
  if (Object.values(ids).includes(userId)) throw new Error(`the owner's user id ${userId} is also an object id of the world`);
  return {
    ids,
    ownerUserId: userId,
    orderNumber: ro.orderNumber,
    agentToken,
    ownerCookie,
    coachCookie: await sessionCookie(ctx, { coachId }),
  };
}

async function sessionCookie(ctx: TestContext, owner: { userId: number } | { coachId: number }) {
  const { token } = await createSession(ctx.deps, owner);
  return `${SESSION_COOKIE}=${token}`;
}

/**
 * Puts the owner back as the fuzz found them: a request may legitimately sign out, change the
 * owner's role, send the partner back to onboarding or remove the card. None of that is a bug, but
 * every later request would then stop at a 401/403 and test nothing behind it.
 */
export async function restore(ctx: TestContext, world: World): Promise<void> {
  const { db } = ctx.deps.database;
  await db
    .update(schema.users)
    .set({ role: 'Admin', isShopOwner: true, verified: true })
    .where(eq(schema.users.id, world.ownerUserId));
  await db
    .update(schema.partners)
    .set({ subscriptionStatus: 'Active', onboardingStage: 'FINISH' })
    .where(eq(schema.partners.id, world.ids.partner));
  await db.update(schema.locations).set({ isDisable: false }).where(eq(schema.locations.id, world.ids.location));
}

/** A fresh session of the same owner or coach, after a request ended theirs (logout is fuzzed too). */
export async function renewSessions(ctx: TestContext, world: World): Promise<void> {
  const { db } = ctx.deps.database;
  const [coach] = await db.select({ id: schema.coaches.id }).from(schema.coaches).where(eq(schema.coaches.email, 'coach@fuzz-provider.test'));
  world.ownerCookie = await sessionCookie(ctx, { userId: world.ownerUserId });
  if (coach) world.coachCookie = await sessionCookie(ctx, { coachId: coach.id });
}
