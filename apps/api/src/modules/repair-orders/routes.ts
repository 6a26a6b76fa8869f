import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, between, eq, inArray, ne } from 'drizzle-orm';
import { schema } from '@rlo/db';
import {
  pathParams,
  paths,
  dayRepairOrdersQuery,
  locationRepairOrdersQuery,
  pagingQuery,
  repairOrderByNumberQuery,
  repairOrderDetailSchema,
  repairOrderPageSchema,
  repairOrderStatusUpdateQuery,
  repairOrderSummarySchema,
} from '@rlo/contract';
import { addDays } from '../../analytics';
import { forbidden, notFound } from '../../lib/http-error';
import { requireUser } from '../../lib/principal';
import { resolveScope } from '../../lib/scope';
import { customerAtLocation, loadDetail, summaryById, summaryPage } from './queries';
import { changeRepairOrderStatus } from './status';

const { repairOrders } = schema;
const tags = ['repair orders'];

/**
 * Repair orders (2-dashboard §7 "Customer lists and ROs", 3-operations §7). Every query carries the
 * session's partner; an RO, customer or location of another partner is a 404 like a missing one.
 */
const repairOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    paths.locationRepairOrders,
    {
      config: { locationParams: ['id'] },
      schema: {
        tags,
        summary:
          'ROs of a location whose business date is in startDate..endDate (default yesterday), any status but DELETED',
        description:
          'Lists every RO whose closed time falls in the range (its business date, in the location time zone), ' +
          'whatever its status except DELETED: an OPEN or ESTIMATE RO that carries a closed time is listed too, ' +
          'so this is not the counted set of the reports (that is CLOSED only). An RO without a closed time has ' +
          'no business date and is not listed. One date alone is a one-day range. Newest first.',
        params: pathParams(paths.locationRepairOrders),
        querystring: locationRepairOrdersQuery,
        response: { 200: repairOrderPageSchema },
      },
    },
    async (request) => {
      const { startDate, endDate, ...paging } = request.query;
      const scope = await resolveScope(deps, requireUser(request), request.params.id);
      const yesterday = addDays(scope.today, -1);
      const from = startDate ?? endDate ?? yesterday;
      const to = endDate ?? startDate ?? yesterday;
      return summaryPage(
        deps,
        scope.partnerId,
        and(
          eq(repairOrders.locationId, scope.locationIds[0]),
          // bounded by the (location_id, business_date) index
          between(repairOrders.businessDate, from, to),
          ne(repairOrders.status, 'DELETED'),
        ),
        paging,
      );
    },
  );

  app.get(
    paths.dayRepairOrders,
    {
      schema: {
        tags,
        summary: 'The counted (CLOSED) ROs of one business date: the ROs behind one day of the daily chart',
        params: pathParams(paths.dayRepairOrders),
        querystring: dayRepairOrdersQuery,
        response: { 200: repairOrderPageSchema },
      },
    },
    async (request) => {
      const { date, location_id, ...paging } = request.query;
      const scope = await resolveScope(deps, requireUser(request), location_id);
      if (scope.locationIds.length === 0) return { items: [], total: 0 };
      return summaryPage(
        deps,
        scope.partnerId,
        and(
          inArray(repairOrders.locationId, scope.locationIds),
          eq(repairOrders.status, 'CLOSED'),
          eq(repairOrders.businessDate, date),
        ),
        paging,
      );
    },
  );

  app.get(
    paths.customerRepairOrders,
    {
      schema: {
        tags,
        summary: "A customer's RO history at a location, newest first (DELETED ROs left out)",
        params: pathParams(paths.customerRepairOrders),
        querystring: pagingQuery,
        response: { 200: repairOrderPageSchema },
      },
    },
    async (request) => {
      const { partnerId } = requireUser(request);
      const { locationId, customerId } = request.params;
      if (!(await customerAtLocation(deps, partnerId, locationId, customerId)))
        throw notFound('The customer');
      return summaryPage(
        deps,
        partnerId,
        and(
          eq(repairOrders.customerId, customerId),
          eq(repairOrders.locationId, locationId),
          ne(repairOrders.status, 'DELETED'),
        ),
        request.query,
      );
    },
  );

  app.get(
    paths.repairOrderByNumber,
    {
      schema: {
        tags,
        summary:
          'One RO by its order number at a location (the most recent one not deleted when the number repeats)',
        querystring: repairOrderByNumberQuery,
        response: { 200: repairOrderDetailSchema },
      },
    },
    async (request) => {
      const { order_number, location_id } = request.query;
      const detail = await loadDetail(
        deps,
        requireUser(request),
        and(eq(repairOrders.locationId, location_id), eq(repairOrders.orderNumber, order_number)),
      );
      if (!detail) throw notFound('The repair order');
      return detail;
    },
  );

  app.get(
    paths.repairOrder,
    {
      schema: {
        tags,
        summary: 'One RO with its lines, customer, vehicle, writer and recommendations (rate = amount_cents)',
        params: pathParams(paths.repairOrder),
        response: { 200: repairOrderDetailSchema },
      },
    },
    async (request) => {
      const detail = await loadDetail(
        deps,
        requireUser(request),
        eq(repairOrders.id, request.params.id),
      );
      if (!detail) throw notFound('The repair order');
      return detail;
    },
  );

  app.delete(
    paths.deleteRepairOrder,
    {
      schema: {
        tags,
        summary:
          'Shop owners: delete an RO (orderStatus=DELETED) or restore a deleted one (orderStatus=CLOSED)',
        description:
          'DELETED from any other status (409 when already deleted); CLOSED only from DELETED and only when the RO ' +
          'has a closed time (409 otherwise). Every figure is recomputed in the same transaction. Answers the RO.',
        params: pathParams(paths.deleteRepairOrder),
        querystring: repairOrderStatusUpdateQuery,
        response: { 200: repairOrderSummarySchema },
      },
    },
    async (request) => {
      const principal = requireUser(request);
      if (!principal.isShopOwner) throw forbidden();
      await changeRepairOrderStatus(deps, principal, request.params.id, request.query.orderStatus);
      const summary = await summaryById(deps, principal, request.params.id);
      if (!summary) throw notFound('The repair order');
      return summary;
    },
  );
};

export default repairOrderRoutes;
