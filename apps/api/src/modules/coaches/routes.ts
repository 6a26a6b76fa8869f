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
} from '@rlo/contract';
import { requireCoach } from '../../lib/principal';
import { wholePartner } from '../../lib/reach';
import { dailySummary } from '../reports/service';
import { resolveScope } from '../../lib/scope';
import { commentPage } from '../coach-comments/service';
import { clientLocation, clientLocationOf, clientLocationPage, writeCoachComment } from './service';

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
