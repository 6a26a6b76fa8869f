import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, asc, desc, eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import {
  coachingGoalSaveSchema,
  coachingGoalSchema,
  forecastGoalQuery,
  goalListItemSchema,
  idParam,
  messageResponseSchema,
  partnerLocationQuery,
  type CoachingGoal,
  type GoalListItem,
} from '@rlo/contract';
import { badRequest, notFound } from '../../lib/http-error';
import { requireActiveAccount, requireGoalUser } from '../../lib/access';
import { requireUser } from '../../lib/principal';
import { resolveScope } from '../../lib/scope';

const { coachingGoals, forecastGoals } = schema;
const tags = ['goals'];

const toGoal = (row: typeof coachingGoals.$inferSelect): CoachingGoal => coachingGoalSchema.parse(toGoalFields(row));

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
  const { db } = app.deps.database;

  app.get(
    '/goals',
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
      const rows = await db
        .select()
        .from(coachingGoals)
        .where(and(eq(coachingGoals.partnerId, partnerId), eq(coachingGoals.locationId, request.query.locationId)))
        .orderBy(asc(coachingGoals.id));
      // Rows written before the metric list was fixed (another chart name) are not goals of §7.
      return rows.flatMap((row) => {
        const parsed = coachingGoalSchema.safeParse(toGoalFields(row));
        return parsed.success ? [parsed.data] : [];
      });
    },
  );

  app.post(
    '/goals/save',
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
      const { locationId } = request.query;
      const { id, chart_type, chart_name, chart_goal } = request.body;
      const values = { chartType: chart_type, chartName: chart_name, chartGoal: chart_goal };
      const same = and(eq(coachingGoals.partnerId, partnerId), eq(coachingGoals.locationId, locationId));
      const [duplicate] = await db
        .select({ id: coachingGoals.id })
        .from(coachingGoals)
        .where(and(same, eq(coachingGoals.chartType, chart_type), eq(coachingGoals.chartName, chart_name)))
        .limit(1);
      if (duplicate && duplicate.id !== id) throw badRequest('A goal for this chart already exists; edit it instead.');
      if (id) {
        const [row] = await db.update(coachingGoals).set(values).where(and(same, eq(coachingGoals.id, id))).returning();
        if (!row) throw notFound('The goal');
        return toGoal(row);
      }
      const [row] = await db.insert(coachingGoals).values({ partnerId, locationId, ...values }).returning();
      return toGoal(row);
    },
  );

  app.delete(
    '/goals/:id/delete',
    {
      schema: {
        tags,
        summary: 'Deletes a coaching goal of the location',
        params: z.object({ id: idParam }),
        querystring: partnerLocationQuery,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { partnerId } = goalUser(request);
      const [row] = await db
        .delete(coachingGoals)
        .where(
          and(
            eq(coachingGoals.id, request.params.id),
            eq(coachingGoals.partnerId, partnerId),
            eq(coachingGoals.locationId, request.query.locationId),
          ),
        )
        .returning({ id: coachingGoals.id });
      if (!row) throw notFound('The goal');
      return { message: 'Goal deleted.' };
    },
  );

  app.post(
    '/:partnerId/forecastGoal/:locationId',
    {
      schema: {
        tags,
        summary: 'Sets the yearly, monthly or weekly sales goal (cents) of the forecast; current year, current month on',
        params: z.object({ partnerId: idParam, locationId: idParam }),
        querystring: forecastGoalQuery,
        response: { 200: goalListItemSchema.pick({ year: true, month: true }).extend({ goal: z.number() }) },
      },
    },
    async (request) => {
      const principal = goalUser(request);
      const { partnerId } = principal;
      const { locationId } = request.params;
      const { goal, isYearly, isWeekly, year } = request.query;
      const month = isYearly ? null : (request.query.month ?? null);
      const scope = await resolveScope(app.deps, principal, locationId, request.checkedLocations);
      const [thisYear, thisMonth] = [Number(scope.today.slice(0, 4)), Number(scope.today.slice(5, 7))];
      if (year !== thisYear) throw badRequest(`Goals can be set for ${thisYear} only.`, [{ path: 'year', message: `Only ${thisYear}` }]);
      if (month !== null && month < thisMonth)
        throw badRequest('Goals can be set from the current month on.', [{ path: 'month', message: 'A past month' }]);
      await db
        .insert(forecastGoals)
        .values({ partnerId, locationId, goal, isYearly, isWeekly, month, year })
        .onConflictDoUpdate({
          target: [forecastGoals.locationId, forecastGoals.year, forecastGoals.month, forecastGoals.isYearly, forecastGoals.isWeekly],
          set: { goal },
        });
      return { year, month, goal };
    },
  );

  app.get(
    '/:partnerId/goal_history/:locationId',
    {
      schema: {
        tags,
        summary: 'The forecast goals of the location, one row per year and month (newest first), with the year goal on each',
        params: z.object({ partnerId: idParam, locationId: idParam }),
        response: { 200: z.array(goalListItemSchema) },
      },
    },
    async (request) => {
      const { partnerId } = requireUser(request);
      const rows = await db
        .select()
        .from(forecastGoals)
        .where(and(eq(forecastGoals.partnerId, partnerId), eq(forecastGoals.locationId, request.params.locationId)))
        .orderBy(desc(forecastGoals.year), desc(forecastGoals.month));
      return goalHistory(rows);
    },
  );
};

function toGoalFields(row: typeof coachingGoals.$inferSelect) {
  return {
    id: row.id,
    partnerId: row.partnerId,
    locationId: row.locationId,
    chart_type: row.chartType,
    chart_name: row.chartName,
    chart_goal: row.chartGoal,
  };
}

/** Folds forecast goal rows into the goal list of 2-dashboard §3: one item per year and month. */
export function goalHistory(rows: (typeof forecastGoals.$inferSelect)[]): GoalListItem[] {
  const yearly = new Map(rows.filter((r) => r.isYearly).map((r) => [r.year, r.goal]));
  const items = new Map<string, GoalListItem>();
  for (const row of rows.filter((r) => !r.isYearly)) {
    const key = `${row.year}-${row.month}`;
    const item = items.get(key) ?? { year: row.year, month: row.month, yearlyGoal: yearly.get(row.year) ?? null, monthlyGoal: null, weeklyGoal: null };
    if (row.isWeekly) item.weeklyGoal = row.goal;
    else item.monthlyGoal = row.goal;
    items.set(key, item);
  }
  // A year with only a yearly goal still shows up.
  for (const [year, goal] of yearly) {
    if (![...items.values()].some((item) => item.year === year))
      items.set(`${year}-`, { year, month: null, yearlyGoal: goal, monthlyGoal: null, weeklyGoal: null });
  }
  return [...items.values()].sort((a, b) => b.year - a.year || (b.month ?? 0) - (a.month ?? 0));
}

export default goalRoutes;
