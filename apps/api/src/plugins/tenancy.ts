import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ID_MAX, parseId } from '@rlo/contract';
import { badRequest, forbidden, notFound, type FieldError } from '../lib/http-error';
import { canReach } from '../lib/reach';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Path parameters (beyond locationId) that carry a location id, e.g. ['id'] on /locations/:id/... */
    locationParams?: string[];
  }
}

// Where a request names a partner or a location: these keys in the query, these (and a route's
// `locationParams`) in the path. `partnerIds` and `location_ids`/`locationIds` are comma lists.
const PARTNER_KEYS = ['partnerId', 'partner_id', 'partnerIds'];
const LOCATION_PATH_KEYS = ['locationId', 'location_id'];
const LOCATION_QUERY_KEYS = ['locationId', 'location_id', 'location_ids', 'locationIds'];
// A report's location may be 'all' (locationScopeParam); it names no location.
const ALL_LOCATIONS = 'all';
const SCOPE_KEYS = new Set(['locationId', 'location_id']);
const NOT_AN_ID = `is not an id: a whole number from 1 to ${ID_MAX}, digits only`;

type Bag = Record<string, unknown> | undefined;

interface Named {
  partnerIds: number[];
  locationIds: number[];
  /** The values that are not ids, each with where it was: the guard answers 400 for them. */
  invalid: FieldError[];
}

/**
 * Reads every partner and location id of the path and query with `parseId`, the reading the route
 * schemas use, so the guard and the handler can never see two different ids in one text. Repeated
 * query keys come as arrays, and a value may be a comma list.
 */
function namedIds(request: FastifyRequest): Named {
  const named: Named = { partnerIds: [], locationIds: [], invalid: [] };
  const read = (bag: Bag, keys: string[], into: number[], scopeKeys: Set<string>) => {
    if (!bag || typeof bag !== 'object') return;
    for (const key of keys) {
      const raw = bag[key];
      if (raw === undefined || raw === null) continue;
      if (scopeKeys.has(key) && raw === ALL_LOCATIONS) continue;
      for (const part of (Array.isArray(raw) ? raw : [raw]).flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]))) {
        const id = parseId(part);
        if (id === null) named.invalid.push({ path: key, message: `"${String(part)}" ${NOT_AN_ID}` });
        else into.push(id);
      }
    }
  };
  const params = request.params as Bag;
  const query = request.query as Bag;
  read(params, PARTNER_KEYS, named.partnerIds, new Set());
  read(query, PARTNER_KEYS, named.partnerIds, new Set());
  read(params, [...LOCATION_PATH_KEYS, ...(request.routeOptions.config?.locationParams ?? [])], named.locationIds, new Set());
  read(query, LOCATION_QUERY_KEYS, named.locationIds, SCOPE_KEYS);
  named.locationIds = [...new Set(named.locationIds)];
  return named;
}

/**
 * Tenancy by construction (api.md): a partner id in the path or query must be the session's
 * partner (403), and any location id must be one of that partner's locations that the user may see
 * (404, as for another partner's: a LocationManager does not learn that an unassigned one exists).
 * A value that is not an id is a 400 here, so no handler ever meets an id the guard did not check.
 * Object ids are scoped in each query by the session's partner and the user's locations
 * (lib/reach.ts). Coaches pass through here and are checked against their assignments by the
 * /agent routes.
 */
export async function checkTenancy(request: FastifyRequest) {
  const principal = request.principal;
  if (!principal || principal.kind !== 'user') return;
  const { partnerIds, locationIds, invalid } = namedIds(request);
  if (invalid.length > 0) throw badRequest(`Invalid request. ${invalid.map((e) => `${e.path}: ${e.message}`).join('; ')}`, invalid);
  if (partnerIds.some((id) => id !== principal.partnerId)) throw forbidden();
  if (locationIds.length === 0) return;
  if (!locationIds.every((id) => canReach(principal, id))) throw notFound('The location');
  // The partner's locations came with the session (lib/sessions.ts): another partner's id is not among them.
  if (!locationIds.every((id) => principal.partner.locations.some((l) => l.id === id))) throw notFound('The location');
}

/** The guard on every request, once the session plugin has resolved the principal. */
export default fp(async function tenancyPlugin(app: FastifyInstance) {
  // preValidation: the raw params and query, before a route schema could drop a field it doesn't declare.
  app.addHook('preValidation', async (request) => checkTenancy(request));
}, { name: 'rlo-tenancy', dependencies: ['rlo-errors', 'rlo-session'] });
