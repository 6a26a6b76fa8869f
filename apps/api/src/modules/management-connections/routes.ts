import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  managementConnectionSaveSchema,
  managementConnectionSchema,
  partnerLocationQuery,
  paths,
} from '@rlo/contract';
import { requireAccountHolder } from '../../lib/access';
import { requireUser } from '../../lib/principal';
import { saveManagementConnection } from './service';

/**
 * POST /management-system?partnerId&locationId: the write beside the spec's GET (which lives in
 * modules/onboarding). Settings, Management System tab.
 */
const managementConnectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    paths.managementSystem,
    {
      schema: {
        tags: ['settings'],
        summary:
          "Saves the connection of a location's web-based system (shop owner or Admin); the API key is sealed at rest and answered masked, a blank key keeps the stored one",
        querystring: partnerLocationQuery,
        body: managementConnectionSaveSchema,
        response: { 200: managementConnectionSchema, 400: errorBodySchema, 404: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      requireAccountHolder(user);
      return saveManagementConnection(app.deps, user, request.query.locationId, request.body);
    },
  );
};

export default managementConnectionRoutes;
