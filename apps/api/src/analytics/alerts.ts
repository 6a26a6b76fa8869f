// KPI alerts (issue 30): when a rule's figure is off track. Pure: the job reads the figures.
import { SUMMARY_METRIC_INFO, type AlertCondition, type AlertMetric, type AlertPeriod, type SummaryFields } from '@rlo/contract';
import { addYears, type DateRange } from './dates';
import { isoWeekStart, specificDay } from './periods';
import { variancePercent } from './variance';

/**
 * The business day a morning's evaluation is about (the dashboard's previous business day,
 * kpis.md §4: yesterday, or Saturday when yesterday was a Sunday) and the rule's period ending on it.
 */
export function alertPeriod(period: AlertPeriod, today: string): DateRange {
  const day = specificDay(today).from;
  if (period === 'yesterday') return { from: day, to: day };
  if (period === 'week_to_date') return { from: isoWeekStart(day), to: day };
  return { from: `${day.slice(0, 8)}01`, to: day };
}

/** The same dates one year earlier (kpis.md §4's comparison of a to-date period). */
export const lastYearOf = (range: DateRange): DateRange => ({ from: addYears(range.from, -1), to: addYears(range.to, -1) });

/**
 * A rule's figure from a period's summary; null for a ratio (GP %, ARO, ELR, efficiency…) over a
 * period without a counted RO: a shop closed for the day has no GP %, and "0.00 % below 65 %" would
 * be noise beside the car count that says what happened.
 */
export function alertFigure(metric: AlertMetric, summary: SummaryFields): number | null {
  return SUMMARY_METRIC_INFO[metric].kind === 'ratio' && summary.sale_count === 0 ? null : summary[metric];
}

export interface AlertFacts {
  /** The figure over the rule's period; null when there is none (alertFigure). */
  value: number | null;
  /** The same figure over the same dates last year (the change conditions). */
  lastYear?: number | null;
  /** The month's projected sales as a percent of its goal; null without a goal (the pace condition). */
  projectedPercentOfGoal?: number | null;
}

export interface AlertCheck {
  fired: boolean;
  /**
   * What was held against the threshold: the figure (below / above), the change in percent against
   * last year (null when last year's figure is 0), or the projected percent of the monthly goal.
   */
  compared: number | null;
}

/**
 * Whether a rule fires. A change "by more than X %" is strictly more than X; a pace "X % behind
 * goal" projects under (100 − X) % of the goal. No last-year figure, no goal: nothing to compare, no
 * alert (an owner is not told about a number that does not exist).
 */
export function checkAlert(condition: AlertCondition, threshold: number, facts: AlertFacts): AlertCheck {
  if (facts.value === null) return { fired: false, compared: null };
  switch (condition) {
    case 'below':
      return { fired: facts.value < threshold, compared: facts.value };
    case 'above':
      return { fired: facts.value > threshold, compared: facts.value };
    case 'down_vs_last_year':
    case 'up_vs_last_year': {
      if (facts.lastYear === null || facts.lastYear === undefined) return { fired: false, compared: null };
      const change = variancePercent(facts.value, facts.lastYear);
      if (change === null) return { fired: false, compared: null };
      return { fired: condition === 'down_vs_last_year' ? change < -threshold : change > threshold, compared: change };
    }
    case 'behind_goal_pace': {
      const pace = facts.projectedPercentOfGoal ?? null;
      if (pace === null) return { fired: false, compared: null };
      return { fired: pace < 100 - threshold, compared: pace };
    }
  }
}
