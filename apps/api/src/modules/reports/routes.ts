import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  customerReportRowSchema,
  EMPLOYEE_WINDOW_MONTHS,
  dailySummaryQuery,
  dailySummaryResponseSchema,
  dayRowSchema,
  idParam,
  forecastSummarySchema,
  marketingRowSchema,
  monthDetailsParams,
  monthlyRowSchema,
  monthlySummaryBodySchema,
  queryDate,
  quarterRowSchema,
  rangeQuery,
  scopeQuery,
  specificDayQuery,
  techStatsRowSchema,
  topCustomerSchema,
  writerStatsRowSchema,
} from '@rlo/contract';
import { addMonths, last12Months } from '../../analytics';
import { requireUser } from '../../lib/principal';
import { requireActiveAccount } from '../../lib/access';
import { badRequest } from '../../lib/http-error';
import { resolveScope } from '../../lib/scope';
import { dailySummary, daySummary, monthDetails, monthlySummary, quarterlyDetails, specificDaySummary } from './service';
import { customersByMonth, marketingSourcesByMonth, techStatsByMonth, topCustomersOf, writerStatsByMonth } from './people';
import { forecastFor } from './forecast';

const partnerParams = z.object({ partnerId: idParam });
const tags = ['reports'];

function checkRange(from?: string, to?: string) {
  if (from && to && from > to) throw badRequest('"from" must be on or before "to".', [{ path: 'from', message: 'must be on or before to' }]);
}

/** The dashboard's summaries and charts (2-dashboard §7), all read from rollups. */
const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  // A Disabled subscription keeps settings and billing, not the figures (2-dashboard §1).
  const scopeOf = (request: Parameters<typeof requireUser>[0], locationId: number | 'all' | undefined) => {
    const user = requireUser(request);
    requireActiveAccount(user);
    return resolveScope(app.deps, user, locationId, request.checkedLocations);
  };

  app.get(
    '/dashboard/:partnerId/reports/daily_summary',
    { schema: { tags, params: partnerParams, querystring: dailySummaryQuery, response: { 200: dailySummaryResponseSchema } } },
    async (request) => dailySummary(app.deps, await scopeOf(request, request.query.location_id), request.query.year),
  );

  app.get(
    '/dashboard/:partnerId/forcast_summary',
    { schema: { tags, params: partnerParams, querystring: scopeQuery, response: { 200: forecastSummarySchema } } },
    async (request) => forecastFor(app.deps, await scopeOf(request, request.query.location_id)),
  );

  app.get(
    '/:partnerId/reports/daily_summary/:date',
    {
      schema: {
        tags,
        params: partnerParams.extend({ date: queryDate }),
        querystring: scopeQuery,
        response: { 200: dayRowSchema },
      },
    },
    async (request) => daySummary(app.deps, await scopeOf(request, request.query.location_id), request.params.date),
  );

  app.get(
    '/:partnerId/reports/monthly/:yyyymm/details',
    { schema: { tags, params: monthDetailsParams, querystring: scopeQuery, response: { 200: z.array(dayRowSchema) } } },
    async (request) => monthDetails(app.deps, await scopeOf(request, request.query.location_id), request.params.yyyymm),
  );

  app.get(
    '/:partnerId/reports/monthly_summary',
    { schema: { tags, params: partnerParams, querystring: rangeQuery, response: { 200: z.array(monthlyRowSchema) } } },
    async (request) => {
      checkRange(request.query.from, request.query.to);
      return monthlySummary(app.deps, await scopeOf(request, request.query.location_id), request.query.from, request.query.to);
    },
  );

  app.post(
    '/:partnerId/reports/monthly_summary',
    {
      schema: {
        tags,
        params: partnerParams,
        querystring: rangeQuery,
        body: monthlySummaryBodySchema,
        response: { 200: z.array(z.record(z.string(), z.number())) },
      },
    },
    async (request) => {
      checkRange(request.query.from, request.query.to);
      const rows = await monthlySummary(app.deps, await scopeOf(request, request.query.location_id), request.query.from, request.query.to);
      const wanted = ['month', 'year', ...request.body.metrics] as (keyof (typeof rows)[number])[];
      return rows.map((row) => Object.fromEntries(wanted.map((k) => [k, row[k]])));
    },
  );

  app.get(
    '/:partnerId/reports/specific_day_summary',
    { schema: { tags, params: partnerParams, querystring: specificDayQuery, response: { 200: dayRowSchema } } },
    async (request) => specificDaySummary(app.deps, await scopeOf(request, request.query.location_id), request.query.selectedDate),
  );

  app.get(
    '/:partnerId/reports/quarterly/details',
    { schema: { tags, params: partnerParams, querystring: scopeQuery, response: { 200: z.array(quarterRowSchema) } } },
    async (request) => quarterlyDetails(app.deps, await scopeOf(request, request.query.location_id)),
  );

  // Employee figures default to the spec's window: two months back through today.
  const employeeRange = (today: string, from?: string, to?: string) => {
    checkRange(from, to);
    return { from: from ?? `${addMonths(today, -EMPLOYEE_WINDOW_MONTHS).slice(0, 7)}-01`, to: to ?? today };
  };

  app.get(
    '/:partnerId/reports/writer_stats_by_month',
    { schema: { tags, params: partnerParams, querystring: rangeQuery, response: { 200: z.array(writerStatsRowSchema) } } },
    async (request) => {
      const scope = await scopeOf(request, request.query.location_id);
      const range = employeeRange(scope.today, request.query.from, request.query.to);
      return writerStatsByMonth(app.deps, scope, range.from, range.to);
    },
  );

  app.get(
    '/:partnerId/reports/tech_stats_by_month',
    { schema: { tags, params: partnerParams, querystring: rangeQuery, response: { 200: z.array(techStatsRowSchema) } } },
    async (request) => {
      const scope = await scopeOf(request, request.query.location_id);
      const range = employeeRange(scope.today, request.query.from, request.query.to);
      return techStatsByMonth(app.deps, scope, range.from, range.to);
    },
  );

  app.get(
    '/:partnerId/reports/customers_by_month',
    { schema: { tags, params: partnerParams, querystring: scopeQuery, response: { 200: z.array(customerReportRowSchema) } } },
    async (request) => customersByMonth(app.deps, await scopeOf(request, request.query.location_id)),
  );

  app.get(
    '/:partnerId/reports/marketing_sources_by_month',
    { schema: { tags, params: partnerParams, querystring: scopeQuery, response: { 200: z.array(marketingRowSchema) } } },
    async (request) => marketingSourcesByMonth(app.deps, await scopeOf(request, request.query.location_id)),
  );

  app.get(
    '/:partnerId/reports/top_customers',
    { schema: { tags, params: partnerParams, querystring: rangeQuery, response: { 200: z.array(topCustomerSchema) } } },
    async (request) => {
      const scope = await scopeOf(request, request.query.location_id);
      checkRange(request.query.from, request.query.to);
      const fallback = last12Months(scope.today);
      return topCustomersOf(app.deps, scope, request.query.from ?? fallback.from, request.query.to ?? scope.today);
    },
  );
};

export default reportRoutes;
