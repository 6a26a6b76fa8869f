import type { FastifyReply, FastifyRequest } from 'fastify';
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
import { resolveScope, type VersionedScope } from '../../lib/scope';
import {
  activeEntries,
  duplicateGroupsPage,
  entryBytes,
  lostEntries,
  newEntries,
  oneVisitLostEntries,
  pageRows,
  plainRow,
  recoveredEntries,
  recoveredRow,
  type ListEntry,
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
  // A list is read from visits, customers, ROs and the location's name, whose every change moves
  // the location's data version (migration 0024): its pages are cached on it like the reports', so
  // opening a list again, or going back a page, costs no recompute, and a browser that has the page
  // gets 304.
  const answer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    locationId: number | 'all' | undefined,
    compute: (scope: VersionedScope) => Promise<unknown>,
  ) => {
    const scope = await resolveScope(deps, requireUser(request), locationId);
    return app.answers.send(request, reply, scope, () => compute(scope));
  };
  // Who is in a list is the costly part (at All, every customer of ten shops decided by the rule),
  // and every page and search of it shares it: kept on the same data versions, the next page reads
  // only its own customers. The recovered count and list share theirs.
  const entries = (
    list: 'active' | 'one-visit-lost' | 'lost' | 'new' | 'recovered',
    scope: VersionedScope,
    window: Record<string, string | number>,
    compute: () => Promise<ListEntry[]>,
  ) => app.answers.keep(JSON.stringify([list, scope.partnerId, scope.versions, window]), entryBytes, compute);

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
    async (request, reply) => {
      const { month, year, location_id, ...paging } = request.query;
      return answer(request, reply, location_id, async (scope) => {
        const list = await entries('active', scope, { year, month }, () =>
          activeEntries(deps, scope, { year, month }),
        );
        return pageRows(deps, scope.partnerId, list, paging, plainRow);
      });
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
    async (request, reply) => {
      const { month, year, ...paging } = request.query;
      return answer(request, reply, request.params.locationId, async (scope) => {
        const list = await entries('one-visit-lost', scope, { year, month }, () =>
          oneVisitLostEntries(deps, scope.locationIds[0], { year, month }),
        );
        return pageRows(deps, scope.partnerId, list, paging, plainRow);
      });
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
    async (request, reply) => {
      const { from, to, location_id, ...paging } = request.query;
      return answer(request, reply, location_id, async (scope) => {
        const list = await entries('lost', scope, { from, to }, () => lostEntries(deps, scope, from, to));
        return pageRows(deps, scope.partnerId, list, paging, plainRow);
      });
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
    async (request, reply) => {
      const { from, to, location_id, ...paging } = request.query;
      return answer(request, reply, location_id, async (scope) => {
        const list = await entries('new', scope, { from, to }, () => newEntries(deps, scope, from, to));
        return pageRows(deps, scope.partnerId, list, paging, plainRow);
      });
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
    async (request, reply) =>
      answer(request, reply, request.params.locationId, (scope) =>
        duplicateGroupsPage(deps, scope.partnerId, scope.locationIds[0], request.query),
      ),
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
    async (request, reply) => {
      const { from, to, location_id } = request.query;
      return answer(request, reply, singleLocation(location_id), async (scope) => {
        const list = await entries('recovered', scope, { from, to }, () =>
          recoveredEntries(deps, scope.locationIds[0], from, to),
        );
        return { count: list.length };
      });
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
    async (request, reply) => {
      const { from, to, location_id, ...paging } = request.query;
      return answer(request, reply, singleLocation(location_id), async (scope) => {
        const list = await entries('recovered', scope, { from, to }, () =>
          recoveredEntries(deps, scope.locationIds[0], from, to),
        );
        return pageRows(deps, scope.partnerId, list, paging, recoveredRow);
      });
    },
  );
};

export default customerListRoutes;
