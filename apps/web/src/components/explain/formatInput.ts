import type { ExplainInput, Locale } from '@rlo/contract';
import type { TFunction } from 'i18next';
import { count, money } from '@/lib/format';

/**
 * An input as the formula reads it: money in dollars, time in seconds (the formula divides by 3600
 * itself), counts as counts — so the substituted formula can be checked by hand.
 */
export function formatInput(key: ExplainInput | string, value: number, locale: Locale, t: TFunction): string {
  if (key.endsWith('_cents')) return money(value, locale);
  if (key.endsWith('_seconds')) return t('explain.seconds', { value: count(value, locale) });
  return count(value, locale);
}
