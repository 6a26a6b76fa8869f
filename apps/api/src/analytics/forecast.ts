// Goals and forecast (pace) of kpis.md §7.
import { addDays, formatDate, isoWeekday, listDates, monthRange, parseDate, type DateRange } from './dates';
import { isoWeekStart } from './periods';
import { divOrZero, roundedDiv } from './rounding';

/** 4 = Mon–Thu, 5 = Mon–Fri, 6 = Mon–Sat. */
export type WorkingDays = 4 | 5 | 6;

export function businessDaysIn(range: DateRange, workingDays: WorkingDays): number {
  if (![4, 5, 6].includes(workingDays))
    throw new RangeError(`working days must be 4, 5 or 6: ${workingDays}`);
  return listDates(range.from, range.to).filter((d) => isoWeekday(d) <= workingDays).length;
}

export type Projection = {
  actual: number;
  projected: number;
  business_days_elapsed: number;
  business_days_in_period: number;
};

/**
 * value to date ÷ business days elapsed (period start .. today inclusive) × business days in the
 * whole period, in whole cents; 0 when no business day has elapsed.
 */
export function projectPeriod(
  valueToDate: number,
  period: DateRange,
  today: string,
  workingDays: WorkingDays,
): Projection {
  const elapsed = businessDaysIn({ from: period.from, to: today }, workingDays);
  const total = businessDaysIn(period, workingDays);
  return {
    actual: valueToDate,
    projected: roundedDiv(valueToDate * total, elapsed),
    business_days_elapsed: elapsed,
    business_days_in_period: total,
  };
}

export function weekOf(today: string): DateRange {
  const monday = isoWeekStart(today);
  return { from: monday, to: addDays(monday, 6) };
}

export function monthOf(today: string): DateRange {
  const { year, month } = parseDate(today);
  return monthRange(year, month);
}

export function yearOf(today: string): DateRange {
  const { year } = parseDate(today);
  return { from: formatDate(year, 1, 1), to: formatDate(year, 12, 31) };
}

export function forecast(input: { mtdValue: number; today: string; workingDays: WorkingDays }): Projection {
  return projectPeriod(input.mtdValue, monthOf(input.today), input.today, input.workingDays);
}

export function forecastWeek(input: {
  wtdValue: number;
  today: string;
  workingDays: WorkingDays;
}): Projection {
  return projectPeriod(input.wtdValue, weekOf(input.today), input.today, input.workingDays);
}

export function forecastYear(input: {
  ytdValue: number;
  today: string;
  workingDays: WorkingDays;
}): Projection {
  return projectPeriod(input.ytdValue, yearOf(input.today), input.today, input.workingDays);
}

/** value / goal × 100, unrounded (a percentage); 0 when the goal is 0. */
export function percentOfGoal(value: number, goal: number): number {
  return divOrZero(value * 100, goal);
}

export type ForecastLine = Projection & {
  set_goal_cent: number;
  /** actual to date ÷ goal × 100: how much of the goal is already reached. */
  percent_of_goal: number;
  /** projected ÷ goal × 100: where the period ends at the current pace. */
  projected_percent_of_goal: number;
};

export type ForecastSummary = {
  weekly_set_goal_cent: number;
  monthly_set_goal_cent: number;
  yearly_set_goal_cent: number;
  week: ForecastLine;
  month: ForecastLine;
  year: ForecastLine;
};

function line(p: Projection, goal: number): ForecastLine {
  return {
    ...p,
    set_goal_cent: goal,
    percent_of_goal: percentOfGoal(p.actual, goal),
    projected_percent_of_goal: percentOfGoal(p.projected, goal),
  };
}

/** The forecast summary: for week, month and year, the goal, actual to date, projection and percent of goal. */
export function forecastSummary(input: {
  today: string;
  workingDays: WorkingDays;
  actual: { week: number; month: number; year: number };
  goals: { week: number; month: number; year: number };
}): ForecastSummary {
  const { today, workingDays, actual, goals } = input;
  return {
    weekly_set_goal_cent: goals.week,
    monthly_set_goal_cent: goals.month,
    yearly_set_goal_cent: goals.year,
    week: line(forecastWeek({ wtdValue: actual.week, today, workingDays }), goals.week),
    month: line(forecast({ mtdValue: actual.month, today, workingDays }), goals.month),
    year: line(forecastYear({ ytdValue: actual.year, today, workingDays }), goals.year),
  };
}
