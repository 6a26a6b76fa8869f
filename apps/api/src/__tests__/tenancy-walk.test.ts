import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema, type Db } from '@rlo/db';
import { API_PREFIX, SESSION_COOKIE } from '@rlo/contract';
import { createLocation, createVerifiedOwner } from '../modules/accounts/service';
import { createSession } from '../modules/auth/sessions';
import { createTestApp, XHR, type TestContext } from '../test/app';

/**
 * api.md "Tenancy — every call, no exceptions", proven by walking every registered route: partner A,
 * signed in, calls each private route with partner B's ids and must get 400, 403 or 404 and never
 * one of B's names. Routes added later are walked too, with no change here.
 */

type Kind =
  | 'partner'
  | 'location'
  | 'customer'
  | 'vehicle'
  | 'employee'
  | 'repairOrder'
  | 'coachComment'
  | 'ownerComment'
  | 'goal'
  | 'worksheet'
  | 'worksheetDefinition'
  | 'worksheetFieldDefinition'
  | 'clientEmail'
  | 'user';
type Tenant = Record<Kind, number> & { roNumber: string; secrets: string[] };

type Names = ReturnType<typeof namesOf>;
const namesOf = (tag: 'A' | 'B') => ({
    business: `${tag === 'A' ? 'Alpha' : 'Bravo'} Zulu Motors ${tag}`,
    location: `${tag}-Quayside Garage Location`,
    firstName: `Quincy${tag}`,
    lastName: `Customerson${tag}`,
    customerEmail: `quincy.${tag.toLowerCase()}@customer-${tag.toLowerCase()}.test`,
    roNumber: `RO-${tag}-77731`,
  ownerEmail: `owner@${tag.toLowerCase()}-tenant.test`,
});

interface Shell {
  tag: 'A' | 'B';
  names: Names;
  partnerId: number;
  userId: number;
  locationId: number;
}

async function createShell(ctx: TestContext, tag: 'A' | 'B'): Promise<Shell> {
  const names = namesOf(tag);
  const { partnerId, userId } = await createVerifiedOwner(ctx.deps, { businessName: names.business, email: names.ownerEmail, password: 'secret1' });
  const { locationId } = await createLocation(ctx.deps, { partnerId, name: names.location });
  return { tag, names, partnerId, userId, locationId };
}

/** One of each tenant object, inserted directly through the schema so that every kind of id exists. */
async function seedObjects(db: Db, { tag, names, partnerId, userId, locationId }: Shell): Promise<Tenant> {
  const at = { partnerId, locationId };
  const [customer] = await db
    .insert(schema.customers)
    .values({ ...at, externalId: `c-${tag}`, firstName: names.firstName, lastName: names.lastName, emailAddresses: [names.customerEmail] })
    .returning();
  const [vehicle] = await db.insert(schema.vehicles).values({ ...at, customerId: customer.id, externalId: `v-${tag}`, make: 'Ford' }).returning();
  const [employee] = await db
    .insert(schema.employees)
    .values({ ...at, externalId: `e-${tag}`, fullName: `Wendy Writer${tag}`, serviceAdvisor: true })
    .returning();
  const [ro] = await db
    .insert(schema.repairOrders)
    .values({
      ...at,
      externalId: `ro-${tag}`,
      orderNumber: names.roNumber,
      status: 'CLOSED',
      openedAt: new Date('2026-03-02T14:00:00Z'),
      closedAt: new Date('2026-03-02T20:00:00Z'),
      businessDate: '2026-03-02',
      customerId: customer.id,
      vehicleId: vehicle.id,
      writerId: employee.id,
      totalSoldCents: 45_600,
    })
    .returning();
  const [coachComment] = await db
    .insert(schema.coachComments)
    .values({ ...at, coachName: 'Coach Carter', title: `Coach note ${tag}`, description: 'Watch the ARO', kpiType: 'REPAIR_ORDER', reference: names.roNumber, repairOrderId: ro.id })
    .returning();
  const [ownerComment] = await db
    .insert(schema.ownerComments)
    .values({ ...at, authorUserId: userId, title: `Owner note ${tag}`, description: 'Great week' })
    .returning();
  await db.insert(schema.ownerCommentEmployees).values({ partnerId, ownerCommentId: ownerComment.id, employeeId: employee.id, employeeName: employee.fullName });
  const [goal] = await db
    .insert(schema.coachingGoals)
    .values({ ...at, chartType: 'sales', chartName: 'total_sales', chartGoal: 100_000, month: 3, year: 2026 })
    .returning();
  const [field] = await db.insert(schema.worksheetFieldDefinitions).values({ partnerId, label: `Field ${tag}`, type: 'number' }).returning();
  const [definition] = await db
    .insert(schema.worksheetDefinitions)
    .values({ partnerId, name: `Worksheet ${tag}`, categories: [{ name: 'Goals', fieldIds: [field.id] }] })
    .returning();
  const [worksheet] = await db
    .insert(schema.worksheets)
    .values({ ...at, definitionId: definition.id, definitionName: definition.name, version: 1, periodStart: '2026-03-01', periodEnd: '2026-03-31' })
    .returning();
  const [clientEmail] = await db
    .insert(schema.clientEmails)
    .values({ ...at, kind: 'daily_summary', businessDate: '2026-03-02', toEmail: names.ownerEmail, subject: `Daily summary ${names.location}`, html: '<p>x</p>', text: 'x' })
    .returning();
  return {
    partner: partnerId,
    location: locationId,
    customer: customer.id,
    vehicle: vehicle.id,
    employee: employee.id,
    repairOrder: ro.id,
    coachComment: coachComment.id,
    ownerComment: ownerComment.id,
    goal: goal.id,
    worksheet: worksheet.id,
    worksheetDefinition: definition.id,
    worksheetFieldDefinition: field.id,
    clientEmail: clientEmail.id,
    user: userId,
    roNumber: names.roNumber,
    secrets: [names.business, names.location, names.firstName, names.lastName, names.customerEmail, names.roNumber, names.ownerEmail],
  };
}

