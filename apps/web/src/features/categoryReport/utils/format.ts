import type { Locale } from '@rlo/contract';
import { roundHalfAway } from '@/lib/format';
import { languageTag } from '@/lib/locale';

/** Hours (a number of hours, not seconds) with 2 decimals. */
export function formatHours(value: number, locale: Locale): string {
  return new Intl.NumberFormat(languageTag(locale), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(roundHalfAway(value, 2));
}
