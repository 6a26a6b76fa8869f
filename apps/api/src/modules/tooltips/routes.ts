import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, eq, inArray } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { idParam, tooltipsSaveSchema, tooltipsSchema } from '@rlo/contract';
import { requireAccountHolder } from '../../lib/access';
import { requireUser } from '../../lib/principal';

const { tooltips } = schema;
const tags = ['tooltips'];

/**
 * The partner's own chart tooltip texts (2-dashboard "Edit tooltips"). The spec's fetch is
 * GET /{partnerId}/get/tooltips/{id} with {id} the location the dashboard shows (texts are kept per
 * partner, so every location shows the same); the save is not shown, so it is POST
 * /{partnerId}/tooltips with a {key: text} body, an empty text removing the partner's own text.
 */
const tooltipRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/:partnerId/get/tooltips/:id',
    {
      config: { locationParams: ['id'] },
      schema: {
        tags,
        summary: "The partner's tooltip texts by key (keys without a text of their own are left out)",
        params: z.object({ partnerId: idParam, id: idParam }),
        response: { 200: tooltipsSchema },
      },
    },
    async (request) => {
      const { partnerId } = requireUser(request);
      const rows = await db.select().from(tooltips).where(eq(tooltips.partnerId, partnerId));
      return Object.fromEntries(rows.map((row) => [row.tooltipKey, row.text]));
    },
  );

  app.post(
    '/:partnerId/tooltips',
    {
      schema: {
        tags,
        summary: 'Saves tooltip texts by key (shop owner or Admin); an empty text restores the default',
        params: z.object({ partnerId: idParam }),
        body: tooltipsSaveSchema,
        response: { 200: tooltipsSchema },
      },
    },
    async (request) => {
      const principal = requireUser(request);
      requireAccountHolder(principal);
      const { partnerId } = principal;
      const entries = Object.entries(request.body);
      const cleared = entries.filter(([, text]) => text === '').map(([key]) => key);
      const kept = entries.filter(([, text]) => text !== '');
      await db.transaction(async (tx) => {
        if (cleared.length > 0)
          await tx.delete(tooltips).where(and(eq(tooltips.partnerId, partnerId), inArray(tooltips.tooltipKey, cleared)));
        for (const [tooltipKey, text] of kept)
          await tx
            .insert(tooltips)
            .values({ partnerId, tooltipKey, text })
            .onConflictDoUpdate({ target: [tooltips.partnerId, tooltips.tooltipKey], set: { text } });
      });
      const rows = await db.select().from(tooltips).where(eq(tooltips.partnerId, partnerId));
      return Object.fromEntries(rows.map((row) => [row.tooltipKey, row.text]));
    },
  );
};

export default tooltipRoutes;
