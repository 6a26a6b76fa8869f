import type { Locale } from '@rlo/contract';
import { compactDollars } from '@/lib/format';
import { formatMetric } from '@/lib/formatMetric';
import { languageTag } from '@/lib/locale';
import type { MetricUnit } from './metrics';

// The one formatter of a figure lives in lib (the explanation panel, shared by several screens, uses it too).
export { formatMetric };

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
  if (unit === 'money') return compactDollars(value, locale);
  if (unit === 'percent' || unit === 'fraction') {
    return new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
  }
  return new Intl.NumberFormat(tag, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}
