import { DEFAULT_LOCALE, LOCALES, type Locale } from '@rlo/contract';
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { isLocale, languageTag, readStoredLocale, storeLocale } from './locale';

function localeFileUrl(locale: string): string {
  return `${import.meta.env.BASE_URL}resources/locale-${locale}.json`;
}

// One JSON file per locale, one namespace: a backend this small is clearer than a plug-in.
const localeFileBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, _namespace: string, callback: ReadCallback) {
    fetch(localeFileUrl(language), { credentials: 'same-origin' })
      .then((response) => {
        if (!response.ok) throw new Error(`${response.status} loading ${language} translations`);
        return response.json();
      })
      .then((data) => callback(null, data))
      .catch((error: Error) => callback(error, false));
  },
};

function applyDocumentLanguage(locale: string): void {
  if (isLocale(locale)) document.documentElement.lang = languageTag(locale);
}

export function initI18n(): Promise<unknown> {
  i18next.on('languageChanged', applyDocumentLanguage);
  return i18next
    .use(localeFileBackend)
    .use(initReactI18next)
    .init({
      lng: readStoredLocale(),
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
}

export async function changeLocale(locale: Locale): Promise<void> {
  storeLocale(locale);
  await i18next.changeLanguage(locale);
}

export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

export { i18next as i18n };
