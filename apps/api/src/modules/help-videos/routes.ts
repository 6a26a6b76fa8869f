import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { helpVideoSchema, userGuideLocaleQuery, paths } from '@rlo/contract';
import { requireUser } from '../../lib/principal';
import { shownLocale } from '../../lib/locale';
import { listHelpVideos } from './service';

/**
 * Help videos (1-foundation §2 /help/videos): product content, the same for every partner, added by
 * the operator with `npm run admin -- add-help-video`. The path is not in the spec's call list.
 */
const helpVideoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.get(
    paths.helpVideos,
    {
      schema: {
        tags: ['help videos'],
        summary: 'The help videos in the interface language (or the user\'s), by position; English ones when the language has none',
        querystring: userGuideLocaleQuery,
        response: { 200: z.array(helpVideoSchema) },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return listHelpVideos(deps, await shownLocale(deps, userId, request.query.locale));
    },
  );
};

export default helpVideoRoutes;
