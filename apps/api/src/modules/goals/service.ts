import { and, asc, desc, eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { coachingGoalSchema, type CoachingGoal, type CoachingGoalSave, type GoalListItem } from '@rlo/contract';
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../lib/http-error';
import type { Scope } from '../../lib/scope';

// Coaching goals and forecast goals (2-dashboard §7 "Goals", kpis.md §7). Every query carries the
// session's partner, on top of the tenancy guard's check of the location.

const { coachingGoals, forecastGoals } = schema;

interface At {
  partnerId: number;
  locationId: number;
}

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

const toGoal = (row: typeof coachingGoals.$inferSelect): CoachingGoal => coachingGoalSchema.parse(toGoalFields(row));

/** A location's coaching goals, oldest first. */
export async function coachingGoalsOf(deps: AppDeps, { partnerId, locationId }: At): Promise<CoachingGoal[]> {
  const rows = await deps.database.db
    .select()
    .from(coachingGoals)
    .where(and(eq(coachingGoals.partnerId, partnerId), eq(coachingGoals.locationId, locationId)))
    .orderBy(asc(coachingGoals.id));
  // Rows written before the metric list was fixed (another chart name) are not goals of §7.
  return rows.flatMap((row) => {
    const parsed = coachingGoalSchema.safeParse(toGoalFields(row));
    return parsed.success ? [parsed.data] : [];
  });
}

/** Adds a coaching goal, or edits the one named by `id`: one goal per chart group and metric. */
export async function saveCoachingGoal(deps: AppDeps, { partnerId, locationId }: At, goal: CoachingGoalSave): Promise<CoachingGoal> {
  const { db } = deps.database;
  const { id, chart_type, chart_name, chart_goal } = goal;
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
}

export async function deleteCoachingGoal(deps: AppDeps, { partnerId, locationId }: At, id: number): Promise<void> {
  const [row] = await deps.database.db
    .delete(coachingGoals)
    .where(and(eq(coachingGoals.id, id), eq(coachingGoals.partnerId, partnerId), eq(coachingGoals.locationId, locationId)))
    .returning({ id: coachingGoals.id });
  if (!row) throw notFound('The goal');
}

export interface ForecastGoal {
  goal: number;
  isYearly: boolean;
  isWeekly: boolean;
  /** null for a yearly goal. */
  month: number | null;
  year: number;
}

/** Sets a forecast goal of the scope's one location: the current year only, the current month on. */
export async function setForecastGoal(deps: AppDeps, scope: Scope, input: ForecastGoal): Promise<ForecastGoal> {
  const { goal, isYearly, isWeekly, month, year } = input;
  const [thisYear, thisMonth] = [Number(scope.today.slice(0, 4)), Number(scope.today.slice(5, 7))];
  if (year !== thisYear) throw badRequest(`Goals can be set for ${thisYear} only.`, [{ path: 'year', message: `Only ${thisYear}` }]);
  if (month !== null && month < thisMonth)
    throw badRequest('Goals can be set from the current month on.', [{ path: 'month', message: 'A past month' }]);
  await deps.database.db
    .insert(forecastGoals)
    .values({ partnerId: scope.partnerId, locationId: scope.locationIds[0], goal, isYearly, isWeekly, month, year })
    .onConflictDoUpdate({
      target: [forecastGoals.locationId, forecastGoals.year, forecastGoals.month, forecastGoals.isYearly, forecastGoals.isWeekly],
      set: { goal },
    });
  return input;
}

/** The forecast goals of a location as the goal list shows them (goalHistory). */
export async function forecastGoalsOf(deps: AppDeps, { partnerId, locationId }: At): Promise<GoalListItem[]> {
  const rows = await deps.database.db
    .select()
    .from(forecastGoals)
    .where(and(eq(forecastGoals.partnerId, partnerId), eq(forecastGoals.locationId, locationId)))
    .orderBy(desc(forecastGoals.year), desc(forecastGoals.month));
  return goalHistory(rows);
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
