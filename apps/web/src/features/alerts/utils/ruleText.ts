import { SUMMARY_METRIC_INFO, type AlertCondition, type AlertMetric, type AlertPeriod, type Locale } from '@rlo/contract';
import type { TFunction } from 'i18next';
import { percent } from '@/lib/format';
import { formatMetric } from '@/lib/formatMetric';

interface RuleLike {
  metric: AlertMetric;
  condition: AlertCondition;
  threshold: number;
  period: AlertPeriod;
}

/** Conditions whose threshold is a percent (a change, a pace), not a value of the figure. */
export const isPercentCondition = (condition: AlertCondition) => condition !== 'below' && condition !== 'above';

/** The threshold as the owner reads it: the figure's unit for below / above, else a percent. */
export const thresholdText = (rule: RuleLike, locale: Locale) =>
  isPercentCondition(rule.condition) ? percent(rule.threshold, locale) : formatMetric(rule.threshold, SUMMARY_METRIC_INFO[rule.metric].unit, locale);

/** "Gross profit % below 50.00% (yesterday)". */
export function ruleSentence(t: TFunction, locale: Locale, rule: RuleLike): string {
  return t('alerts.sentence', {
    metric: t(`dashboard.metrics.${rule.metric}`),
    condition: t(`alerts.conditions.${rule.condition}`, { threshold: thresholdText(rule, locale) }),
    period: t(`alerts.periods.${rule.period}`),
  });
}

/**
 * What the owner types for a threshold, in the unit they see (dollars, a percent, a count), and the
 * wire value the API keeps (cents, a fraction for shop efficiency): kpis.md §8 the other way.
 */
export function thresholdToWire(rule: Pick<RuleLike, 'metric' | 'condition'>, typed: number): number {
  if (isPercentCondition(rule.condition)) return typed;
  const { unit } = SUMMARY_METRIC_INFO[rule.metric];
  if (unit === 'money') return Math.round(typed * 100);
  if (unit === 'fraction') return typed / 100;
  return typed;
}

/** The input's unit label: $, % or nothing (a count). */
export function thresholdUnit(rule: Pick<RuleLike, 'metric' | 'condition'>): '$' | '%' | '' {
  if (isPercentCondition(rule.condition)) return '%';
  const { unit } = SUMMARY_METRIC_INFO[rule.metric];
  return unit === 'money' ? '$' : unit === 'percent' || unit === 'fraction' ? '%' : '';
}
