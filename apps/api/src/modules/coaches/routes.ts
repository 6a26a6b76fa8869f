import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, asc, eq, gt, ilike, or, type SQL } from 'drizzle-orm';
import { schema } from '@rlo/db';
import {
  AGENT_CLIENT_LOCATIONS_PAGE,
  AGENT_PAGING_HEADER,
  clientLocationSchema,
  clientLocationsQuery,
  coachCommentCreateSchema,
  coachCommentSchema,
  dailySummaryResponseSchema,
  idParam,
  KPI_TYPES,
  pageNumParam,
  pageSizeParam,
} from '@rlo/contract';
import { requireCoach } from '../../lib/principal';
import { wholePartner } from '../../lib/reach';
import { dailySummary } from '../reports/service';
import { resolveScope } from '../../lib/scope';
import { commentPage, writeComment } from '../coach-comments/service';
import { clientLocation } from './service';

const { coaches, coachAssignments, locations, partners } = schema;
const tags = ['agent (coach)'];
const coachOnly = { audience: 'coach' as const };
const params = z.object({ id: idParam });
const clientColumns = {
  id: locations.id,
  name: locations.name,
  partnerId: locations.partnerId,
  partnerName: partners.businessName,
  timezone: locations.timezone,
  isDisable: locations.isDisable,
};

/**
 * The coach's calls (api.md: provider staff act on client locations through /agent/… only). A
 * coach sees the locations of the partners assigned to them, nothing else: every query joins the
 * assignments, so an unassigned partner's location is a 404.
 */
const coachRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;

  app.get(
    '/agent/client-locations',
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
      const like = filter ? `%${filter.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const where: (SQL | undefined)[] = [
        group_id ? eq(locations.partnerId, group_id) : undefined,
        cursor ? gt(locations.id, Number(cursor)) : undefined,
        like ? or(ilike(locations.name, like), ilike(partners.businessName, like)) : undefined,
      ];
      const rows = await db
        .select(clientColumns)
        .from(locations)
        .innerJoin(partners, eq(partners.id, locations.partnerId))
        .innerJoin(coachAssignments, and(eq(coachAssignments.partnerId, locations.partnerId), eq(coachAssignments.coachId, coachId)))
        .where(and(...where))
        .orderBy(asc(locations.id))
        .limit(AGENT_CLIENT_LOCATIONS_PAGE + 1);
      const page = rows.slice(0, AGENT_CLIENT_LOCATIONS_PAGE);
      if (rows.length > AGENT_CLIENT_LOCATIONS_PAGE) reply.header(AGENT_PAGING_HEADER, String(page[page.length - 1].id));
      return page;
    },
  );

  app.get(
    '/agent/client-locations/:id',
    {
      config: coachOnly,
      schema: { tags, summary: 'One client location', params, response: { 200: clientLocationSchema } },
    },
    async (request) => {
      const { coachId } = requireCoach(request);
      const { id } = await clientLocation(deps, coachId, request.params.id);
      const [row] = await db
        .select(clientColumns)
        .from(locations)
        .innerJoin(partners, eq(partners.id, locations.partnerId))
        .where(eq(locations.id, id));
      return row;
    },
  );

  app.get(
    '/agent/client-locations/:id/daily_summary',
    {
      config: coachOnly,
      schema: {
        tags,
        summary: "The client location's daily summary (the same figures as the shop's dashboard)",
        params,
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
    '/agent/client-locations/:id/coach_comments',
    {
      config: coachOnly,
      schema: {
        tags,
        summary: "One page of the client location's coach comments, newest first",
        params,
        querystring: z.object({
          kpi_type: z.enum(KPI_TYPES).optional(),
          page_num: pageNumParam,
          page_size: pageSizeParam(10),
        }),
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
    '/agent/client-locations/:id/coach_comments',
    {
      config: coachOnly,
      schema: {
        tags,
        summary: "Writes a KPI-only, RO or e-mail-KPI comment on the client location, signed with the coach's name",
        params,
        body: coachCommentCreateSchema,
        response: { 201: coachCommentSchema },
      },
    },
    async (request, reply) => {
      const { coachId } = requireCoach(request);
      const location = await clientLocation(deps, coachId, request.params.id);
      const [coach] = await db.select({ name: coaches.name }).from(coaches).where(eq(coaches.id, coachId));
      const comment = await writeComment(
        deps,
        { partnerId: location.partnerId, locationId: location.id },
        { coachName: coach.name, coachId },
        request.body,
      );
      return reply.status(201).send(comment);
    },
  );
};

export default coachRoutes;
