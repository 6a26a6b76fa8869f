import type { Locale } from '@rlo/contract';
import { languageTag } from '@/lib/locale';

/** A count in the interface language's digit grouping (10,000 · 10 000 · 10.000). */
export const count = (value: number, locale: Locale) =>
  new Intl.NumberFormat(languageTag(locale)).format(value);
