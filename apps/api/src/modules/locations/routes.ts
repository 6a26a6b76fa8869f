import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { locationListSchema, paths } from '@rlo/contract';
import { requireUser } from '../../lib/principal';
import { listLocations } from './queries';

const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  // The main layout's sync lights read this list on /onboarding too (1-foundation §2, §4: the layout
  // stays, only its menus wait), and a 403 there would sign the user out: onboarding may list them.
  app.get(paths.locations, { config: { allowOnboarding: true }, schema: { tags: ['locations'], response: { 200: locationListSchema } } }, async (request) => {
    const user = requireUser(request);
    const items = await listLocations(app.deps, user);
    return { items, total: items.length };
  });
};

export default locationRoutes;
