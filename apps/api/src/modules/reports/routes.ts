import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pathParams,
  paths,
  customerReportRowSchema,
  EMPLOYEE_WINDOW_MONTHS,
  dailySummaryQuery,
  EXPLAIN_CSV_MAX_ROWS,
  customerRatioExplanationSchema,
  explainCustomerRatioQuery,
  explainTechnicianQuery,
  techExplanationSchema,
  explainCustomerSchema,
  explainCustomersQuery,
  explainQuery,
  explainRepairOrderSchema,
  explainRepairOrdersQuery,
  explanationSchema,
  pageOf,
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
import { resolveScope, type Scope } from '../../lib/scope';
import {
  dailySummary,
  daySummary,
  monthDetails,
  monthlySummary,
  quarterlyDetails,
  specificDaySummary,
} from './service';
import {
  customersByMonth,
  marketingSourcesByMonth,
  techStatsByMonth,
  techStatsOfRange,
  topCustomersOf,
  writerStatsByMonth,
  writerStatsOfRange,
} from './people';
import { forecastFor } from './forecast';
import { explainFigure, explainRepairOrders, explainRepairOrdersCsv } from './explain';
import { explainCustomerRatio, explainCustomers } from './explain-customers';
import { explainTechnician } from './explain-technician';

const tags = ['reports'];

function checkRange(from?: string, to?: string, [fromName, toName] = ['from', 'to']) {
  if (from && to && from > to)
    throw badRequest(`"${fromName}" must be on or before "${toName}".`, [
      { path: fromName, message: `must be on or before ${toName}` },
    ]);
}

