import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  alertListQuery,
  alertPageSchema,
  alertRuleInput,
  alertRulePatch,
  alertRuleSchema,
  errorBodySchema,
  messageResponseSchema,
  pathParams,
  paths,
} from '@rlo/contract';
import { requireActiveAccount } from '../../lib/access';
import { requireUser } from '../../lib/principal';
import { createRule, deleteRule, listAlerts, listRules, markRead, updateRule } from './service';

const tags = ['alerts'];
const errors = { 403: errorBodySchema, 404: errorBodySchema };

function user(request: Parameters<typeof requireUser>[0]) {
  const principal = requireUser(request);
  requireActiveAccount(principal);
  return principal;
}

/**
 * KPI alerts (issue 30): the rules under /{partnerId}/alert-rules and the alerts they raised under
 * /{partnerId}/alerts. The tenancy guard has checked partnerId and a query's location; a body's
 * location and every object id are checked by the service against the session's partner and reach.
 */
const alertRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    paths.alertRules,
    {
      schema: {
        tags,
        summary: "The partner's alert rules the user sees, oldest first; with location_id, that location's and the All-locations ones",
        params: pathParams(paths.alertRules),
        querystring: z.object({ location_id: alertListQuery.shape.location_id }),
        response: { 200: z.array(alertRuleSchema) },
      },
    },
    async (request) => listRules(deps, user(request), request.query.location_id),
  );

  app.post(
    paths.alertRules,
    {
      schema: {
        tags,
        summary: 'Adds an alert rule: a figure, a condition with its threshold (in the figure’s unit, or a percent) and a period',
        params: pathParams(paths.alertRules),
        body: alertRuleInput,
        response: { 201: alertRuleSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createRule(deps, user(request), request.body)),
  );

  app.patch(
    paths.alertRule,
    {
      schema: {
        tags,
        summary: 'Pauses or resumes a rule, or snoozes it for a number of days (0 ends the snooze)',
        params: pathParams(paths.alertRule),
        body: alertRulePatch,
        response: { 200: alertRuleSchema, ...errors },
      },
    },
    async (request) => updateRule(deps, user(request), request.params.id, request.body),
  );

  app.delete(
    paths.alertRule,
    { schema: { tags, summary: 'Deletes a rule and the alerts it raised', params: pathParams(paths.alertRule), response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      await deleteRule(deps, user(request), request.params.id);
      return { message: 'Alert rule deleted.' };
    },
  );

  app.get(
    paths.alerts,
    {
      schema: {
        tags,
        summary: 'Alerts of the locations the user sees, newest first, with the number the user has not read',
        params: pathParams(paths.alerts),
        querystring: alertListQuery,
        response: { 200: alertPageSchema },
      },
    },
    async (request) => listAlerts(deps, user(request), request.query),
  );

  app.post(
    paths.readAlert,
    { schema: { tags, summary: 'Marks an alert read for the user', params: pathParams(paths.readAlert), response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      await markRead(deps, user(request), request.params.id);
      return { message: 'Alert marked read.' };
    },
  );

  app.post(
    paths.readAllAlerts,
    { schema: { tags, summary: 'Marks every alert the user sees read', params: pathParams(paths.readAllAlerts), response: { 200: messageResponseSchema } } },
    async (request) => {
      await markRead(deps, user(request), 'all');
      return { message: 'Alerts marked read.' };
    },
  );
};

export default alertRoutes;
