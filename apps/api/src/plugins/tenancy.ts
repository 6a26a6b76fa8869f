import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { schema, type Db } from '@rlo/db';
import { forbidden, notFound } from '../lib/http-error';
import { preparedPerDatabase } from '../lib/prepared';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Path parameters (beyond locationId) that carry a location id, e.g. ['id'] on /locations/:id/... */
    locationParams?: string[];
  }
  interface FastifyRequest {
    /**
     * The session partner's locations named by the request, as the guard read them: a report's
     * scope takes them from here instead of reading the same row again.
     */
    checkedLocations: readonly CheckedLocation[] | null;
    /** The read of the named locations, started before the session is known (see the plugin). */
    locationRead: Promise<(CheckedLocation & { partnerId: number })[]> | null;
  }
}

/** What the guard reads of each location: what a report's scope needs of it. */
export const checkedLocationFields = {
  id: schema.locations.id,
  name: schema.locations.name,
  timezone: schema.locations.timezone,
  workingDays: schema.locations.workingDays,
  isDisable: schema.locations.isDisable,
};

export interface CheckedLocation {
  id: number;
  name: string;
  timezone: string;
  workingDays: number;
  isDisable: boolean;
}

const PARTNER_KEYS = ['partnerId', 'partner_id'];
const LOCATION_KEYS = ['locationId', 'location_id'];

type Bag = Record<string, unknown> | undefined;

function values(bag: Bag, keys: string[]): unknown[] {
  if (!bag || typeof bag !== 'object') return [];
  return keys.filter((k) => k in bag && bag[k] !== undefined && bag[k] !== null).map((k) => bag[k]);
}

function asIds(raw: unknown): number[] {
  const parts = Array.isArray(raw) ? raw : String(raw).split(',');
  return parts
    .map((p) => String(p).trim())
    // Not an id at all ("north"): the route's schema answers 400 for it.
    .filter((p) => /^\d+$/.test(p))
    .map((p) => Number(p));
}

/** The location ids a request names in its path or query. */
function requestedLocationIds(request: FastifyRequest): number[] {
  const params = request.params as Bag;
  const query = request.query as Bag;
  const locationKeys = [...LOCATION_KEYS, ...(request.routeOptions.config?.locationParams ?? [])];
  const raw = [...values(params, locationKeys), ...values(query, [...LOCATION_KEYS, 'location_ids', 'locationIds'])];
  return [...new Set(raw.flatMap(asIds))];
}

/**
 * Tenancy by construction (api.md): a partner id in the path or query must be the session's
 * partner (403), and any location id must be one of that partner's locations (404). Object ids
 * are scoped in each query by the session's partner. Coaches pass through here and are checked
 * against their assignments by the /agent routes.
 */
export async function checkTenancy(app: FastifyInstance, request: FastifyRequest) {
  const principal = request.principal;
  if (!principal || principal.kind !== 'user') return;
  const params = request.params as Bag;
  const query = request.query as Bag;
  for (const raw of [...values(params, PARTNER_KEYS), ...values(query, PARTNER_KEYS)]) {
    if (Number(raw) !== principal.partnerId) throw forbidden();
  }
  const ids = requestedLocationIds(request);
  if (ids.length === 0) return;
  const read = await (request.locationRead ?? readLocations(app, ids));
  const owned = read.filter((l) => l.partnerId === principal.partnerId);
  if (owned.length !== ids.length) throw notFound('The location');
  request.checkedLocations = owned;
}

// Most signed-in requests name a location, so this read is prepared, like the session lookup:
// building and planning it cost more than running it.
const lookupOf = preparedPerDatabase(prepareLookup);

// An id beyond int4 names no location (the 404 says so) and must not reach the int[] cast.
const INT4_MAX = 2 ** 31 - 1;
const readLocations = (app: FastifyInstance, ids: number[]) =>
  lookupOf(app.deps.database.db).execute({ ids: ids.filter((id) => id <= INT4_MAX) });

function prepareLookup(db: Db) {
  const { locations } = schema;
  return db
    .select({ ...checkedLocationFields, partnerId: locations.partnerId })
    .from(locations)
    .where(sql`${locations.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('locations_by_id');
}

/**
 * The guard reads the named locations while the session plugin looks the session up (this hook
 * runs first), and checks them against the session's partner once it is known: the request waits
 * for one round trip to the database instead of two in a row. Only a request with a cookie can
 * have a session, so only such requests start the read.
 */
export default fp(async function tenancyPlugin(app: FastifyInstance) {
  app.decorateRequest('checkedLocations', null);
  app.decorateRequest('locationRead', null);
  app.addHook('onRequest', async (request) => {
    if (!request.headers.cookie) return;
    const ids = requestedLocationIds(request);
    if (ids.length === 0) return;
    const read = readLocations(app, ids);
    // A read nobody awaits (the request was answered 401 first) must fail quietly, not as an unhandled rejection.
    read.catch(() => undefined);
    request.locationRead = read;
  });
  // preValidation: the raw params and query, before a route schema could drop a field it doesn't declare.
  app.addHook('preValidation', async (request) => checkTenancy(app, request));
});
