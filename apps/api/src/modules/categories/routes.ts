import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pathParams,
  paths,
  dashboardCategorySchema,
  fetchMappedCategoryQuery,
  locationMappingSchema,
  mappedCategorySchema,
  saveMappedCategoryBody,
  smsCategorySchema,
} from '@rlo/contract';
import { requireUser } from '../../lib/principal';
import { deleteMapping, listDashboardCategories, listMappings, listSmsCategories, saveMapping, verifyMapping } from './service';

const tags = ['categories'];

/** Map category (3-operations §2, §7): sms categories of a location onto the product's dashboard categories. */
const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(paths.dashboardCategories, { schema: { tags, response: { 200: z.array(dashboardCategorySchema) } } }, async (request) => {
    requireUser(request);
    return listDashboardCategories(app.deps);
  });

  // The tenancy guard has checked partnerId (403) and locationId (404) against the session.
  app.get(
    paths.smsCategories,
    { schema: { tags, params: pathParams(paths.smsCategories), response: { 200: z.array(smsCategorySchema) } } },
    async (request) => listSmsCategories(app.deps, requireUser(request).partnerId, request.params.locationId),
  );

  app.get(
    paths.mappedCategories,
    { schema: { tags, params: pathParams(paths.mappedCategories), querystring: fetchMappedCategoryQuery, response: { 200: z.array(mappedCategorySchema) } } },
    async (request) =>
      listMappings(app.deps, requireUser(request).partnerId, request.params.locationId, request.query.dashboardCategoryId),
  );

  app.post(
    paths.saveMappedCategories,
    { schema: { tags, params: pathParams(paths.saveMappedCategories), body: saveMappedCategoryBody, response: { 200: mappedCategorySchema } } },
    async (request) => saveMapping(app.deps, requireUser(request).partnerId, request.params.locationId, request.body),
  );

  app.delete(
    paths.deleteMappedCategory,
    { schema: { tags, params: pathParams(paths.deleteMappedCategory), response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteMapping(app.deps, requireUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    paths.verifyCategoryMapping,
    { schema: { tags, params: pathParams(paths.verifyCategoryMapping), response: { 200: z.array(locationMappingSchema) } } },
    async (request) => verifyMapping(app.deps, requireUser(request)),
  );
};

export default categoryRoutes;
