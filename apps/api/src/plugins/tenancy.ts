import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { forbidden, notFound } from '../lib/http-error';

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
  const locationKeys = [...LOCATION_KEYS, ...(request.routeOptions.config?.locationParams ?? [])];
  const raw = [...values(params, locationKeys), ...values(query, [...LOCATION_KEYS, 'location_ids', 'locationIds'])];
  const ids = [...new Set(raw.flatMap(asIds))];
  if (ids.length === 0) return;
  const { locations } = schema;
  const owned = await app.deps.database.db
    .select(checkedLocationFields)
    .from(locations)
    .where(and(eq(locations.partnerId, principal.partnerId), inArray(locations.id, ids)));
  if (owned.length !== ids.length) throw notFound('The location');
  request.checkedLocations = owned;
}

// preValidation: the raw params and query, before a route schema could drop a field it doesn't declare.
export default fp(async function tenancyPlugin(app: FastifyInstance) {
  app.decorateRequest('checkedLocations', null);
  app.addHook('preValidation', async (request) => checkTenancy(app, request));
});
