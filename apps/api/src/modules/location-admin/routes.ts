import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pathParams,
  paths,
  agentTokenStatusSchema,
  camelPagingQuery,
  deletedRepairOrdersQuery,
  locationSavedSchema,
  locationSaveSchema,
  repairOrderPageSchema,
} from '@rlo/contract';
import type { UserPrincipal } from '../../lib/principal';
import { requireAccountHolder, requireShopOwner } from '../../lib/access';
import { requireUser } from '../../lib/principal';
import { resolveScope } from '../../lib/scope';
import { addLocation, agentTokenStatus, auditRepairOrders, deletedRepairOrders, updateLocation } from './service';

const tags = ['locations'];

/** Locations and their agents are the business's set-up: shop owners and Admins. */
function requireOwner(request: Parameters<typeof requireUser>[0]): UserPrincipal {
  const principal = requireUser(request);
  requireAccountHolder(principal);
  return principal;
}

/**
 * Location administration and repair-order maintenance (3-operations §7 "Locations", "Repair order
 * maintenance"): save a location, the agent token status of the setup page, the RO audit list and
 * the deleted ROs.
 */
const locationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    paths.locations,
    {
      schema: {
        tags,
        summary: 'Creates a location (shop owners and Admins); the form fields as a JSON body',
        body: locationSaveSchema,
        response: { 200: locationSavedSchema },
      },
    },
    async (request) => {
      const principal = requireOwner(request);
      return { location_id: await addLocation(deps, principal, request.body) };
    },
  );

  app.post(
    paths.location,
    {
      config: { locationParams: ['id'] },
      schema: {
        tags,
        summary: 'Updates a location (shop owners and Admins); the form fields as a JSON body',
        params: pathParams(paths.location),
        body: locationSaveSchema,
        response: { 200: locationSavedSchema },
      },
    },
    async (request) => {
      const principal = requireOwner(request);
      await updateLocation(deps, principal, request.params.id, request.body);
      return { location_id: request.params.id };
    },
  );

  app.get(
    paths.locationAgentToken,
    {
      schema: {
        tags,
        summary:
          "Whether the location's agent has a token (when it was issued, never the token) and the agent download",
        params: pathParams(paths.locationAgentToken),
        response: { 200: agentTokenStatusSchema },
      },
    },
    async (request) => {
      const { partnerId } = requireUser(request);
      return agentTokenStatus(deps, partnerId, request.params.locationId);
    },
  );

  app.get(
    paths.newRepairOrders,
    {
      config: { locationParams: ['id'] },
      schema: {
        tags: ['repair orders'],
        summary: 'RO audit: the ROs of a location, every status, newest first',
        params: pathParams(paths.newRepairOrders),
        querystring: camelPagingQuery,
        response: { 200: repairOrderPageSchema },
      },
    },
    async (request) => {
      const scope = await resolveScope(deps, requireUser(request), request.params.id);
      const { pageNum, pageSize } = request.query;
      return auditRepairOrders(deps, scope, { page_num: pageNum, page_size: pageSize });
    },
  );

  app.get(
    paths.deletedRepairOrders,
    {
      config: { locationParams: ['id'] },
      schema: {
        tags: ['repair orders'],
        summary: 'Deleted ROs of a location (shop owners), by business date in startDate..endDate, or all',
        params: pathParams(paths.deletedRepairOrders),
        querystring: deletedRepairOrdersQuery,
        response: { 200: repairOrderPageSchema },
      },
    },
    async (request) => {
      const principal = requireUser(request);
      requireShopOwner(principal);
      const scope = await resolveScope(deps, principal, request.params.id);
      const { pageNum, pageSize, startDate, endDate } = request.query;
      return deletedRepairOrders(deps, scope, { from: startDate, to: endDate }, { page_num: pageNum, page_size: pageSize });
    },
  );
};

export default locationAdminRoutes;
