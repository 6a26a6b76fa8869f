import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pathParams,
  paths,
  crmCustomerDetailSchema,
  crmCustomerPageSchema,
  customerEmailCountSchema,
  customerMergeQuery,
  customerMergeResultSchema,
  customerSearchQuery,
  customerSeenUpdateSchema,
  duplicateCustomerListSchema,
  duplicateCustomerQuery,
  pagingQuery,
  repairOrderPageSchema,
  vehicleRecommendationPageSchema,
} from '@rlo/contract';
import { forbidden, notFound } from '../../lib/http-error';
import { requireUser } from '../../lib/principal';
import { resolveScope } from '../../lib/scope';
import {
  correctSeenDates,
  customerDetail,
  duplicatesOf,
  emailCount,
  searchCustomers,
  vehicleOfPartner,
  vehicleRecommendations,
  vehicleRepairOrders,
} from './customers';
import { mergeCustomers } from './merge';

const tags = ['crm'];

/**
 * The CRM calls of 3-operations §7 "Customers and CRM": the all-customers screen, customer
 * statistics, duplicates and merge. The partner is the session's; a path partnerId that is not it is
 * a 403 and a location, customer or vehicle of another partner a 404 (tenancy guard and queries).
 */
const crmRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    paths.locationCustomers,
    {
      config: { locationParams: ['id'] },
      schema: {
        tags,
        summary: 'Customers of a location, searched by name, company, e-mail or phone (filter), by last name',
        params: pathParams(paths.locationCustomers),
        querystring: customerSearchQuery,
        response: { 200: crmCustomerPageSchema },
      },
    },
    async (request) => {
      const scope = await resolveScope(deps, requireUser(request), request.params.id);
      return searchCustomers(deps, scope.partnerId, scope.locationIds[0], request.query);
    },
  );

  app.get(
    paths.customerEmailCount,
    {
      config: { locationParams: ['id'] },
      schema: {
        tags,
        summary: 'How many customers of the location have an e-mail address and how many have none',
        params: pathParams(paths.customerEmailCount),
        response: { 200: customerEmailCountSchema },
      },
    },
    async (request) => {
      const scope = await resolveScope(deps, requireUser(request), request.params.id);
      return emailCount(deps, scope.partnerId, scope.locationIds[0]);
    },
  );

  app.get(
    paths.crmCustomer,
    {
      schema: {
        tags,
        summary: 'One customer with its vehicles',
        params: pathParams(paths.crmCustomer),
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
    paths.vehicleRepairOrders,
    {
      schema: {
        tags,
        summary: "A vehicle's repair orders, newest first (DELETED left out)",
        params: pathParams(paths.vehicleRepairOrders),
        querystring: pagingQuery,
        response: { 200: repairOrderPageSchema },
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const { partnerId } = principal;
      if (!(await vehicleOfPartner(deps, principal, request.params.id))) throw notFound('The vehicle');
      return vehicleRepairOrders(deps, partnerId, request.params.id, request.query);
    },
  );

  app.get(
    paths.vehicleRecommended,
    {
      schema: {
        tags,
        summary: "The recommended services of a vehicle's repair orders, newest first",
        params: pathParams(paths.vehicleRecommended),
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
    paths.updateCustomer,
    {
      schema: {
        tags,
        summary: "Corrects a customer's first and last seen dates (dates of the location's clock)",
        description:
          'The dates are kept until an RO of the customer changes: ingest, a delete, a restore or a merge ' +
          'recomputes them from the counted ROs.',
        params: pathParams(paths.updateCustomer),
        body: customerSeenUpdateSchema,
        response: { 200: crmCustomerDetailSchema },
      },
    },
    async (request) => {
      const detail = await correctSeenDates(deps, requireUser(request), request.params.id, request.body);
      if (!detail) throw notFound('The customer');
      return detail;
    },
  );

  app.get(
    paths.duplicateCustomer,
    {
      schema: {
        tags,
        summary:
          'The duplicates (kpis.md §6) of the customer named by firstName, lastName and phonNo (or email)',
        params: pathParams(paths.duplicateCustomer),
        querystring: duplicateCustomerQuery,
        response: { 200: duplicateCustomerListSchema },
      },
    },
    async (request) => {
      const scope = await resolveScope(deps, requireUser(request), request.params.locationId);
      return { items: await duplicatesOf(deps, scope.partnerId, scope.locationIds[0], request.query) };
    },
  );

  app.post(
    paths.mergeCustomers,
    {
      schema: {
        tags,
        summary: 'Merges duplicate customers (customerIds, comma separated); every figure is recomputed',
        description:
          'The customers must form one duplicate group of kpis.md §6 (400 otherwise). The one with the earliest ' +
          'first visit is kept; the ROs, vehicles and CRM activity of the others move to it in one transaction ' +
          'that also recomputes the rollups. Shop owners, Admins and location managers.',
        params: pathParams(paths.mergeCustomers),
        querystring: customerMergeQuery,
        response: { 200: customerMergeResultSchema },
      },
    },
    async (request) => {
      const principal = requireUser(request);
      if (principal.role === 'User' && !principal.isShopOwner) throw forbidden();
      const scope = await resolveScope(deps, principal, request.params.locationId);
      return mergeCustomers(deps, principal, scope.locationIds[0], request.query.customerIds);
    },
  );
};

export default crmRoutes;
