import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pathParams,
  paths,
  connectionCheckSchema,
  errorBodySchema,
  managementConnectionSaveSchema,
  partnerLocationQuery,
  syncHistorySchema,
  syncRunSchema,
} from '@rlo/contract';
import { requireAccountHolder } from '../../lib/access';
import { requireUser } from '../../lib/principal';
import { checkConnection, syncHistory, syncNow } from './service';

const tags = ['sync'];

/** Connector syncs (connectors.md §1): a location's run history, "Sync now", and "Test connection". */
const syncRunRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    paths.syncRuns,
    {
      config: { locationParams: ['id'] },
      schema: {
        tags,
        summary: "The location's connector sync runs, newest first, with whether it has a usable connection",
        params: pathParams(paths.syncRuns),
        response: { 200: syncHistorySchema, 404: errorBodySchema },
      },
    },
    async (request) => syncHistory(deps, requireUser(request).partnerId, request.params.id),
  );

  app.post(
    paths.syncRuns,
    {
      config: { locationParams: ['id'] },
      schema: {
        tags,
        summary: "Queues a pull of what changed in the location's system (shop owner or Admin); the queued run when one is waiting already",
        params: pathParams(paths.syncRuns),
        response: { 200: syncRunSchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      requireAccountHolder(user);
      return syncNow(deps, user.partnerId, request.params.id, { requestedBy: user.userId });
    },
  );

  app.post(
    paths.checkManagementSystem,
    {
      schema: {
        tags,
        summary:
          'Tries connection details on the management system without saving them (shop owner or Admin); a blank secret means the stored one. Answers what is wrong in plain words, never the secret',
        querystring: partnerLocationQuery,
        body: managementConnectionSaveSchema,
        response: { 200: connectionCheckSchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      requireAccountHolder(user);
      return checkConnection(deps, user.partnerId, request.query.locationId, request.body);
    },
  );
};

export default syncRunRoutes;