/** The dashboard's summaries and charts (2-dashboard §7), all read from rollups. */
const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  // A Disabled subscription keeps settings and billing, not the figures (2-dashboard §1).
  const scopeOf = (request: FastifyRequest, locationId: number | 'all' | undefined) => {
    const user = requireUser(request);
    requireActiveAccount(user);
    return resolveScope(app.deps, user, locationId);
  };
  // Every answer here is cached on the data version of the locations in scope, with an ETag.
  const answer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    locationId: number | 'all' | undefined,
    compute: (scope: Scope) => Promise<unknown>,
  ) => {
    const scope = await scopeOf(request, locationId);
    return app.answers.send(request, reply, scope, () => compute(scope));
  };

  app.get(
    paths.dailySummary,
    {
      schema: {
        tags,
        params: pathParams(paths.dailySummary),
        querystring: dailySummaryQuery,
        response: { 200: dailySummaryResponseSchema },
      },
    },
    async (request, reply) =>
      answer(request, reply, request.query.location_id, (scope) =>
        dailySummary(app.deps, scope, request.query.year),
      ),
  );

  app.get(
    paths.forecastSummary,
    {
      schema: {
        tags,
        params: pathParams(paths.forecastSummary),
        querystring: scopeQuery,
        response: { 200: forecastSummarySchema },
      },
    },
    async (request, reply) =>
      answer(request, reply, request.query.location_id, (scope) => forecastFor(app.deps, scope)),
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
    async (request, reply) =>
      answer(request, reply, request.query.location_id, (scope) =>
        daySummary(app.deps, scope, request.params.date),
      ),
  );

  app.get(
    paths.monthDetails,
    {
      schema: {
        tags,
        params: monthDetailsParams,
        querystring: scopeQuery,
        response: { 200: z.array(dayRowSchema) },
      },
    },
    async (request, reply) =>
      answer(request, reply, request.query.location_id, (scope) =>
        monthDetails(app.deps, scope, request.params.yyyymm),
      ),
  );

  app.get(
    paths.monthlySummary,
    {
      schema: {
        tags,
        params: pathParams(paths.monthlySummary),
        querystring: rangeQuery,
        response: { 200: z.array(monthlyRowSchema) },
      },
    },
    async (request, reply) => {
      checkRange(request.query.from, request.query.to);
      return answer(request, reply, request.query.location_id, (scope) =>
        monthlySummary(app.deps, scope, request.query.from, request.query.to),
      );
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
    async (request, reply) => {
      checkRange(request.query.from, request.query.to);
      return answer(request, reply, request.query.location_id, async (scope) => {
        const rows = await monthlySummary(app.deps, scope, request.query.from, request.query.to);
        const wanted = ['month', 'year', ...request.body.metrics] as (keyof (typeof rows)[number])[];
        return rows.map((row) => Object.fromEntries(wanted.map((k) => [k, row[k]])));
      });
    },
  );

  app.get(
    paths.specificDaySummary,
    {
      schema: {
        tags,
        params: pathParams(paths.specificDaySummary),
        querystring: specificDayQuery,
        response: { 200: dayRowSchema },
      },
    },
    async (request, reply) =>
      answer(request, reply, request.query.location_id, (scope) =>
        specificDaySummary(app.deps, scope, request.query.selectedDate),
      ),
  );

  app.get(
    paths.quarterlyDetails,
    {
      schema: {
        tags,
        params: pathParams(paths.quarterlyDetails),
        querystring: scopeQuery,
        response: { 200: z.array(quarterRowSchema) },
      },
    },
    async (request, reply) =>
      answer(request, reply, request.query.location_id, (scope) => quarterlyDetails(app.deps, scope)),
  );

  // Employee figures default to the spec's window: two months back through today.
  const employeeRange = (today: string, from?: string, to?: string) => ({
    from: from ?? `${addMonths(today, -EMPLOYEE_WINDOW_MONTHS).slice(0, 7)}-01`,
    to: to ?? today,
  });

  // The four employee calls: per month (the bars) and over the whole range (the pie), advisors and technicians.
  const employeeCalls = [
    {
      path: paths.writerStats,
      row: writerStatsRowSchema,
      load: writerStatsByMonth,
      summary: 'Advisor figures per month',
    },
    {
      path: paths.techStats,
      row: techStatsRowSchema,
      load: techStatsByMonth,
      summary: 'Technician figures per month',
    },
    {
      path: paths.writerStatsRange,
      row: writerStatsRangeRowSchema,
      load: writerStatsOfRange,
      summary: "Each advisor's figures over the whole range",
    },
    {
      path: paths.techStatsRange,
      row: techStatsRangeRowSchema,
      load: techStatsOfRange,
      summary: "Each technician's figures over the whole range",
    },
  ] as const;
  for (const call of employeeCalls) {
    app.get(
      call.path,
      {
        schema: {
          tags,
          summary: call.summary,
          params: pathParams(call.path),
          querystring: rangeQuery,
          response: { 200: z.array(call.row) },
        },
      },
      async (request, reply) => {
        checkRange(request.query.from, request.query.to);
        return answer(request, reply, request.query.location_id, (scope) => {
          const range = employeeRange(scope.today, request.query.from, request.query.to);
          return call.load(app.deps, scope, range.from, range.to);
        });
      },
    );
  }

  app.get(
    paths.customersByMonth,
    {
      schema: {
        tags,
        params: pathParams(paths.customersByMonth),
        querystring: scopeQuery,
        response: { 200: z.array(customerReportRowSchema) },
      },
    },
    async (request, reply) =>
      answer(request, reply, request.query.location_id, (scope) => customersByMonth(app.deps, scope)),
  );

  app.get(
    paths.marketingSources,
    {
      schema: {
        tags,
        params: pathParams(paths.marketingSources),
        querystring: scopeQuery,
        response: { 200: z.array(marketingRowSchema) },
      },
    },
    async (request, reply) =>
      answer(request, reply, request.query.location_id, (scope) => marketingSourcesByMonth(app.deps, scope)),
  );

  app.get(
    paths.topCustomers,
    {
      schema: {
        tags,
        params: pathParams(paths.topCustomers),
        querystring: rangeQuery,
        response: { 200: z.array(topCustomerSchema) },
      },
    },
    async (request, reply) => {
      checkRange(request.query.from, request.query.to);
      return answer(request, reply, request.query.location_id, (scope) => {
        const fallback = last12Months(scope.today);
        return topCustomersOf(
          app.deps,
          scope,
          request.query.from ?? fallback.from,
          request.query.to ?? scope.today,
        );
      });
    },
  );

  // "Explain this figure" (issue 29): the rule and inputs of one figure, and the ROs behind it.
  app.get(
    paths.explainFigure,
    {
      schema: {
        tags,
        summary: "One figure's rule, its inputs' values and its result, computed as the reports compute it",
        params: pathParams(paths.explainFigure),
        querystring: explainQuery,
        response: { 200: explanationSchema },
      },
    },
    async (request, reply) => {
      checkRange(request.query.from, request.query.to);
      if (request.query.prior_from && request.query.prior_to) checkRange(request.query.prior_from, request.query.prior_to, ['prior_from', 'prior_to']);
      return answer(request, reply, request.query.location_id, (scope) => explainFigure(app.deps, scope, request.query));
    },
  );

  app.get(
    paths.explainRepairOrders,
    {
      schema: {
        tags,
        summary: "One page of the counted ROs behind a figure, each with its part of the figure's inputs",
        params: pathParams(paths.explainRepairOrders),
        querystring: explainRepairOrdersQuery,
        response: { 200: pageOf(explainRepairOrderSchema) },
      },
    },
    async (request, reply) => {
      const { page_num, page_size, sort, order, ...figure } = request.query;
      checkRange(figure.from, figure.to);
      return answer(request, reply, figure.location_id, (scope) =>
        explainRepairOrders(app.deps, scope, figure, { sort, order, limit: page_size, offset: (page_num - 1) * page_size }),
      );
    },
  );

  app.get(
    paths.explainCustomers,
    {
      schema: {
        tags,
        summary: 'One page of the customers behind a new or returning customers figure, by their first visit in the period',
        params: pathParams(paths.explainCustomers),
        querystring: explainCustomersQuery,
        response: { 200: pageOf(explainCustomerSchema) },
      },
    },
    async (request, reply) => {
      const { page_num, page_size, location_id, ...figure } = request.query;
      checkRange(figure.from, figure.to);
      return answer(request, reply, location_id, (scope) =>
        explainCustomers(app.deps, scope, figure, page_size, (page_num - 1) * page_size),
      );
    },
  );

  app.get(
    paths.explainCustomerRatio,
    {
      schema: {
        tags,
        summary: "A customer report ratio of one month: its rule, the month's counts it reads and its result",
        params: pathParams(paths.explainCustomerRatio),
        querystring: explainCustomerRatioQuery,
        response: { 200: customerRatioExplanationSchema },
      },
    },
    async (request, reply) =>
      answer(request, reply, request.query.location_id, (scope) => explainCustomerRatio(app.deps, scope, request.query)),
  );

  app.get(
    paths.explainTechnician,
    {
      schema: {
        tags,
        summary: "A technician's figure over a period: its rule, their sums, its result and one page of the ROs whose labor they worked",
        params: pathParams(paths.explainTechnician),
        querystring: explainTechnicianQuery,
        response: { 200: techExplanationSchema },
      },
    },
    async (request, reply) => {
      checkRange(request.query.from, request.query.to);
      return answer(request, reply, request.query.location_id, (scope) => explainTechnician(app.deps, scope, request.query));
    },
  );

  app.get(
    paths.explainRepairOrdersCsv,
    {
      schema: {
        tags,
        summary: `Every counted RO behind a figure as CSV (at most ${EXPLAIN_CSV_MAX_ROWS.toLocaleString('en-US')})`,
        params: pathParams(paths.explainRepairOrdersCsv),
        querystring: explainQuery,
      },
    },
    async (request, reply) => {
      checkRange(request.query.from, request.query.to);
      const scope = await scopeOf(request, request.query.location_id);
      const { csv } = await explainRepairOrdersCsv(app.deps, scope, request.query, EXPLAIN_CSV_MAX_ROWS);
      const name = `${request.query.metric}-${request.query.from}-${request.query.to}.csv`;
      reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`);
      // The byte-order mark makes spreadsheet programs read the file as UTF-8.
      return `\uFEFF${csv}`;
    },
  );
};

export default reportRoutes;
