import { DEFAULT_LOCALE, LOCALES, type Locale } from '@rlo/contract';

export const LOCALE_STORAGE_KEY = 'locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function readStoredLocale(): Locale {
  try {
    const stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    // Storage can be blocked (private mode, strict cookie settings): fall back to the default.
    return DEFAULT_LOCALE;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Not persisted; the choice still applies to this page.
  }
}

// Our locale codes name the interface language in their region part (en_FR is French), so the
// BCP 47 tag for `lang` attributes and Intl is taken from that.
const LANGUAGE_TAGS: Record<Locale, string> = { en_US: 'en', en_FR: 'fr', en_ES: 'es' };

export function languageTag(locale: Locale): string {
  return LANGUAGE_TAGS[locale];
}
