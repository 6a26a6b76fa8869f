import { isMoneyMetric, type GoalMetric } from '@rlo/contract';

// sale_count is a number of ROs; every other goal metric is money, entered in dollars and kept in cents.

export const goalToInput = (metric: GoalMetric, value: number): string =>
  isMoneyMetric(metric) ? String(value / 100) : String(value);

/** The goal as the API keeps it, or null when the text is not a positive number. */
export function inputToGoal(metric: GoalMetric, text: string): number | null {
  const value = Number(text.trim().replace(/[$,\s]/g, ''));
  if (text.trim() === '' || !Number.isFinite(value) || value <= 0) return null;
  return isMoneyMetric(metric) ? Math.round(value * 100) : Math.round(value);
}
