import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pathParams,
  paths,
  activeCustomerListQuery,
  customerCountSchema,
  customerListPageSchema,
  customerRangeCountQuery,
  customerRangeListQuery,
  duplicateGroupPageSchema,
  oneVisitLostListQuery,
  customerListPagingQuery,
  RECOVERED_SINGLE_LOCATION_MESSAGE,
  recoveredCustomerPageSchema,
} from '@rlo/contract';
import { badRequest } from '../../lib/http-error';
import { requireUser } from '../../lib/principal';
import { resolveScope } from '../../lib/scope';
import {
  activeEntries,
  duplicateGroupsPage,
  lostEntries,
  newEntries,
  oneVisitLostEntries,
  pageRows,
  plainRow,
  recoveredEntries,
  recoveredRow,
} from './lists';

const tags = ['customer lists'];

/** The recovered calls need one location: All (or nothing) is a 400 the UI turns into a hint. */
function singleLocation(locationId: number | 'all' | undefined): number {
  if (typeof locationId !== 'number') {
    throw badRequest(RECOVERED_SINGLE_LOCATION_MESSAGE, [
      { path: 'location_id', message: RECOVERED_SINGLE_LOCATION_MESSAGE },
    ]);
  }
  return locationId;
}

/**
 * The customer list previews of the dashboard (2-dashboard §7 "Customer lists and ROs"). Who is in
 * which list is kpis.md §6, computed by the KPI module per location; All locations (location_id
 * 'all' or absent) is the union of the partner's locations that are not disabled. Lists are sorted
 * by customer id and paged ({items, total}, page_num from 1, page_size default 10, max 100).
 */
const customerListRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    paths.activeCustomers,
    {
      schema: {
        tags,
        summary:
          'Active customers of a month: latest visit up to the end of it in the 13 months ending with it',
        params: pathParams(paths.activeCustomers),
        querystring: activeCustomerListQuery,
        response: { 200: customerListPageSchema },
      },
    },
    async (request) => {
      const { month, year, location_id, ...paging } = request.query;
      const scope = await resolveScope(deps, requireUser(request), location_id);
      const entries = await activeEntries(deps, scope, { year, month });
      return pageRows(deps, scope.partnerId, entries, paging, plainRow);
    },
  );

  app.get(
    paths.oneVisitLostCustomers,
    {
      schema: {
        tags,
        summary: 'Customers lost in a month (latest visit 13 months before it) who had exactly one visit',
        params: pathParams(paths.oneVisitLostCustomers),
        querystring: oneVisitLostListQuery,
        response: { 200: customerListPageSchema },
      },
    },
    async (request) => {
      const { month, year, ...paging } = request.query;
      const scope = await resolveScope(deps, requireUser(request), request.params.locationId);
      const entries = await oneVisitLostEntries(deps, scope.locationIds[0], { year, month });
      return pageRows(deps, scope.partnerId, entries, paging, plainRow);
    },
  );

  app.get(
    paths.lostCustomers,
    {
      schema: {
        tags,
        summary: 'Customers lost in the months from..to touches (one row per customer and month)',
        params: pathParams(paths.lostCustomers),
        querystring: customerRangeListQuery,
        response: { 200: customerListPageSchema },
      },
    },
    async (request) => {
      const { from, to, location_id, ...paging } = request.query;
      const scope = await resolveScope(deps, requireUser(request), location_id);
      const entries = await lostEntries(deps, scope, from, to);
      return pageRows(deps, scope.partnerId, entries, paging, plainRow);
    },
  );

  app.get(
    paths.newCustomers,
    {
      schema: {
        tags,
        summary: 'Customers whose first visit is in from..to',
        params: pathParams(paths.newCustomers),
        querystring: customerRangeListQuery,
        response: { 200: customerListPageSchema },
      },
    },
    async (request) => {
      const { from, to, location_id, ...paging } = request.query;
      const scope = await resolveScope(deps, requireUser(request), location_id);
      const entries = await newEntries(deps, scope, from, to);
      return pageRows(deps, scope.partnerId, entries, paging, plainRow);
    },
  );

  app.get(
    paths.duplicateCustomers,
    {
      schema: {
        tags,
        summary: 'Groups of duplicate customers of a location, paged by group',
        params: pathParams(paths.duplicateCustomers),
        querystring: customerListPagingQuery,
        response: { 200: duplicateGroupPageSchema },
      },
    },
    async (request) => {
      const scope = await resolveScope(deps, requireUser(request), request.params.locationId);
      return duplicateGroupsPage(deps, scope.partnerId, scope.locationIds[0], request.query);
    },
  );

  app.get(
    paths.recoveredCustomerCount,
    {
      schema: {
        tags,
        summary: 'Number of recovered customers in the months from..to touches (one location)',
        params: pathParams(paths.recoveredCustomerCount),
        querystring: customerRangeCountQuery,
        response: { 200: customerCountSchema },
      },
    },
    async (request) => {
      const { from, to, location_id } = request.query;
      const locationId = singleLocation(location_id);
      const scope = await resolveScope(deps, requireUser(request), locationId);
      const entries = await recoveredEntries(deps, scope.locationIds[0], from, to);
      return { count: entries.length };
    },
  );

  app.get(
    paths.recoveredCustomers,
    {
      schema: {
        tags,
        summary: 'Recovered customers in the months from..to touches (one location)',
        params: pathParams(paths.recoveredCustomers),
        querystring: customerRangeListQuery,
        response: { 200: recoveredCustomerPageSchema },
      },
    },
    async (request) => {
      const { from, to, location_id, ...paging } = request.query;
      const locationId = singleLocation(location_id);
      const scope = await resolveScope(deps, requireUser(request), locationId);
      const entries = await recoveredEntries(deps, scope.locationIds[0], from, to);
      return pageRows(deps, scope.partnerId, entries, paging, recoveredRow);
    },
  );
};

export default customerListRoutes;
