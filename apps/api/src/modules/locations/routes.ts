import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { locationListSchema } from '@rlo/contract';
import { requireUser } from '../../lib/principal';
import { listLocations } from './queries';

const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/locations', { schema: { tags: ['locations'], response: { 200: locationListSchema } } }, async (request) => {
    const user = requireUser(request);
    const items = await listLocations(app.deps, user.partnerId);
    return { items, total: items.length };
  });
};

export default locationRoutes;
