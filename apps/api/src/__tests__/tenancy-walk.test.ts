import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { API_PREFIX, SESSION_COOKIE } from '@rlo/contract';
import type { RouteEntry } from '../app';
import { createUser } from '../modules/accounts/service';
import { assignCoach, createCoach } from '../modules/coaches/service';
import { createSession } from '../lib/sessions';
import { createTestApp, XHR, type TestContext } from '../test/app';
import type { Kind } from '../test/object-kinds';
import { buildRequest, type BuiltRequest, type IdSource } from '../test/tenancy-walk/build';
import { createShop, PARTNER_LEVEL, seedLocation, shopSecrets, type Shop, type Tenant } from '../test/tenancy-walk/seed';

/**
 * api.md "Tenancy — every call, no exceptions", proven by walking every registered route (routes
 * added later are walked too, with no change here). Each call is built from the route's own schema
 * (test/tenancy-walk/build.ts), so it gets past validation and reaches the guard and the handler:
 *
 * - partner A's owner, with A's partner id and B's object ids (locations, ROs, customers, …) → 403/404;
 * - the same with A's partner and location and B's other objects, for the handlers that check an
 *   object against a location the guard has passed → 403/404;
 * - A's LocationManager, assigned A's first location, with A's second location and its objects → 403/404;
 * - A's owner with A's own ids → served.
 *
 * No answer may ever show a name or e-mail of the objects it was refused, and a 400 is a failure
 * (the call proved nothing) unless the route is on REFUSED_BY_DESIGN below.
 */

/**
 * Routes that refuse another tenant's id with a 400, and why. Only such a refusal is excused: a 400
 * to a call naming nothing foreign, or a request the builder cannot make valid, still fails.
 */
const REFUSED_BY_DESIGN: Record<string, string> = {
  'POST /:partnerId/worksheet-definitions':
    "a body list of field ids, checked as a field (400 'Unknown field definition', errors.path categories), like users' locationIds",
  'POST /category/:partnerId/save-mapped-category/:locationId':
    "a body list of category ids (mappedCategory), checked as a field (400, errors.path mappedCategory), like users' locationIds",
};

/** Routes without an All locations: their 400 when no location is named is the answer. */
const ONE_LOCATION_ONLY: Record<string, string> = {
  'GET /:partnerId/recovered-customer-count': 'recovered customers are counted per location ("Select a single location")',
  'GET /:partnerId/recovered-customer-list': 'recovered customers are listed per location ("Select a single location")',
};

let ctx: TestContext;
let shopA: Shop;
let a: Tenant;
let a2: Tenant;
let b: Tenant;
let managerId: number;

beforeAll(async () => {
  ctx = await createTestApp({ CLOCK_NOW: '2026-03-04T15:00:00Z' });
  shopA = await createShop(ctx, 'A');
  const shopB = await createShop(ctx, 'B');
  // B's objects first: B's object ids then equal A's location ids (and the reverse), so a route that
  // checks an id against the wrong table lets B's object through and the walk sees it.
  b = await seedLocation(ctx, shopB, 'B');
  a = await seedLocation(ctx, shopA, 'A');
  a2 = await seedLocation(ctx, shopA, 'A2');
  ({ userId: managerId } = await createUser(ctx.deps, { partnerId: shopA.partnerId, email: 'manager@a-tenant.test', password: 'secret1', role: 'LocationManager' }));
  await ctx.deps.database.db.update(schema.users).set({ defaultLocationId: a.location }).where(eq(schema.users.id, managerId));
});
afterAll(() => ctx.close());

function privateRoutes(): RouteEntry[] {
  return ctx.app.routeTable.filter(
    (r) =>
      r.url.startsWith(`${API_PREFIX}/`) &&
      !r.url.startsWith(`${API_PREFIX}/docs`) &&
      !r.url.includes('*') &&
      !['OPTIONS', 'HEAD'].includes(r.method) &&
      !r.config.public &&
      !r.config.bearer,
  );
}