// Which object a path parameter names: by its own name first, else by the nearest path segment before it.
const PARAM_KINDS: Record<string, Kind> = {
  partnerId: 'partner',
  partner_id: 'partner',
  locationId: 'location',
  location_id: 'location',
  customerId: 'customer',
  customer_id: 'customer',
  vehicleId: 'vehicle',
  employeeId: 'employee',
  writerId: 'employee',
  technicianId: 'employee',
  roId: 'repairOrder',
  ro_id: 'repairOrder',
  repairOrderId: 'repairOrder',
  commentId: 'coachComment',
  coachCommentId: 'coachComment',
  ownerCommentId: 'ownerComment',
  goalId: 'goal',
  worksheetId: 'worksheet',
  clientEmailId: 'clientEmail',
  emailId: 'clientEmail',
  userId: 'user',
};
const SEGMENT_KINDS: [RegExp, Kind][] = [
  [/^(owner|employee)[-_]?comments?$/i, 'ownerComment'],
  [/^(coach[-_]?)?comments?$/i, 'coachComment'],
  [/^(repair-?orders?|ros?)$/i, 'repairOrder'],
  [/^(coaching-?)?goals?$/i, 'goal'],
  [/^worksheets?$/i, 'worksheet'],
  [/^worksheet-definitions$/i, 'worksheetDefinition'],
  [/^worksheet-field-definitions$/i, 'worksheetFieldDefinition'],
  [/^(client-?)?emails?$/i, 'clientEmail'],
  [/^customers?$/i, 'customer'],
  [/^vehicles?$/i, 'vehicle'],
  [/^(employees?|writers?|techs?|technicians?)$/i, 'employee'],
  [/^users?$/i, 'user'],
  [/^locations?$/i, 'location'],
  [/^partners?$/i, 'partner'],
  // GET /account/{id}: the account is the partner.
  [/^accounts?$/i, 'partner'],
];
// Parameters that are not ids get a plausible value, so the call reaches the tenancy checks; so do the
// ids of objects the walk does not seed (a CSV upload: under another partner's location it is 404).
const VALUE_PARAMS: Record<string, string> = { date: '2026-03-02', yyyymm: '2026-03', year: '2026', month: '3', uploadId: '1' };
// Likewise for the query: common inputs, so that fewer calls stop at validation (400) before the tenancy checks.
const PLAUSIBLE_QUERY: Record<string, string> = {
  date: '2026-03-02',
  from: '2026-03-01',
  to: '2026-03-31',
  month: '3',
  year: '2026',
  email: 'someone@a-tenant.test',
  orderStatus: 'CLOSED',
};

function kindOf(segments: string[], index: number): Kind | null {
  const name = segments[index].slice(1);
  if (PARAM_KINDS[name]) return PARAM_KINDS[name];
  for (let i = index - 1; i >= 0; i -= 1) {
    if (segments[i].startsWith(':')) continue;
    const match = SEGMENT_KINDS.find(([pattern]) => pattern.test(segments[i]));
    if (match) return match[1];
  }
  return null;
}

