import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { agentTokenSchema, INGEST_MAX_BATCH, ingestRequestSchema, ingestResultSchema, parseId, pathParams, paths } from '@rlo/contract';
import { ingestBatch, issueAgentToken, locationOfAgentToken } from '../../ingest';
import { forbidden, HttpError, notFound, unauthorized } from '../../lib/http-error';
import { requireUser } from '../../lib/principal';
import type { AppDeps } from '../../deps';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * The desktop agent signs in with its location's token instead of a session (route config
 * `bearer`): checked before the body is read, so an unknown caller never gets it parsed.
 */
function agentAuthentication(deps: AppDeps) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    const locationId = token ? await locationOfAgentToken(deps, token) : null;
    if (locationId === null) {
      reply.header('www-authenticate', 'Bearer');
      throw unauthorized();
    }
    // Read as the schema reads it; a locationId that is no id at all is left to the schema's 400.
    const requested = parseId((request.params as { locationId?: string }).locationId);
    if (requested !== null && requested !== locationId) throw notFound('The location');
  };
}

const agentIngestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    paths.agentRepairOrders,
    {
      config: { bearer: true },
      onRequest: agentAuthentication(app.deps),
      schema: {
        tags: ['ingest'],
        description: `Canonical repair orders from the desktop agent (ingest.md), at most ${INGEST_MAX_BATCH} per call, with Authorization: Bearer <location agent token>.`,
        params: pathParams(paths.agentRepairOrders),
        body: ingestRequestSchema,
        response: { 200: ingestResultSchema },
      },
    },
    async (request) => {
      const ros = request.body.repair_orders;
      if (ros.length > INGEST_MAX_BATCH) {
        throw new HttpError(
          413,
          `A batch holds at most ${INGEST_MAX_BATCH} repair orders; this one has ${ros.length}. Send them in batches of ${INGEST_MAX_BATCH} or fewer.`,
        );
      }
      return ingestBatch(app.deps, { locationId: request.params.locationId, source: 'agent' }, ros);
    },
  );

  // The location setup screen shows the token once; issuing a new one revokes the old.
  app.post(
    paths.locationAgentToken,
    { schema: { tags: ['locations'], params: pathParams(paths.locationAgentToken), response: { 200: agentTokenSchema } } },
    async (request) => {
      const user = requireUser(request);
      if (!user.isShopOwner && user.role !== 'Admin') throw forbidden();
      const { token, createdAt } = await issueAgentToken(app.deps, user.partnerId, request.params.locationId);
      return { token, created_at: createdAt.toISOString() };
    },
  );
};

export default agentIngestRoutes;
