import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryReportBody, categoryReportResultSchema, categoryRepairOrdersQuery, repairOrderPageSchema, pathParams, paths } from '@rlo/contract';
import type { FastifyRequest } from 'fastify';
import { requireActiveAccount } from '../../lib/access';
import { requireUser } from '../../lib/principal';
import { categoryReport } from './report';
import { categoryRepairOrders } from './report-ros';

const tags = ['category report'];

/** Figures, like the other reports: a Disabled account keeps the portal but not its figures. */
function partnerOf(request: FastifyRequest): number {
  const user = requireUser(request);
  requireActiveAccount(user);
  return user.partnerId;
}

/** Category report (3-operations §2, §3, §7): figures from the category rollups, and the RO drill-down. */
const categoryReportRoutes: FastifyPluginAsyncZod = async (app) => {
  // The tenancy guard has checked partnerId (403) and locationId (404) against the session.
  app.post(
    paths.categoryReport,
    {
      schema: {
        tags,
        summary: "Parts and labor figures per category, and sales per advisor and technician; sms or dashboard categories",
        params: pathParams(paths.categoryReport),
        body: categoryReportBody,
        response: { 200: categoryReportResultSchema },
      },
    },
    async (request) => categoryReport(app.deps, partnerOf(request), request.params.locationId, request.body),
  );

  app.post(
    paths.categoryReportSaTech,
    {
      schema: {
        tags,
        summary: 'The category report over the lines of some advisors (writerIds) or technicians (techIds); sms categories only',
        params: pathParams(paths.categoryReportSaTech),
        body: categoryReportBody,
        response: { 200: categoryReportResultSchema },
      },
    },
    async (request) => categoryReport(app.deps, partnerOf(request), request.params.locationId, request.body, true),
  );

  app.get(
    paths.categoryRepairOrders,
    {
      schema: {
        tags,
        summary: 'The counted repair orders with lines of a category, at most 7 days, one page',
        querystring: categoryRepairOrdersQuery,
        response: { 200: repairOrderPageSchema },
      },
    },
    async (request) => categoryRepairOrders(app.deps, partnerOf(request), request.query),
  );
};

export default categoryReportRoutes;
