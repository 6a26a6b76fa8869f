import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigSchema, paths } from '@rlo/contract';
import { DEMO_SIGN_INS } from '../../demo/sign-ins';

const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    paths.config,
    { config: { public: true }, schema: { tags: ['platform'], response: { 200: publicConfigSchema } } },
    async () => ({
      demoMode: app.deps.config.demoData,
      // Demo sign-ins are shown only in demo mode, where they are the documented way in.
      demoSignIns: app.deps.config.demoData ? DEMO_SIGN_INS : [],
      externalLinks: app.deps.config.externalLinks,
    }),
  );
};

export default configRoutes;
