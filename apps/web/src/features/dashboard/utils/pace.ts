import type { ForecastLine } from '../api/forecastSummary';

/** The periods of the forecast summary, in the order the pace card shows them. */
export const PACE_PERIODS = ['week', 'month', 'year'] as const;
export type PacePeriod = (typeof PACE_PERIODS)[number];

/**
 * Where a period stands, read off the API's figures (nothing is computed here):
 * - noGoal: no goal is set for the period (a goal of 0, as the daily e-mail reads it);
 * - notStarted: no business day of the period has elapsed yet, so there is no pace to read;
 * - reached: the actual to date is already at or above the goal;
 * - ahead / behind: the API's projection ends the period at or above the goal, or below it.
 */
export type PaceStatus = 'noGoal' | 'notStarted' | 'reached' | 'ahead' | 'behind';

export function paceStatus(line: ForecastLine): PaceStatus {
  if (line.set_goal_cent <= 0) return 'noGoal';
  if (line.percent_of_goal >= 100) return 'reached';
  if (line.business_days_elapsed === 0) return 'notStarted';
  return line.projected_percent_of_goal >= 100 ? 'ahead' : 'behind';
}

/** The progress bar's fill: the API's percent of goal, held inside the bar's 0–100 scale. */
export function progressValue(line: ForecastLine): number {
  return Math.min(100, Math.max(0, line.percent_of_goal));
}
