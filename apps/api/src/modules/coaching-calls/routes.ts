import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { coachingCallListQuery, coachingCallQuery, coachingCallSaveSchema, coachingCallSchema, paths } from '@rlo/contract';
import { requireUser } from '../../lib/principal';
import { bookCall, listCalls } from './service';

const tags = ['coaching call'];

/**
 * Coaching call (1-foundation §2 /coaching-call). The spec names the screen but no call, so these
 * paths are ours. The tenancy guard has checked partnerId and locationId; the queries also carry
 * the session's partner.
 */
const coachingCallRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const mailDeps = { ...deps, log: app.log };

  app.get(
    paths.coachingCalls,
    {
      schema: {
        tags,
        summary: "The partner's coaching calls (optionally of one location), newest first, with their sending state",
        querystring: coachingCallListQuery,
        response: { 200: z.array(coachingCallSchema) },
      },
    },
    async (request) => {
      return listCalls(deps, requireUser(request), request.query.locationId);
    },
  );

  app.post(
    paths.coachingCalls,
    {
      schema: {
        tags,
        summary: 'Books a call with the coach: stored as a coaching request, then e-mailed (a failed send is retried)',
        querystring: coachingCallQuery,
        body: coachingCallSaveSchema,
        response: { 200: coachingCallSchema },
      },
    },
    async (request) => {
      const { partnerId, userId } = requireUser(request);
      return bookCall(mailDeps, { partnerId, userId, locationId: request.query.locationId }, request.body);
    },
  );
};

export default coachingCallRoutes;
