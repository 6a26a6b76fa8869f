import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dashboardCategorySchema,
  fetchMappedCategoryQuery,
  idParam,
  locationMappingSchema,
  mappedCategorySchema,
  saveMappedCategoryBody,
  smsCategorySchema,
} from '@rlo/contract';
import { requireUser } from '../../lib/principal';
import { deleteMapping, listDashboardCategories, listMappings, listSmsCategories, saveMapping, verifyMapping } from './service';

const tags = ['categories'];
const partnerParams = z.object({ partnerId: idParam });
const locationParams = partnerParams.extend({ locationId: idParam });

/** Map category (3-operations §2, §7): sms categories of a location onto the product's dashboard categories. */
const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/category/dashboard-category', { schema: { tags, response: { 200: z.array(dashboardCategorySchema) } } }, async (request) => {
    requireUser(request);
    return listDashboardCategories(app.deps);
  });

  // The tenancy guard has checked partnerId (403) and locationId (404) against the session.
  app.get(
    '/category/:partnerId/sms-category/:locationId',
    { schema: { tags, params: locationParams, response: { 200: z.array(smsCategorySchema) } } },
    async (request) => listSmsCategories(app.deps, requireUser(request).partnerId, request.params.locationId),
  );

  app.get(
    '/category/:partnerId/fetch-mapped-category/:locationId',
    { schema: { tags, params: locationParams, querystring: fetchMappedCategoryQuery, response: { 200: z.array(mappedCategorySchema) } } },
    async (request) =>
      listMappings(app.deps, requireUser(request).partnerId, request.params.locationId, request.query.dashboardCategoryId),
  );

  app.post(
    '/category/:partnerId/save-mapped-category/:locationId',
    { schema: { tags, params: locationParams, body: saveMappedCategoryBody, response: { 200: mappedCategorySchema } } },
    async (request) => saveMapping(app.deps, requireUser(request).partnerId, request.params.locationId, request.body),
  );

  app.delete(
    '/category/delete/:id',
    { schema: { tags, params: z.object({ id: idParam }), response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteMapping(app.deps, requireUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/category/:partnerId/verify-mapping',
    { schema: { tags, params: partnerParams, response: { 200: z.array(locationMappingSchema) } } },
    async (request) => verifyMapping(app.deps, requireUser(request)),
  );
};

export default categoryRoutes;
