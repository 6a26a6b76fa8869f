// When the shop is open and how busy it is: working days, holidays, weekly and seasonal rhythm.
import { isoWeekday, parseDate } from '../analytics/dates';
import type { Rng } from './random';
import type { DemoLocationPlan } from './types';

/** New Year's Day, Independence Day, Thanksgiving (4th Thursday of November), Christmas Day. */
function isHoliday(date: string): boolean {
  const { month, day } = parseDate(date);
  if ((month === 1 && day === 1) || (month === 7 && day === 4) || (month === 12 && day === 25)) return true;
  return month === 11 && isoWeekday(date) === 4 && day >= 22 && day <= 28;
}

/** A working day of the location (Mon–Thu, Mon–Fri or Mon–Sat) that is not a holiday. */
export function isShopOpen(plan: Pick<DemoLocationPlan, 'workingDays'>, date: string): boolean {
  return isoWeekday(date) <= plan.workingDays && !isHoliday(date);
}

// Mondays (cars that broke down over the weekend) and Fridays (before a trip) are busiest.
const WEEKDAY_BOOST = [0, 0.16, 0.03, 0, 0.02, 0.11, -0.05, -0.1];
// Spring and late summer are busy (road trips, A/C, tires), December is quiet.
const MONTH_BOOST = [-0.03, -0.02, 0.07, 0.1, 0.07, 0.02, 0.01, 0.08, 0.07, 0.01, -0.02, -0.09];

/**
 * Closed ROs on an open day: min + span × level, the level being the location's base plus the
 * weekday and month boosts, a slow growth over the years (`progress` 0 → 1) and some noise.
 */
export function closedRoCount(plan: DemoLocationPlan, date: string, progress: number, rng: Rng): number {
  const { min, span, level } = plan.volume;
  const { month } = parseDate(date);
  const x =
    level +
    WEEKDAY_BOOST[isoWeekday(date)] +
    MONTH_BOOST[month - 1] +
    0.05 * progress +
    rng.real(-0.06, 0.06);
  return min + Math.round(span * Math.min(1, Math.max(0, x)));
}