/** The route's URL with the tenant's ids, and whether every parameter was an id of a known kind. */
function fill(url: string, tenant: Tenant): { path: string; onlyKnownIds: boolean } {
  const segments = url.split('/');
  let onlyKnownIds = true;
  const filled = segments.map((segment, index) => {
    if (!segment.startsWith(':')) return segment;
    const name = segment.slice(1);
    if (VALUE_PARAMS[name]) {
      onlyKnownIds = false;
      return VALUE_PARAMS[name];
    }
    const kind = kindOf(segments, index);
    if (!kind) onlyKnownIds = false;
    return String(tenant[kind ?? 'location']);
  });
  return { path: filled.join('/'), onlyKnownIds };
}

const tenantQuery = (tenant: Tenant) =>
  new URLSearchParams({
    ...PLAUSIBLE_QUERY,
    order_number: tenant.roNumber,
    partnerId: String(tenant.partner),
    partner_id: String(tenant.partner),
    locationId: String(tenant.location),
    location_id: String(tenant.location),
  }).toString();

let ctx: TestContext;
let a: Tenant;
let b: Tenant;
beforeAll(async () => {
  ctx = await createTestApp({ CLOCK_NOW: '2026-03-04T15:00:00Z' });
  const shellA = await createShell(ctx, 'A');
  const shellB = await createShell(ctx, 'B');
  // B's objects first: B's object ids then equal A's partner and location ids (and the reverse), so
  // a route that checks an id against the wrong table lets B's object through and the walk sees it.
  b = await seedObjects(ctx.deps.database.db, shellB);
  a = await seedObjects(ctx.deps.database.db, shellA);
});
afterAll(() => ctx.close());

function privateRoutes() {
  return ctx.app.routeTable.filter(
    (r) =>
      r.url.startsWith(`${API_PREFIX}/`) &&
      !r.url.startsWith(`${API_PREFIX}/docs`) &&
      !r.url.includes('*') &&
      r.method !== 'OPTIONS' &&
      !r.config.public &&
      !r.config.bearer,
  );
}

/** A fresh session of A's owner for every call, so a route that ends sessions cannot disturb the next. */
async function callAsA(method: string, url: string) {
  const { token } = await createSession(ctx.deps, { userId: a.user });
  const headers = { ...XHR, cookie: `${SESSION_COOKIE}=${token}` };
  const withBody = ['POST', 'PUT', 'PATCH'].includes(method);
  return ctx.app.inject({ method: method as 'GET', url, headers, ...(withBody ? { payload: {} } : {}) });
}

describe('tenancy walker: every private route refuses another partner\'s ids', () => {
  it('answers 400, 403 or 404 to partner A calling with partner B\'s ids, and never shows B\'s data', async () => {
    const routes = privateRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(5);
    const failures: string[] = [];
    for (const route of routes) {
      const { path } = fill(route.url, b);
      const res = await callAsA(route.method, `${path}?${tenantQuery(b)}`);
      const leaked = b.secrets.filter((secret) => res.body.includes(secret));
      if (![400, 403, 404].includes(res.statusCode) || leaked.length > 0) {
        failures.push(`${route.method} ${route.url} -> ${res.statusCode}${leaked.length ? ` leaks ${leaked.join(', ')}` : ''}: ${res.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses a route with only another partner\'s object id in the path (no tenant query)', async () => {
    const failures: string[] = [];
    for (const route of privateRoutes().filter((r) => r.url.includes('/:'))) {
      const { path } = fill(route.url, b);
      const res = await callAsA(route.method, path);
      const leaked = b.secrets.filter((secret) => res.body.includes(secret));
      if (![400, 403, 404].includes(res.statusCode) || leaked.length > 0) {
        failures.push(`${route.method} ${route.url} -> ${res.statusCode}${leaked.length ? ` leaks ${leaked.join(', ')}` : ''}: ${res.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('serves partner A with A\'s own ids (the guard does not just refuse everything)', async () => {
    const me = await callAsA('GET', `${API_PREFIX}/auth/me?${tenantQuery(a)}`);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: a.user, partnerId: a.partner });
    const locations = await callAsA('GET', `${API_PREFIX}/locations?${tenantQuery(a)}`);
    expect(locations.statusCode).toBe(200);
    expect(locations.json().items.map((l: { id: number }) => l.id)).toEqual([a.location]);

    const failures: string[] = [];
    for (const route of privateRoutes().filter((r) => r.method === 'GET' && r.config.audience !== 'coach')) {
      const { path, onlyKnownIds } = fill(route.url, a);
      if (!onlyKnownIds) continue;
      const res = await callAsA('GET', `${path}?${tenantQuery(a)}`);
      if ([401, 403, 404].includes(res.statusCode)) failures.push(`GET ${route.url} -> ${res.statusCode}: ${res.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  });
});