/** Each kind's id (and an RO's number) from `pick(kind)`'s tenant. */
const sourceOf =
  (pick: (kind: Kind) => Tenant): IdSource =>
  (kind) => ({ id: pick(kind)[kind], second: kind === 'customer' ? pick(kind).secondCustomer : pick(kind)[kind], roNumber: pick(kind).roNumber });

/** A fresh session for every call, so a route that ends sessions cannot disturb the next. */
async function call(userId: number | { coachId: number }, method: string, built: BuiltRequest) {
  const { token } = await createSession(ctx.deps, typeof userId === 'number' ? { userId } : userId);
  const headers = { ...XHR, cookie: `${SESSION_COOKIE}=${token}` };
  return ctx.app.inject({ method: method as 'GET', url: built.url, headers, ...(built.body !== undefined ? { payload: built.body as object } : {}) });
}

/** Puts A's owner and account back as they were: a call may sign out, demote, or reopen onboarding. */
async function restore() {
  const { db } = ctx.deps.database;
  await db.update(schema.users).set({ role: 'Admin', isShopOwner: true, verified: true }).where(eq(schema.users.id, shopA.ownerUserId));
  await db.update(schema.users).set({ role: 'LocationManager', isShopOwner: false, verified: true, defaultLocationId: a.location }).where(eq(schema.users.id, managerId));
  await db.update(schema.partners).set({ subscriptionStatus: 'Active', onboardingStage: 'FINISH' }).where(eq(schema.partners.id, shopA.partnerId));
  await db.update(schema.locations).set({ isDisable: false }).where(eq(schema.locations.partnerId, shopA.partnerId));
}

interface Walk {
  userId: () => number;
  pick: (kind: Kind) => Tenant;
  /** Whether an id of this kind is one the caller must be refused. */
  refused: (kind: Kind) => boolean;
  secrets: () => string[];
  /** Walk only the calls that carry a refused id (the others are another walk's business). */
  onlyRefused?: boolean;
  /** Leave optional locations out: each route's All locations, which must hold only the caller's. */
  allLocations?: boolean;
}

/** Calls every private route as the walk says; the failures, one line each. */
async function walk({ userId, pick, refused, secrets, onlyRefused, allLocations }: Walk): Promise<string[]> {
  const failures: string[] = [];
  for (const route of privateRoutes()) {
    const built = buildRequest(route, API_PREFIX, sourceOf(pick), { allLocations });
    const namesRefused = [...built.kinds].some(refused);
    if (onlyRefused && !namesRefused) continue;
    const label = `${route.method} ${route.url.slice(API_PREFIX.length)}`;
    if (built.invalid) {
      failures.push(`${label}: could not build a valid request: ${built.invalid}`);
      continue;
    }
    const res = await call(userId(), route.method, built);
    await restore();
    const leaked = secrets().filter((secret) => res.body.includes(secret));
    const status = res.statusCode;
    const wrong =
      leaked.length > 0 ||
      status >= 500 ||
      (status === 400 && !(namesRefused && REFUSED_BY_DESIGN[label]) && !(allLocations && ONE_LOCATION_ONLY[label])) ||
      (namesRefused && status !== 400 && status !== 403 && status !== 404) ||
      // A call naming nothing refused has nothing to be "not found": a 404 would hide a broken scope.
      (!namesRefused && status === 404);
    if (wrong) {
      failures.push(`${label} [${[...built.kinds].join(',')}] -> ${status}${leaked.length ? ` LEAKS ${leaked.join(', ')}` : ''}: ${built.url} ${res.body.slice(0, 160)}`);
    }
  }
  return failures;
}

