import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pathParams,
  paths,
  coachingGoalSaveSchema,
  coachingGoalSchema,
  forecastGoalQuery,
  forecastGoalSavedSchema,
  goalListItemSchema,
  messageResponseSchema,
  partnerLocationQuery,
} from '@rlo/contract';
import { requireActiveAccount, requireGoalUser } from '../../lib/access';
import { requireUser } from '../../lib/principal';
import { resolveScope } from '../../lib/scope';
import { coachingGoalsOf, deleteCoachingGoal, forecastGoalsOf, saveCoachingGoal, setForecastGoal } from './service';

const tags = ['goals'];

/** A goal user (shop owner or Admin, 1-foundation §6) of a partner whose figures are not disabled. */
function goalUser(request: Parameters<typeof requireUser>[0]) {
  const principal = requireUser(request);
  requireGoalUser(principal);
  requireActiveAccount(principal);
  return principal;
}

/**
 * Coaching goals and forecast goals (2-dashboard §7 "Goals", kpis.md §7). The tenancy guard has
 * checked partnerId and locationId; every query still carries the session's partner.
 */
const goalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    paths.goals,
    {
      schema: {
        tags,
        summary: "A location's coaching goals, oldest first (money goals in cents)",
        querystring: partnerLocationQuery,
        response: { 200: z.array(coachingGoalSchema) },
      },
    },
    async (request) => {
      // Anyone of the partner reads goals: the dashboard's goal line shows them to every user.
      const { partnerId } = requireUser(request);
      return coachingGoalsOf(deps, { partnerId, locationId: request.query.locationId });
    },
  );

  app.post(
    paths.saveGoal,
    {
      schema: {
        tags,
        summary: 'Adds a coaching goal, or edits the one named by id; one goal per chart group and metric',
        querystring: partnerLocationQuery,
        body: coachingGoalSaveSchema,
        response: { 200: coachingGoalSchema },
      },
    },
    async (request) => {
      const { partnerId } = goalUser(request);
      return saveCoachingGoal(deps, { partnerId, locationId: request.query.locationId }, request.body);
    },
  );

  app.delete(
    paths.deleteGoal,
    {
      schema: {
        tags,
        summary: 'Deletes a coaching goal of the location',
        params: pathParams(paths.deleteGoal),
        querystring: partnerLocationQuery,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { partnerId } = goalUser(request);
      await deleteCoachingGoal(deps, { partnerId, locationId: request.query.locationId }, request.params.id);
      return { message: 'Goal deleted.' };
    },
  );

  app.post(
    paths.forecastGoal,
    {
      schema: {
        tags,
        summary: 'Sets the yearly, monthly or weekly sales goal (cents) of the forecast; current year, current month on',
        params: pathParams(paths.forecastGoal),
        querystring: forecastGoalQuery,
        response: { 200: forecastGoalSavedSchema },
      },
    },
    async (request) => {
      const principal = goalUser(request);
      const { goal, isYearly, isWeekly, year } = request.query;
      const month = isYearly ? null : (request.query.month ?? null);
      const scope = await resolveScope(deps, principal, request.params.locationId);
      await setForecastGoal(deps, scope, { goal, isYearly, isWeekly, month, year });
      return { year, month, goal };
    },
  );

  app.get(
    paths.goalHistory,
    {
      schema: {
        tags,
        summary: 'The forecast goals of the location, one row per year and month (newest first), with the year goal on each',
        params: pathParams(paths.goalHistory),
        response: { 200: z.array(goalListItemSchema) },
      },
    },
    async (request) => {
      const { partnerId } = requireUser(request);
      return forecastGoalsOf(deps, { partnerId, locationId: request.params.locationId });
    },
  );
};

export default goalRoutes;
