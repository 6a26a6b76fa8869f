import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pathParams,
  paths,
  coachCommentListQuery,
  coachCommentReadQuery,
  coachCommentSchema,
  coachingRequestSaveSchema,
  coachingRequestSchema,
  countSchema,
  partnerLocationQuery,
  roCoachCommentSaveSchema,
} from '@rlo/contract';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/http-error';
import { requireShopOwner, requireSubscription } from '../../lib/access';
import { requireUser, type UserPrincipal } from '../../lib/principal';
import {
  commentPage,
  commentWithinReach,
  markCommentRead,
  toComment,
  unreadCommentCount,
  unreadComments,
  writeOwnerComment,
} from './service';
import { requestsOfComment, saveRequest } from './requests';

const tags = ['coach comments'];

/** Coach comments need the rlo_daily_email subscription on the location (1-foundation §6). */
async function commentUser(deps: AppDeps, request: Parameters<typeof requireUser>[0], locationId: number): Promise<UserPrincipal> {
  const principal = requireUser(request);
  await requireSubscription(deps, principal, locationId, 'rlo_daily_email');
  return principal;
}

/**
 * Coach comments and coaching requests (2-dashboard §7 "Coach comments"). The tenancy guard has
 * checked partnerId and locationId; every query also carries the session's partner, so another
 * partner's comment id is a 404.
 */
const coachCommentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const mailDeps = { ...deps, log: app.log };

  app.get(
    paths.coachComments,
    {
      schema: {
        tags,
        summary: "One page of a location's coach comments, newest first (a show-more list: a bare array)",
        querystring: coachCommentListQuery,
        response: { 200: z.array(coachCommentSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const { partnerId } = await commentUser(deps, request, q.locationId);
      return commentPage(deps, {
        partnerId,
        locationId: q.locationId,
        kpiType: q.comment_filter === 'BY_REPAIR_ORDER' ? 'REPAIR_ORDER' : q.kpi_type,
        chartType: q.chartType,
        chartGroup: q.chartGroup,
        roNum: q.ro_num,
        pageNum: q.page_num,
        pageSize: q.page_size,
      });
    },
  );

  app.get(
    paths.coachComment,
    {
      schema: { tags, summary: 'One coach comment', params: pathParams(paths.coachComment), response: { 200: coachCommentSchema } },
    },
    async (request) => {
      const row = await commentWithinReach(deps, requireUser(request), request.params.id);
      await commentUser(deps, request, row.locationId);
      return toComment(row);
    },
  );

  app.post(
    paths.readCoachComment,
    {
      schema: {
        tags,
        summary: 'Marks a coach comment read (opening its detail, or its e-mail link with isEmailRead=true)',
        params: pathParams(paths.readCoachComment),
        querystring: coachCommentReadQuery,
        response: { 200: coachCommentSchema },
      },
    },
    async (request) => {
      const principal = await commentUser(deps, request, request.query.locationId);
      const row = await commentWithinReach(deps, principal, request.params.id);
      if (row.locationId !== request.query.locationId) throw notFound('The comment');
      return markCommentRead(deps, row);
    },
  );

  app.get(
    paths.coachCommentCount,
    {
      schema: {
        tags,
        summary: 'How many coach comments of the location are unread (the sidebar badge)',
        params: pathParams(paths.coachCommentCount),
        response: { 200: countSchema },
      },
    },
    async (request) => {
      const { partnerId } = await commentUser(deps, request, request.params.locationId);
      return { count: await unreadCommentCount(deps, { partnerId, locationId: request.params.locationId }) };
    },
  );

  app.get(
    paths.userCoachComments,
    {
      schema: {
        tags,
        summary: "The location's unread coach comments, newest first (at most 50)",
        querystring: partnerLocationQuery,
        response: { 200: z.array(coachCommentSchema) },
      },
    },
    async (request) => {
      const { partnerId } = await commentUser(deps, request, request.query.locationId);
      return unreadComments(deps, { partnerId, locationId: request.query.locationId });
    },
  );

  app.post(
    paths.saveCoachComment,
    {
      schema: {
        tags,
        summary: "The shop owner's coach comment on an RO of the location (from the dashboard's RO details)",
        querystring: partnerLocationQuery,
        body: roCoachCommentSaveSchema,
        response: { 200: coachCommentSchema },
      },
    },
    async (request) => {
      const principal = await commentUser(deps, request, request.query.locationId);
      requireShopOwner(principal);
      return writeOwnerComment(deps, principal, request.query.locationId, request.body);
    },
  );

  app.post(
    paths.saveCoachingRequest,
    {
      schema: {
        tags,
        summary: 'A coaching-call or training request about a comment: stored, then e-mailed (a failed send is retried)',
        querystring: partnerLocationQuery,
        body: coachingRequestSaveSchema,
        response: { 200: coachingRequestSchema },
      },
    },
    async (request) => {
      const principal = await commentUser(deps, request, request.query.locationId);
      const { partnerId } = principal;
      const comment = await commentWithinReach(deps, principal, request.body.commentId);
      if (comment.locationId !== request.query.locationId) throw notFound('The comment');
      return saveRequest(mailDeps, { partnerId, locationId: request.query.locationId }, request.body);
    },
  );

  app.get(
    paths.coachingRequests,
    {
      schema: {
        tags,
        summary: 'The coaching requests already made for a comment, oldest first',
        params: pathParams(paths.coachingRequests),
        response: { 200: z.array(coachingRequestSchema) },
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const comment = await commentWithinReach(deps, principal, request.params.commentId);
      await commentUser(deps, request, comment.locationId);
      return requestsOfComment(deps, principal.partnerId, comment.id);
    },
  );
};

export default coachCommentRoutes;