describe("tenancy walker: every private route refuses another tenant's ids", () => {
  it("serves partner A with A's own ids (the guard does not just refuse everything)", async () => {
    const owner = () => shopA.ownerUserId;
    const failures: string[] = [];
    for (const route of privateRoutes().filter((r) => r.method === 'GET' && r.config.audience !== 'coach')) {
      const built = buildRequest(route, API_PREFIX, sourceOf(() => a));
      const label = `GET ${route.url.slice(API_PREFIX.length)}`;
      if (built.invalid) {
        failures.push(`${label}: could not build a valid request: ${built.invalid}`);
        continue;
      }
      const res = await call(owner(), 'GET', built);
      if (res.statusCode >= 400) failures.push(`${label} -> ${res.statusCode}: ${built.url} ${res.body.slice(0, 160)}`);
    }
    expect(failures).toEqual([]);
    const locations = await call(owner(), 'GET', { url: `${API_PREFIX}/locations`, body: undefined, kinds: new Set(), invalid: null });
    expect(locations.json().items.map((l: { id: number }) => l.id)).toEqual([a.location, a2.location]);
  });

  it("answers 403/404 to partner A calling with A's partner id and B's object ids, and never shows B's data", async () => {
    const failures = await walk({
      userId: () => shopA.ownerUserId,
      pick: (kind) => (kind === 'partner' ? a : b),
      refused: (kind) => kind !== 'partner',
      secrets: () => [...b.secrets, ...shopSecrets('B')],
    });
    expect(failures).toEqual([]);
  });

  it("answers 403/404 to A naming its own location and B's other objects (the handlers' object checks)", async () => {
    const failures = await walk({
      userId: () => shopA.ownerUserId,
      pick: (kind) => (kind === 'partner' || kind === 'location' ? a : b),
      refused: (kind) => kind !== 'partner' && kind !== 'location',
      secrets: () => [...b.secrets, ...shopSecrets('B')],
      onlyRefused: true,
    });
    expect(failures).toEqual([]);
  });

  it("answers 403/404 to A's LocationManager naming A's other location or its objects, and never shows them", async () => {
    const failures = await walk({
      userId: () => managerId,
      pick: (kind) => (PARTNER_LEVEL.has(kind) ? a : a2),
      refused: (kind) => !PARTNER_LEVEL.has(kind),
      secrets: () => a2.secrets,
    });
    expect(failures).toEqual([]);
  });

  it("answers 404 to a coach assigned to A naming B's location or objects, serves A's, and never shows B's data", async () => {
    // api.md: a coach acts on client locations through /agent/… only, and only on assigned partners'.
    const { coachId } = await createCoach(ctx.deps, { email: 'coach@walk-provider.test', password: 'secret1', name: 'Walk Coach' });
    await assignCoach(ctx.deps, coachId, shopA.partnerId);
    const coach = { coachId };
    const routes = privateRoutes().filter((r) => r.config.audience === 'coach');
    expect(routes.length).toBeGreaterThanOrEqual(10);
    const failures: string[] = [];
    const secrets = [...b.secrets, ...shopSecrets('B')];
    for (const route of routes) {
      const label = `${route.method} ${route.url.slice(API_PREFIX.length)}`;
      // A's ids: served. B's location (and objects), or A's location with B's objects: 404, nothing of B's shown.
      for (const [pick, expectRefusal] of [
        [() => a, false],
        [() => b, true],
        [(kind: Kind) => (kind === 'location' ? a : b), true],
      ] as [(kind: Kind) => Tenant, boolean][]) {
        const built = buildRequest(route, API_PREFIX, sourceOf(pick));
        if (built.invalid) {
          failures.push(`${label}: could not build a valid request: ${built.invalid}`);
          continue;
        }
        const names = [...built.kinds].some((kind) => pick(kind) === b);
        if (expectRefusal && !names) continue;
        const res = await call(coach, route.method, built);
        const leaked = secrets.filter((secret) => res.body.includes(secret));
        const ok = expectRefusal ? res.statusCode === 404 : res.statusCode < 400;
        if (!ok || leaked.length) failures.push(`${label} [${[...built.kinds].join(',')}] -> ${res.statusCode}${leaked.length ? ` LEAKS ${leaked.join(', ')}` : ''}: ${built.url} ${res.body.slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("shows A's LocationManager nothing of A's other location in any All-locations answer", async () => {
    const failures = await walk({
      userId: () => managerId,
      pick: (kind) => (PARTNER_LEVEL.has(kind) ? a : a2),
      refused: (kind) => !PARTNER_LEVEL.has(kind),
      secrets: () => a2.secrets,
      allLocations: true,
    });
    expect(failures).toEqual([]);
  });
});
