import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  paths,
  KPI_GUIDE_KEYS,
  SCREEN_GUIDE_KEYS,
  userGuideBySectionQuery,
  userGuideIndexSchema,
  userGuideLocaleQuery,
  userGuideQuery,
  userGuideBySectionParams,
  userGuideParams,
  userGuideSchema,
} from '@rlo/contract';
import { badRequest, notFound } from '../../lib/http-error';
import { shownLocale } from '../../lib/locale';
import { requireUser } from '../../lib/principal';
import { GROUP_MEMBERS } from './content/meta';
import { groupKey } from './render';
import { findGuide, guideIndex } from './service';
import { syncUserGuides } from './sync';

const tags = ['user guides'];
const isIn = (list: readonly string[], value: string) => list.includes(value);

/**
 * User guides (3-operations §2 "User guides", §7 "User guide"): product content for the SHOP_USER
 * audience, the same for every partner, in the interface language (the `locale` query, since the
 * language selector is client-side) or else the user's stored one, falling back to en_US.
 */
const userGuideRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // The guides live in the code; every start writes them into user_guides, which the routes read.
  app.addHook('onReady', async () => {
    await syncUserGuides(deps);
  });

  app.get(
    paths.userGuideIndex,
    {
      schema: {
        tags,
        summary: 'The screen, KPI and dashboard-section guides (titles and summaries) for the guide list',
        querystring: userGuideLocaleQuery,
        response: { 200: userGuideIndexSchema },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return guideIndex(deps, await shownLocale(deps, userId, request.query.locale));
    },
  );

  app.get(
    paths.userGuide,
    {
      schema: {
        tags,
        summary: 'One guide: SCREEN with a screen key (dashboard, reports…) or KPI with a kpis.md name; `screen` names the screen it is opened from',
        params: userGuideParams,
        querystring: userGuideQuery,
        response: { 200: userGuideSchema },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const { section, id } = request.params;
      const known = section === 'SCREEN' ? isIn(SCREEN_GUIDE_KEYS, id) : isIn(KPI_GUIDE_KEYS, id);
      if (!known) throw notFound(`The ${section === 'SCREEN' ? 'screen' : 'KPI'} guide "${id}"`);
      return findGuide(deps, section, id, await shownLocale(deps, userId, request.query.locale));
    },
  );

  app.get(
    paths.userGuideBySection,
    {
      schema: {
        tags,
        summary: 'A KPI guide by dashboard section: kpiGroup alone gives the section guide, kpiType one KPI of it',
        params: userGuideBySectionParams,
        querystring: userGuideBySectionQuery,
        response: { 200: userGuideSchema },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const { kpiGroup, kpiType, locale: asked } = request.query;
      if (request.params.section !== 'KPI') throw badRequest('by-section serves KPI guides; a screen guide is GET /userGuide/userGuides/SCREEN/{id}.');
      if (!kpiType) {
        if (!kpiGroup) throw badRequest('kpiGroup or kpiType is required.');
        return findGuide(deps, 'KPI', groupKey(kpiGroup), await shownLocale(deps, userId, asked));
      }
      const locale = await shownLocale(deps, userId, asked);
      if (!isIn(KPI_GUIDE_KEYS, kpiType)) throw notFound(`The KPI guide "${kpiType}"`);
      if (kpiGroup && !isIn(GROUP_MEMBERS[kpiGroup], kpiType)) throw notFound(`The KPI guide "${kpiType}" in the section ${kpiGroup}`);
      return findGuide(deps, 'KPI', kpiType, locale);
    },
  );
};

export default userGuideRoutes;
