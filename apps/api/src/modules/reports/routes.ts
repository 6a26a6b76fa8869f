import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pathParams,
  paths,
  customerReportRowSchema,
  EMPLOYEE_WINDOW_MONTHS,
  dailySummaryQuery,
  dailySummaryResponseSchema,
  dayRowSchema,
  forecastSummarySchema,
  marketingRowSchema,
  monthDetailsParams,
  monthlyRowSchema,
  monthlySummaryBodySchema,
  monthlySummaryPickedRowsSchema,
  queryDate,
  quarterRowSchema,
  rangeQuery,
  scopeQuery,
  specificDayQuery,
  techStatsRowSchema,
  techStatsRangeRowSchema,
  topCustomerSchema,
  writerStatsRowSchema,
  writerStatsRangeRowSchema,
} from '@rlo/contract';
import { addMonths, last12Months } from '../../analytics';
import { requireUser } from '../../lib/principal';
import { requireActiveAccount } from '../../lib/access';
import { badRequest } from '../../lib/http-error';
import { resolveScope } from '../../lib/scope';
import { dailySummary, daySummary, monthDetails, monthlySummary, quarterlyDetails, specificDaySummary } from './service';
import { customersByMonth, marketingSourcesByMonth, techStatsByMonth, techStatsOfRange, topCustomersOf, writerStatsByMonth, writerStatsOfRange } from './people';
import { forecastFor } from './forecast';

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
    paths.dailySummary,
    { schema: { tags, params: pathParams(paths.dailySummary), querystring: dailySummaryQuery, response: { 200: dailySummaryResponseSchema } } },
    async (request) => dailySummary(app.deps, await scopeOf(request, request.query.location_id), request.query.year),
  );

  app.get(
    paths.forecastSummary,
    { schema: { tags, params: pathParams(paths.forecastSummary), querystring: scopeQuery, response: { 200: forecastSummarySchema } } },
    async (request) => forecastFor(app.deps, await scopeOf(request, request.query.location_id)),
  );

  app.get(
    paths.dayDetails,
    {
      schema: {
        tags,
        params: pathParams(paths.dayDetails, { date: queryDate }),
        querystring: scopeQuery,
        response: { 200: dayRowSchema },
      },
    },
    async (request) => daySummary(app.deps, await scopeOf(request, request.query.location_id), request.params.date),
  );

  app.get(
    paths.monthDetails,
    { schema: { tags, params: monthDetailsParams, querystring: scopeQuery, response: { 200: z.array(dayRowSchema) } } },
    async (request) => monthDetails(app.deps, await scopeOf(request, request.query.location_id), request.params.yyyymm),
  );

  app.get(
    paths.monthlySummary,
    { schema: { tags, params: pathParams(paths.monthlySummary), querystring: rangeQuery, response: { 200: z.array(monthlyRowSchema) } } },
    async (request) => {
      checkRange(request.query.from, request.query.to);
      return monthlySummary(app.deps, await scopeOf(request, request.query.location_id), request.query.from, request.query.to);
    },
  );

  app.post(
    paths.monthlySummary,
    {
      schema: {
        tags,
        params: pathParams(paths.monthlySummary),
        querystring: rangeQuery,
        body: monthlySummaryBodySchema,
        response: { 200: monthlySummaryPickedRowsSchema },
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
    paths.specificDaySummary,
    { schema: { tags, params: pathParams(paths.specificDaySummary), querystring: specificDayQuery, response: { 200: dayRowSchema } } },
    async (request) => specificDaySummary(app.deps, await scopeOf(request, request.query.location_id), request.query.selectedDate),
  );

  app.get(
    paths.quarterlyDetails,
    { schema: { tags, params: pathParams(paths.quarterlyDetails), querystring: scopeQuery, response: { 200: z.array(quarterRowSchema) } } },
    async (request) => quarterlyDetails(app.deps, await scopeOf(request, request.query.location_id)),
  );

  // Employee figures default to the spec's window: two months back through today.
  const employeeRange = (today: string, from?: string, to?: string) => {
    checkRange(from, to);
    return { from: from ?? `${addMonths(today, -EMPLOYEE_WINDOW_MONTHS).slice(0, 7)}-01`, to: to ?? today };
  };

  // The four employee calls: per month (the bars) and over the whole range (the pie), advisors and technicians.
  const employeeCalls = [
    { path: paths.writerStats, row: writerStatsRowSchema, load: writerStatsByMonth, summary: 'Advisor figures per month' },
    { path: paths.techStats, row: techStatsRowSchema, load: techStatsByMonth, summary: 'Technician figures per month' },
    { path: paths.writerStatsRange, row: writerStatsRangeRowSchema, load: writerStatsOfRange, summary: "Each advisor's figures over the whole range" },
    { path: paths.techStatsRange, row: techStatsRangeRowSchema, load: techStatsOfRange, summary: "Each technician's figures over the whole range" },
  ] as const;
  for (const call of employeeCalls) {
    app.get(
      call.path,
      { schema: { tags, summary: call.summary, params: pathParams(call.path), querystring: rangeQuery, response: { 200: z.array(call.row) } } },
      async (request) => {
        const scope = await scopeOf(request, request.query.location_id);
        const range = employeeRange(scope.today, request.query.from, request.query.to);
        return call.load(app.deps, scope, range.from, range.to);
      },
    );
  }

  app.get(
    paths.customersByMonth,
    { schema: { tags, params: pathParams(paths.customersByMonth), querystring: scopeQuery, response: { 200: z.array(customerReportRowSchema) } } },
    async (request) => customersByMonth(app.deps, await scopeOf(request, request.query.location_id)),
  );

  app.get(
    paths.marketingSources,
    { schema: { tags, params: pathParams(paths.marketingSources), querystring: scopeQuery, response: { 200: z.array(marketingRowSchema) } } },
    async (request) => marketingSourcesByMonth(app.deps, await scopeOf(request, request.query.location_id)),
  );

  app.get(
    paths.topCustomers,
    { schema: { tags, params: pathParams(paths.topCustomers), querystring: rangeQuery, response: { 200: z.array(topCustomerSchema) } } },
    async (request) => {
      const scope = await scopeOf(request, request.query.location_id);
      checkRange(request.query.from, request.query.to);
      const fallback = last12Months(scope.today);
      return topCustomersOf(app.deps, scope, request.query.from ?? fallback.from, request.query.to ?? scope.today);
    },
  );
};

export default reportRoutes;
