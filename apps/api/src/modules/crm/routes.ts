import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, eq, ne, sql } from 'drizzle-orm';
import { schema } from '@rlo/db';
import {
  crmCustomerDetailSchema,
  crmCustomerPageSchema,
  customerEmailCountSchema,
  customerMergeQuery,
  customerMergeResultSchema,
  customerSearchQuery,
  customerSeenUpdateSchema,
  duplicateCustomerListSchema,
  duplicateCustomerQuery,
  idParam,
  pagingQuery,
  repairOrderPageSchema,
  vehicleRecommendationPageSchema,
} from '@rlo/contract';
import { forbidden, notFound } from '../../lib/http-error';
import { requireUser } from '../../lib/principal';
import { reachSql } from '../../lib/reach';
import { resolveScope } from '../../lib/scope';
import { summaryPage } from '../repair-orders/queries';
import {
  customerDetail,
  duplicatesOf,
  emailCount,
  searchCustomers,
  vehicleOfPartner,
  vehicleRecommendations,
} from './customers';
import { mergeCustomers } from './merge';

const tags = ['crm'];
const { repairOrders } = schema;
const partnerParams = z.object({ partnerId: idParam });
const locationIdParams = z.object({ id: idParam });

/**
 * The CRM calls of 3-operations §7 "Customers and CRM": the all-customers screen, customer
 * statistics, duplicates and merge. The partner is the session's; a path partnerId that is not it is
 * a 403 and a location, customer or vehicle of another partner a 404 (tenancy guard and queries).
 */
const crmRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/locations/:id/customers2',
    {
      config: { locationParams: ['id'] },
      schema: {
        tags,
        summary: 'Customers of a location, searched by name, company, e-mail or phone (filter), by last name',
        params: locationIdParams,
        querystring: customerSearchQuery,
        response: { 200: crmCustomerPageSchema },
      },
    },
    async (request) => {
      const scope = await resolveScope(deps, requireUser(request), request.params.id, request.checkedLocations);
      return searchCustomers(deps, scope.partnerId, scope.locationIds[0], request.query);
    },
  );

  app.get(
    '/locations/:id/customers-email-count',
    {
      config: { locationParams: ['id'] },
      schema: {
        tags,
        summary: 'How many customers of the location have an e-mail address and how many have none',
        params: locationIdParams,
        response: { 200: customerEmailCountSchema },
      },
    },
    async (request) => {
      const scope = await resolveScope(deps, requireUser(request), request.params.id, request.checkedLocations);
      return emailCount(deps, scope.partnerId, scope.locationIds[0]);
    },
  );

  app.get(
    '/crm/:partnerId/customers/:id',
    {
      schema: {
        tags,
        summary: 'One customer with its vehicles',
        params: partnerParams.extend({ id: idParam }),
        response: { 200: crmCustomerDetailSchema },
      },
    },
    async (request) => {
      const detail = await customerDetail(deps, requireUser(request), request.params.id);
      if (!detail) throw notFound('The customer');
      return detail;
    },
  );

  app.get(
    '/vehicles/:id/repair-orders',
    {
      schema: {
        tags,
        summary: "A vehicle's repair orders, newest first (DELETED left out)",
        params: z.object({ id: idParam }),
        querystring: pagingQuery,
        response: { 200: repairOrderPageSchema },
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const { partnerId } = principal;
      if (!(await vehicleOfPartner(deps, principal, request.params.id))) throw notFound('The vehicle');
      return summaryPage(
        deps,
        partnerId,
        and(eq(repairOrders.vehicleId, request.params.id), ne(repairOrders.status, 'DELETED')),
        request.query,
      );
    },
  );

  app.get(
    '/vehicles/:id/recommended',
    {
      schema: {
        tags,
        summary: "The recommended services of a vehicle's repair orders, newest first",
        params: z.object({ id: idParam }),
        querystring: pagingQuery,
        response: { 200: vehicleRecommendationPageSchema },
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const { partnerId } = principal;
      if (!(await vehicleOfPartner(deps, principal, request.params.id))) throw notFound('The vehicle');
      return vehicleRecommendations(deps, partnerId, request.params.id, request.query);
    },
  );

  app.post(
    '/customer/update-customer/:id',
    {
      schema: {
        tags,
        summary: "Corrects a customer's first and last seen dates (dates of the location's clock)",
        description:
          'The dates are kept until an RO of the customer changes: ingest, a delete, a restore or a merge ' +
          'recomputes them from the counted ROs.',
        params: z.object({ id: idParam }),
        body: customerSeenUpdateSchema,
        response: { 200: crmCustomerDetailSchema },
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const { partnerId } = principal;
      const { firstSeen, lastSeen } = request.body;
      const updated = await deps.database.rows<{ id: number }>(sql`
        UPDATE customers c SET first_seen = (${firstSeen}::date)::timestamp AT TIME ZONE l.timezone,
          last_seen = (${lastSeen}::date)::timestamp AT TIME ZONE l.timezone, updated_at = now()
        FROM locations l
        WHERE l.id = c.location_id AND c.id = ${request.params.id} AND c.partner_id = ${partnerId}
          AND c.merged_into_id IS NULL AND ${reachSql(principal, sql`c.location_id`)}
        RETURNING c.id`);
      const detail = updated.length ? await customerDetail(deps, principal, request.params.id) : null;
      if (!detail) throw notFound('The customer');
      return detail;
    },
  );

  app.get(
    '/customer/:partnerId/duplicate-customer/:locationId',
    {
      schema: {
        tags,
        summary:
          'The duplicates (kpis.md §6) of the customer named by firstName, lastName and phonNo (or email)',
        params: partnerParams.extend({ locationId: idParam }),
        querystring: duplicateCustomerQuery,
        response: { 200: duplicateCustomerListSchema },
      },
    },
    async (request) => {
      const scope = await resolveScope(deps, requireUser(request), request.params.locationId, request.checkedLocations);
      return { items: await duplicatesOf(deps, scope.partnerId, scope.locationIds[0], request.query) };
    },
  );

  app.post(
    '/customer/:partnerId/merge/:locationId',
    {
      schema: {
        tags,
        summary: 'Merges duplicate customers (customerIds, comma separated); every figure is recomputed',
        description:
          'The customers must form one duplicate group of kpis.md §6 (400 otherwise). The one with the earliest ' +
          'first visit is kept; the ROs, vehicles and CRM activity of the others move to it in one transaction ' +
          'that also recomputes the rollups. Shop owners, Admins and location managers.',
        params: partnerParams.extend({ locationId: idParam }),
        querystring: customerMergeQuery,
        response: { 200: customerMergeResultSchema },
      },
    },
    async (request) => {
      const principal = requireUser(request);
      if (principal.role === 'User' && !principal.isShopOwner) throw forbidden();
      const scope = await resolveScope(deps, principal, request.params.locationId, request.checkedLocations);
      return mergeCustomers(deps, principal, scope.locationIds[0], request.query.customerIds);
    },
  );
};

export default crmRoutes;
