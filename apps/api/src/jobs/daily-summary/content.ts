import { and, desc, eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { DAILY_EMAIL_COACH_COMMENTS, type KpiType } from '@rlo/contract';
import { monthToDate } from '../../analytics';
import type { AppDeps } from '../../deps';
import { forecastFor } from '../../modules/reports/forecast';
import type { Scope } from '../../lib/scope';
import { daySummary } from '../../modules/reports/service';

const { coachComments } = schema;

export interface DailySummaryContent {
  locationId: number;
  locationName: string;
  /** The business date the figures are for. */
  date: string;
  day: Awaited<ReturnType<typeof daySummary>>;
  month: {
    from: string;
    gross_sales_cents: number;
    goal_cents: number;
    percent_of_goal: number | null;
    forecast_cents: number;
    forecast_percent_of_goal: number | null;
  };
  comments: {
    id: number;
    title: string;
    description: string;
    coachName: string;
    kpiType: KpiType;
    created: Date;
  }[];
}

/**
 * What the e-mail for `date` says: that day's figures, the month to date against the monthly goal
 * and its forecast as they stood at the end of that day, and the location's newest coach comments.
 * Figures come from the reports layer (rollups), formulas from analytics.
 */
export async function dailySummaryContent(
  deps: AppDeps,
  location: { id: number; partnerId: number; name: string; timezone: string; workingDays: number },
  date: string,
): Promise<DailySummaryContent> {
  const scope: Scope = {
    partnerId: location.partnerId,
    locations: [
      {
        id: location.id,
        name: location.name,
        timezone: location.timezone,
        workingDays: location.workingDays,
      },
    ],
    locationIds: [location.id],
    single: true,
    timeZone: location.timezone,
    today: date,
  };
  const mtd = monthToDate(date);
  const [day, forecast, comments] = await Promise.all([
    daySummary(deps, scope, date),
    forecastFor(deps, scope),
    deps.database.db
      .select()
      .from(coachComments)
      .where(and(eq(coachComments.partnerId, location.partnerId), eq(coachComments.locationId, location.id)))
      .orderBy(desc(coachComments.createdAt), desc(coachComments.id))
      .limit(DAILY_EMAIL_COACH_COMMENTS),
  ]);
  return {
    locationId: location.id,
    locationName: location.name,
    date,
    day,
    month: {
      from: mtd.from,
      // The forecast's actual is the month's sales to date, the figure the goal is set on.
      gross_sales_cents: forecast.month.actual,
      goal_cents: forecast.monthly_set_goal_cent,
      percent_of_goal: forecast.monthly_set_goal_cent > 0 ? forecast.month.percent_of_goal : null,
      forecast_cents: forecast.month.projected,
      forecast_percent_of_goal:
        forecast.monthly_set_goal_cent > 0 ? forecast.month.projected_percent_of_goal : null,
    },
    comments: comments.map((c) => ({
      id: c.id,
      title: c.title,
      description: c.description,
      coachName: c.coachName,
      kpiType: c.kpiType,
      created: c.createdAt,
    })),
  };
}
