import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  paths,
  measureMyShopQuery,
  measureMyShopResponseSchema,
  shopComparisonQuery,
  shopComparisonRecordSchema,
  summaryReportQuery,
  summaryReportSchema,
  type Subscription,
} from '@rlo/contract';
import { summaryReport } from '../../analytics';
import { requireActiveAccount, requireSubscription } from '../../lib/access';
import { badRequest, forbidden } from '../../lib/http-error';
import { requireUser, type UserPrincipal } from '../../lib/principal';
import { shopComparison } from '../reports/comparison';
import { measureMyShop } from '../reports/measureMyShop';
import { rangeTotals } from '../reports/queries/totals';
import { resolveScope } from '../../lib/scope';
import { loadSessionUser } from '../auth/user-view';

const tags = ['comparison'];

/** Shop comparison, Measure My Shop and the summary report (3-operations §7), read from rollups. */
const comparisonRoutes: FastifyPluginAsyncZod = async (app) => {
  // 3-operations §5–§6: both screens are gated by a subscription of the user's default location.
  async function defaultLocationWith(principal: UserPrincipal, subscription: Subscription): Promise<number> {
    requireActiveAccount(principal);
    const user = await loadSessionUser(app.deps, principal.userId);
    if (!user?.defaultLocation) throw forbidden();
    await requireSubscription(app.deps, principal, user.defaultLocation, subscription);
    return user.defaultLocation;
  }

  app.get(
    paths.shopComparison,
    { schema: { tags, querystring: shopComparisonQuery, response: { 200: z.array(shopComparisonRecordSchema) } } },
    async (request) => {
      const principal = requireUser(request);
      await defaultLocationWith(principal, request.query.isMeasureMyShop ? 'measure_my_shop' : 'rlo_daily_email');
      // The tenancy guard has refused ids of other partners; without ids, every enabled location.
      const ids = request.query.location_ids ?? (await resolveScope(app.deps, principal, 'all')).locationIds;
      return shopComparison(app.deps, principal, ids, {
        state: request.query.comparison_state,
        selectedDate: request.query.selectedDate,
        measureMyShop: request.query.isMeasureMyShop,
      });
    },
  );

  app.get(
    paths.measureMyShop,
    { schema: { tags, querystring: measureMyShopQuery, response: { 200: measureMyShopResponseSchema } } },
    async (request) => {
      const principal = requireUser(request);
      const locationId = await defaultLocationWith(principal, 'measure_my_shop');
      const { today } = await resolveScope(app.deps, principal, locationId);
      return measureMyShop(app.deps, principal.partnerId, today, {
        techCount: request.query.techCount,
        withGsTech: request.query.gsTechCount,
      });
    },
  );

  app.get(
    paths.summaryReport,
    { schema: { tags, querystring: summaryReportQuery, response: { 200: summaryReportSchema } } },
    async (request) => {
      const principal = requireUser(request);
      requireActiveAccount(principal);
      const { startDate, endDate, locationId } = request.query;
      if (startDate > endDate) {
        throw badRequest('"startDate" must be on or before "endDate".', [{ path: 'endDate', message: 'must be on or after startDate' }]);
      }
      const scope = await resolveScope(app.deps, principal, locationId);
      return { startDate, endDate, ...summaryReport(await rangeTotals(app.deps, scope.locationIds, startDate, endDate)) };
    },
  );
};

export default comparisonRoutes;
