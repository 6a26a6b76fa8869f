import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, between, eq, gte, lte } from 'drizzle-orm';
import { schema } from '@rlo/db';
import {
  agentTokenStatusSchema,
  camelPagingQuery,
  deletedRepairOrdersQuery,
  idParam,
  locationSavedSchema,
  locationSaveSchema,
  repairOrderPageSchema,
} from '@rlo/contract';
import type { UserPrincipal } from '../../lib/principal';
import { forbidden, notFound } from '../../lib/http-error';
import { requireUser } from '../../lib/principal';
import { resolveScope } from '../../lib/scope';
import { summaryPage } from '../repair-orders/queries';

const { locations, partners, repairOrders, auditLog } = schema;
const tags = ['locations'];
const idParams = z.object({ id: idParam });

/** Locations and their agents are the business's set-up: shop owners and Admins. */
function requireOwner(request: Parameters<typeof requireUser>[0]): UserPrincipal {
  const principal = requireUser(request);
  if (!principal.isShopOwner && principal.role !== 'Admin') throw forbidden();
  return principal;
}

function columnsOf(body: z.output<typeof locationSaveSchema>) {
  return {
    name: body.name,
    address: body.address,
    city: body.city,
    state: body.state,
    zip: body.zip,
    timezone: body.timezone,
    isDisable: body.isDisable,
    isLaborActualCostOvrd: body.isLaborActualCostOvrd,
    comparisonGroups: body.comparisionGroupSet,
    workingDays: body.workingDays,
    fullTimeTech: body.fullTimeTech,
    gsTech: body.gsTech,
  };
}

/**
 * Location administration and repair-order maintenance (3-operations §7 "Locations", "Repair order
 * maintenance"): save a location, the agent token status of the setup page, the RO audit list and
 * the deleted ROs.
 */
const locationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;

  app.post(
    '/locations',
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
      const [row] = await db
        .insert(locations)
        .values({ partnerId: principal.partnerId, ...columnsOf(request.body) })
        .returning({ id: locations.id });
      await db.insert(auditLog).values({
        partnerId: principal.partnerId,
        userId: principal.userId,
        action: 'location.create',
        entity: 'location',
        entityId: String(row.id),
      });
      return { location_id: row.id };
    },
  );

  app.post(
    '/locations/:id',
    {
      config: { locationParams: ['id'] },
      schema: {
        tags,
        summary: 'Updates a location (shop owners and Admins); the form fields as a JSON body',
        params: idParams,
        body: locationSaveSchema,
        response: { 200: locationSavedSchema },
      },
    },
    async (request) => {
      const principal = requireOwner(request);
      const updated = await db
        .update(locations)
        .set(columnsOf(request.body))
        .where(and(eq(locations.id, request.params.id), eq(locations.partnerId, principal.partnerId)))
        .returning({ id: locations.id });
      if (updated.length === 0) throw notFound('The location');
      await db.insert(auditLog).values({
        partnerId: principal.partnerId,
        userId: principal.userId,
        action: 'location.update',
        entity: 'location',
        entityId: String(request.params.id),
      });
      return { location_id: request.params.id };
    },
  );

  app.get(
    '/locations/:locationId/agent-token',
    {
      schema: {
        tags,
        summary:
          "Whether the location's agent has a token (when it was issued, never the token) and the agent download",
        params: z.object({ locationId: idParam }),
        response: { 200: agentTokenStatusSchema },
      },
    },
    async (request) => {
      const { partnerId } = requireUser(request);
      const [row] = await db
        .select({ createdAt: locations.agentTokenCreatedAt, download: partners.appDownloadUrl })
        .from(locations)
        .innerJoin(partners, eq(partners.id, locations.partnerId))
        .where(and(eq(locations.id, request.params.locationId), eq(locations.partnerId, partnerId)));
      if (!row) throw notFound('The location');
      return { created_at: row.createdAt?.toISOString() ?? null, app_download_url: row.download ?? null };
    },
  );

  app.get(
    '/locations/:id/repair-orders/new',
    {
      config: { locationParams: ['id'] },
      schema: {
        tags: ['repair orders'],
        summary: 'RO audit: the ROs of a location, every status, newest first',
        params: idParams,
        querystring: camelPagingQuery,
        response: { 200: repairOrderPageSchema },
      },
    },
    async (request) => {
      const scope = await resolveScope(deps, requireUser(request), request.params.id, request.checkedLocations);
      const { pageNum, pageSize } = request.query;
      return summaryPage(deps, scope.partnerId, eq(repairOrders.locationId, scope.locationIds[0]), {
        page_num: pageNum,
        page_size: pageSize,
      });
    },
  );

  app.get(
    '/repair-order/deleted/location/:id',
    {
      config: { locationParams: ['id'] },
      schema: {
        tags: ['repair orders'],
        summary: 'Deleted ROs of a location (shop owners), by business date in startDate..endDate, or all',
        params: idParams,
        querystring: deletedRepairOrdersQuery,
        response: { 200: repairOrderPageSchema },
      },
    },
    async (request) => {
      const principal = requireUser(request);
      if (!principal.isShopOwner) throw forbidden();
      const scope = await resolveScope(deps, principal, request.params.id, request.checkedLocations);
      const { pageNum, pageSize, startDate, endDate } = request.query;
      const range =
        startDate && endDate
          ? between(repairOrders.businessDate, startDate, endDate)
          : startDate
            ? gte(repairOrders.businessDate, startDate)
            : endDate
              ? lte(repairOrders.businessDate, endDate)
              : undefined;
      return summaryPage(
        deps,
        scope.partnerId,
        and(eq(repairOrders.locationId, scope.locationIds[0]), eq(repairOrders.status, 'DELETED'), range),
        { page_num: pageNum, page_size: pageSize },
      );
    },
  );
};

export default locationAdminRoutes;
