import { and, eq, inArray, or } from 'drizzle-orm';
import { schema } from '@rlo/db';
import {
  forecastSummary,
  monthToDate,
  percentOfGoal,
  thisWeek,
  yearToDate,
  type ForecastLine,
  type ForecastSummary,
  type WorkingDays,
} from '../../analytics';
import type { AppDeps } from '../../deps';
import type { Scope } from '../../lib/scope';
import { soldByLocation } from './queries/totals';

const { forecastGoals } = schema;

interface Goals {
  week: number;
  month: number;
  year: number;
}

/** Each location's goals (cents) for the current week, month and year. */
async function goalsByLocation(deps: AppDeps, scope: Scope): Promise<Map<number, Goals>> {
  const year = Number(scope.today.slice(0, 4));
  const month = Number(scope.today.slice(5, 7));
  const rows = await deps.database.db
    .select()
    .from(forecastGoals)
    .where(
      and(
        inArray(forecastGoals.locationId, scope.locationIds),
        eq(forecastGoals.year, year),
        or(eq(forecastGoals.isYearly, true), eq(forecastGoals.month, month)),
      ),
    );
  const result = new Map<number, Goals>(scope.locationIds.map((id) => [id, { week: 0, month: 0, year: 0 }]));
  for (const row of rows) {
    const goals = result.get(row.locationId);
    if (!goals) continue;
    if (row.isYearly) goals.year = row.goal;
    else if (row.isWeekly) goals.week = row.goal;
    else goals.month = row.goal;
  }
  return result;
}

function addLines(a: ForecastLine, b: ForecastLine): ForecastLine {
  const actual = a.actual + b.actual;
  const projected = a.projected + b.projected;
  const goal = a.set_goal_cent + b.set_goal_cent;
  return {
    actual,
    projected,
    // Elapsed and total business days differ per location; the larger shows how far the group is.
    business_days_elapsed: Math.max(a.business_days_elapsed, b.business_days_elapsed),
    business_days_in_period: Math.max(a.business_days_in_period, b.business_days_in_period),
    set_goal_cent: goal,
    percent_of_goal: percentOfGoal(actual, goal),
    projected_percent_of_goal: percentOfGoal(projected, goal),
  };
}

/**
 * The forecast summary of kpis.md §7 on gross sales: per location (its own working days), then
 * summed for All locations.
 */
export async function forecastFor(deps: AppDeps, scope: Scope): Promise<ForecastSummary> {
  const week = thisWeek(scope.today);
  const month = monthToDate(scope.today);
  const year = yearToDate(scope.today);
  const [goals, sold] = await Promise.all([goalsByLocation(deps, scope), soldByLocation(deps, scope.locationIds, [week, month, year])]);
  const perLocation = scope.locations.map((location) => {
    const [w, m, y] = sold.get(location.id) ?? [0, 0, 0];
    return forecastSummary({
      today: scope.today,
      workingDays: location.workingDays as WorkingDays,
      actual: { week: w, month: m, year: y },
      goals: goals.get(location.id) ?? { week: 0, month: 0, year: 0 },
    });
  });
  if (perLocation.length === 0) {
    return forecastSummary({ today: scope.today, workingDays: 5, actual: { week: 0, month: 0, year: 0 }, goals: { week: 0, month: 0, year: 0 } });
  }
  return perLocation.reduce((a, b) => ({
    weekly_set_goal_cent: a.weekly_set_goal_cent + b.weekly_set_goal_cent,
    monthly_set_goal_cent: a.monthly_set_goal_cent + b.monthly_set_goal_cent,
    yearly_set_goal_cent: a.yearly_set_goal_cent + b.yearly_set_goal_cent,
    week: addLines(a.week, b.week),
    month: addLines(a.month, b.month),
    year: addLines(a.year, b.year),
  }));
}
