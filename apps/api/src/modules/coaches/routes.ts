import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pathParams,
  paths,
  AGENT_CLIENT_LOCATIONS_PAGE,
  AGENT_PAGING_HEADER,
  clientLocationCommentsQuery,
  clientLocationSchema,
  clientLocationsQuery,
  coachCommentCreateSchema,
  coachCommentSchema,
  dailySummaryResponseSchema,
  clientRepairOrdersQuery,
  clientSummaryReportQuery,
  forecastSummarySchema,
  monthlyRowSchema,
  repairOrderDetailSchema,
  repairOrderPageSchema,
  summaryReportSchema,
} from '@rlo/contract';
import { requireCoach } from '../../lib/principal';
import { wholePartner } from '../../lib/reach';
import { dailySummary, monthlySummary } from '../reports/service';
import { forecastFor } from '../reports/forecast';
import { rangeTotals } from '../reports/queries/totals';
import { summaryReport } from '../../analytics';
import { resolveScope } from '../../lib/scope';
import { commentPage } from '../coach-comments/service';
import {
  clientLocation,
  clientLocationOf,
  clientLocationPage,
  clientRepairOrder,
  clientRepairOrderPage,
  clientScope,
  writeCoachComment,
} from './service';

const tags = ['agent (coach)'];
const coachOnly = { audience: 'coach' as const };

/**
 * The coach's calls (api.md: provider staff act on client locations through /agent/… only). A
 * coach sees the locations of the partners assigned to them, nothing else: every query joins the
 * assignments, so an unassigned partner's location is a 404.
 */
const coachRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    paths.clientLocations,
    {
      config: coachOnly,
      schema: {
        tags,
        summary: "The client locations of the coach's partners, by id; group_id narrows to one partner, filter searches names",
        description: `Pages of ${AGENT_CLIENT_LOCATIONS_PAGE}. When more follow, the ${AGENT_PAGING_HEADER} response header carries the cursor to send back.`,
        querystring: clientLocationsQuery,
        response: { 200: z.array(clientLocationSchema) },
      },
    },
    async (request, reply) => {
      const { coachId } = requireCoach(request);
      const { group_id, filter, cursor } = request.query;
      const { items, next } = await clientLocationPage(deps, coachId, { partnerId: group_id, filter, cursor });
      if (next !== null) reply.header(AGENT_PAGING_HEADER, String(next));
      return items;
    },
  );

  app.get(
    paths.clientLocation,
    {
      config: coachOnly,
      schema: { tags, summary: 'One client location', params: pathParams(paths.clientLocation), response: { 200: clientLocationSchema } },
    },
    async (request) => {
      const { coachId } = requireCoach(request);
      return clientLocationOf(deps, coachId, request.params.id);
    },
  );

  app.get(
    paths.clientLocationDailySummary,
    {
      config: coachOnly,
      schema: {
        tags,
        summary: "The client location's daily summary (the same figures as the shop's dashboard)",
        params: pathParams(paths.clientLocationDailySummary),
        response: { 200: dailySummaryResponseSchema },
      },
    },
    async (request) => {
      const { coachId } = requireCoach(request);
      const location = await clientLocation(deps, coachId, request.params.id);
      return dailySummary(deps, await resolveScope(deps, wholePartner(location.partnerId), location.id));
    },
  );

  // What the shop's own dashboard, RO and report screens read, for one client location, read-only.
  // Each is the shop's service on the scope of that location (clientScope: 404 unless assigned).

  app.get(
    paths.clientLocationMonthlySummary,
    {
      config: coachOnly,
      schema: {
        tags,
        summary: "The client location's monthly rows of the dashboard's monthly chart (its 24 months, oldest first)",
        params: pathParams(paths.clientLocationMonthlySummary),
        response: { 200: z.array(monthlyRowSchema) },
      },
    },
    async (request) => monthlySummary(deps, await clientScope(deps, requireCoach(request).coachId, request.params.id)),
  );

  app.get(
    paths.clientLocationForecastSummary,
    {
      config: coachOnly,
      schema: {
        tags,
        summary: "The client location's pace against goal for the week, month and year (the dashboard's forcast_summary)",
        params: pathParams(paths.clientLocationForecastSummary),
        response: { 200: forecastSummarySchema },
      },
    },
    async (request) => forecastFor(deps, await clientScope(deps, requireCoach(request).coachId, request.params.id)),
  );

  app.get(
    paths.clientLocationRepairOrders,
    {
      config: coachOnly,
      schema: {
        tags,
        summary: "One page of the client location's ROs in startDate..endDate (default yesterday), newest first; search matches the RO number or customer",
        description:
          'Any status but DELETED, by business date, as the shop\'s own RO list (/locations/{id}/repair-orders); ' +
          'search matches part of the RO number or of the customer\'s first, last or full name.',
        params: pathParams(paths.clientLocationRepairOrders),
        querystring: clientRepairOrdersQuery,
        response: { 200: repairOrderPageSchema },
      },
    },
    async (request) => clientRepairOrderPage(deps, await clientScope(deps, requireCoach(request).coachId, request.params.id), request.query),
  );

  app.get(
    paths.clientLocationRepairOrder,
    {
      config: coachOnly,
      schema: {
        tags,
        summary: 'One RO of the client location with its lines, customer, vehicle and recommendations',
        params: pathParams(paths.clientLocationRepairOrder),
        response: { 200: repairOrderDetailSchema },
      },
    },
    async (request) => clientRepairOrder(deps, await clientScope(deps, requireCoach(request).coachId, request.params.id), request.params.roId),
  );

  app.get(
    paths.clientLocationSummaryReport,
    {
      config: coachOnly,
      schema: {
        tags,
        summary: "The client location's summary report (the shop's /reports/summarystate) over startDate..endDate",
        params: pathParams(paths.clientLocationSummaryReport),
        querystring: clientSummaryReportQuery,
        response: { 200: summaryReportSchema },
      },
    },
    async (request) => {
      const scope = await clientScope(deps, requireCoach(request).coachId, request.params.id);
      const { startDate, endDate } = request.query;
      return { startDate, endDate, ...summaryReport(await rangeTotals(deps, scope.locationIds, startDate, endDate)) };
    },
  );

  app.get(
    paths.clientLocationCoachComments,
    {
      config: coachOnly,
      schema: {
        tags,
        summary: "One page of the client location's coach comments, newest first",
        params: pathParams(paths.clientLocationCoachComments),
        querystring: clientLocationCommentsQuery,
        response: { 200: z.array(coachCommentSchema) },
      },
    },
    async (request) => {
      const { coachId } = requireCoach(request);
      const location = await clientLocation(deps, coachId, request.params.id);
      const q = request.query;
      return commentPage(deps, {
        partnerId: location.partnerId,
        locationId: location.id,
        kpiType: q.kpi_type,
        pageNum: q.page_num,
        pageSize: q.page_size,
      });
    },
  );

  app.post(
    paths.clientLocationCoachComments,
    {
      config: coachOnly,
      schema: {
        tags,
        summary: "Writes a KPI-only, RO or e-mail-KPI comment on the client location, signed with the coach's name",
        params: pathParams(paths.clientLocationCoachComments),
        body: coachCommentCreateSchema,
        response: { 201: coachCommentSchema },
      },
    },
    async (request, reply) => {
      const { coachId } = requireCoach(request);
      const location = await clientLocation(deps, coachId, request.params.id);
      return reply.status(201).send(await writeCoachComment(deps, coachId, location, request.body));
    },
  );
};

export default coachRoutes;
