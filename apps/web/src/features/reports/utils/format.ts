import type { Locale } from '@rlo/contract';
import { roundHalfAway } from '@/lib/format';
import { languageTag } from '@/lib/locale';

/** A plain ratio such as hours per RO or ROs per day, with 2 decimals in the interface's number style. */
export function decimal(value: number, locale: Locale): string {
  return new Intl.NumberFormat(languageTag(locale), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    roundHalfAway(value, 2),
  );
}
