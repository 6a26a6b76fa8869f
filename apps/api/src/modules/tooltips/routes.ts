import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tooltipsSaveSchema, tooltipsSchema, pathParams, paths } from '@rlo/contract';
import { requireAccountHolder } from '../../lib/access';
import { requireUser } from '../../lib/principal';
import { saveTooltips, tooltipsOf } from './service';

const tags = ['tooltips'];

/**
 * The partner's own chart tooltip texts (2-dashboard "Edit tooltips"). The spec's fetch is
 * GET /{partnerId}/get/tooltips/{id} with {id} the location the dashboard shows (texts are kept per
 * partner, so every location shows the same); the save is not shown, so it is POST
 * /{partnerId}/tooltips with a {key: text} body, an empty text removing the partner's own text.
 */
const tooltipRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    paths.tooltips,
    {
      config: { locationParams: ['id'] },
      schema: {
        tags,
        summary: "The partner's tooltip texts by key (keys without a text of their own are left out)",
        params: pathParams(paths.tooltips),
        response: { 200: tooltipsSchema },
      },
    },
    async (request) => {
      const { partnerId } = requireUser(request);
      return tooltipsOf(deps, partnerId);
    },
  );

  app.post(
    paths.saveTooltips,
    {
      schema: {
        tags,
        summary: 'Saves tooltip texts by key (shop owner or Admin); an empty text restores the default',
        params: pathParams(paths.saveTooltips),
        body: tooltipsSaveSchema,
        response: { 200: tooltipsSchema },
      },
    },
    async (request) => {
      const principal = requireUser(request);
      requireAccountHolder(principal);
      return saveTooltips(deps, principal.partnerId, request.body);
    },
  );
};

export default tooltipRoutes;
