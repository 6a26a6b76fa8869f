import type { Locale } from '@rlo/contract';
import type { Locale as DateFnsLocale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { useEffect, useSyncExternalStore } from 'react';

// English comes with the app; French and Spanish are fetched (a few kB each) only for the
// interfaces that use them, instead of riding along in every English user's scripts.
const LOADERS: Record<Exclude<Locale, 'en_US'>, () => Promise<DateFnsLocale>> = {
  en_FR: () => import('date-fns/locale/fr').then((m) => m.fr),
  en_ES: () => import('date-fns/locale/es').then((m) => m.es),
};

const loaded = new Map<Locale, DateFnsLocale>([['en_US', enUS]]);
const loading = new Map<Locale, Promise<DateFnsLocale>>();
const listeners = new Set<() => void>();

/** The date-fns locale of an interface language, fetched once. */
export function loadDateFnsLocale(locale: Locale): Promise<DateFnsLocale> {
  const ready = loaded.get(locale);
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(locale);
  if (!pending) {
    pending = LOADERS[locale as Exclude<Locale, 'en_US'>]().then(
      (value) => {
        loaded.set(locale, value);
        for (const listener of listeners) listener();
        return value;
      },
      (error: unknown) => {
        // A failed download may be retried by the next render.
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The date-fns locale for `locale`, for the date pickers: English until the French or Spanish one
 * has arrived (a moment, once per visit), then that one.
 */
export function useDateFnsLocale(locale: Locale): DateFnsLocale {
  const current = useSyncExternalStore(subscribe, () => loaded.get(locale));
  useEffect(() => {
    if (!loaded.has(locale)) void loadDateFnsLocale(locale).catch(() => undefined);
  }, [locale]);
  return current ?? enUS;
}
