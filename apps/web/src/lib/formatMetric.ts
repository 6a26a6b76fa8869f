import type { Locale, MetricUnit } from '@rlo/contract';
import { count, decimal, hours, money, percent, rate } from './format';

/** A figure as it comes from the API, shown by kpis.md §8 (cents → $, seconds → hours, rates × 100). */
export function formatMetric(value: number, unit: MetricUnit, locale: Locale): string {
  switch (unit) {
    case 'money':
      return money(value, locale);
    case 'seconds':
      return hours(value, locale);
    case 'percent':
      return percent(value, locale);
    case 'fraction':
      return rate(value, locale);
    case 'count':
      return count(value, locale);
    case 'hours':
    case 'decimal':
      return decimal(value, locale);
  }
}
