import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import {
  COACHING_REQUEST_RETRY_MS,
  coachCommentListQuery,
  coachCommentReadQuery,
  coachCommentSchema,
  coachingRequestSaveSchema,
  coachingRequestSchema,
  countSchema,
  idParam,
  partnerLocationQuery,
  roCoachCommentSaveSchema,
} from '@rlo/contract';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/http-error';
import { requireShopOwner, requireSubscription } from '../../lib/access';
import { requireUser, type UserPrincipal } from '../../lib/principal';
import { withinReach, type Reach } from '../../lib/reach';
import { commentPage, toComment, writeComment } from './service';
import { retryRequests, saveRequest, toRequest } from './requests';

const { coachComments, coachingRequests, users } = schema;
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
  const { db } = deps.database;
  const mailDeps = { ...deps, log: app.log };

  /** A comment of the partner at a location the user may see; any other is not found. */
  async function ownComment(reach: Reach, id: number) {
    const [row] = await db
      .select()
      .from(coachComments)
      .where(and(eq(coachComments.id, id), eq(coachComments.partnerId, reach.partnerId), withinReach(reach, coachComments.locationId)))
      .limit(1);
    if (!row) throw notFound('The comment');
    return row;
  }

  app.get(
    '/coach_comments',
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
    '/coach_comment/:id',
    {
      schema: { tags, summary: 'One coach comment', params: z.object({ id: idParam }), response: { 200: coachCommentSchema } },
    },
    async (request) => {
      const row = await ownComment(requireUser(request), request.params.id);
      await commentUser(deps, request, row.locationId);
      return toComment(row);
    },
  );

  app.post(
    '/coach_comment/read/:id',
    {
      schema: {
        tags,
        summary: 'Marks a coach comment read (opening its detail, or its e-mail link with isEmailRead=true)',
        params: z.object({ id: idParam }),
        querystring: coachCommentReadQuery,
        response: { 200: coachCommentSchema },
      },
    },
    async (request) => {
      const principal = await commentUser(deps, request, request.query.locationId);
      const { partnerId } = principal;
      const row = await ownComment(principal, request.params.id);
      if (row.locationId !== request.query.locationId) throw notFound('The comment');
      if (row.read) return toComment(row);
      const [updated] = await db
        .update(coachComments)
        .set({ read: true, readAt: new Date() })
        .where(and(eq(coachComments.id, row.id), eq(coachComments.partnerId, partnerId)))
        .returning();
      return toComment(updated);
    },
  );

  app.get(
    '/:partnerId/comment-count/:locationId',
    {
      schema: {
        tags,
        summary: 'How many coach comments of the location are unread (the sidebar badge)',
        params: z.object({ partnerId: idParam, locationId: idParam }),
        response: { 200: countSchema },
      },
    },
    async (request) => {
      const { partnerId } = await commentUser(deps, request, request.params.locationId);
      const [row] = await db
        .select({ count: count() })
        .from(coachComments)
        .where(
          and(
            eq(coachComments.partnerId, partnerId),
            eq(coachComments.locationId, request.params.locationId),
            eq(coachComments.read, false),
          ),
        );
      return { count: row?.count ?? 0 };
    },
  );

  app.get(
    '/user/coach_comments',
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
      const rows = await db
        .select()
        .from(coachComments)
        .where(
          and(
            eq(coachComments.partnerId, partnerId),
            eq(coachComments.locationId, request.query.locationId),
            eq(coachComments.read, false),
          ),
        )
        .orderBy(desc(coachComments.createdAt), desc(coachComments.id))
        .limit(50);
      return rows.map(toComment);
    },
  );

  app.post(
    '/coach_comment/save',
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
      const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, principal.userId));
      return writeComment(
        deps,
        { partnerId: principal.partnerId, locationId: request.query.locationId },
        { coachName: user?.name ?? 'Shop owner', authorUserId: principal.userId },
        { kpiType: 'REPAIR_ORDER', ...request.body },
      );
    },
  );

  app.post(
    '/coaching-request/save',
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
      const comment = await ownComment(principal, request.body.commentId);
      if (comment.locationId !== request.query.locationId) throw notFound('The comment');
      return saveRequest(mailDeps, { partnerId, locationId: request.query.locationId }, request.body);
    },
  );

  app.get(
    '/coaching-request/:commentId',
    {
      schema: {
        tags,
        summary: 'The coaching requests already made for a comment, oldest first',
        params: z.object({ commentId: idParam }),
        response: { 200: z.array(coachingRequestSchema) },
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const { partnerId } = principal;
      const comment = await ownComment(principal, request.params.commentId);
      await commentUser(deps, request, comment.locationId);
      const rows = await db
        .select()
        .from(coachingRequests)
        .where(and(eq(coachingRequests.partnerId, partnerId), eq(coachingRequests.commentId, comment.id)))
        .orderBy(asc(coachingRequests.id));
      return rows.map(toRequest);
    },
  );

  // The retry job of coaching request e-mails: in-process, a few minutes apart; a restart loses
  // nothing because the requests wait in the table.
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      retryRequests(mailDeps).catch((error: unknown) => app.log.error({ err: error }, 'coaching request retry failed'));
    }, COACHING_REQUEST_RETRY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};

export default coachCommentRoutes;
