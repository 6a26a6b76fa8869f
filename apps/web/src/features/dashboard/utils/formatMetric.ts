import type { Locale } from '@rlo/contract';
import { hours, money, percent, rate, roundHalfAway } from '@/lib/format';
import { languageTag } from '@/lib/locale';
import type { MetricUnit } from './metrics';

function decimalFormat(locale: Locale, decimals: number): Intl.NumberFormat {
  return new Intl.NumberFormat(languageTag(locale), {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
}

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
      return decimalFormat(locale, 0).format(roundHalfAway(value));
    case 'hours':
    case 'decimal':
      return decimalFormat(locale, 2).format(roundHalfAway(value, 2));
  }
}

/** Charts plot display units (dollars, hours, percent) so that their axes read naturally. */
export function toChartValue(value: number, unit: MetricUnit): number {
  switch (unit) {
    case 'money':
      return value / 100;
    case 'seconds':
      return value / 3600;
    case 'fraction':
      return value * 100;
    default:
      return value;
  }
}

/** The tooltip text of a plotted value: the same text as everywhere else. */
export function formatChartValue(value: number | null, unit: MetricUnit, locale: Locale): string {
  if (value === null) return '';
  switch (unit) {
    case 'money':
      return formatMetric(value * 100, unit, locale);
    case 'seconds':
      return formatMetric(value * 3600, unit, locale);
    case 'fraction':
      return formatMetric(value / 100, unit, locale);
    default:
      return formatMetric(value, unit, locale);
  }
}

/** Short axis ticks: "$12K", "35%", "1.2K". */
export function formatAxisTick(value: number, unit: MetricUnit, locale: Locale): string {
  const tag = languageTag(locale);
  if (unit === 'money') {
    return new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: 'USD',
      // "$" rather than "$US" (fr): ticks stay short; the tooltips show the full amount.
      currencyDisplay: 'narrowSymbol',
      notation: 'compact',
      maximumFractionDigits: 1,
    }).format(value);
  }
  if (unit === 'percent' || unit === 'fraction') {
    return new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
  }
  return new Intl.NumberFormat(tag, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}
