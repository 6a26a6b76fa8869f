import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, vi } from 'vitest';
import en from '../../public/resources/locale-en_US.json';

// The English file itself, loaded synchronously: tests read what users read.
await i18next.use(initReactI18next).init({
  lng: 'en_US',
  fallbackLng: 'en_US',
  resources: { en_US: { translation: en } },
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

// Lazy route modules are transformed on first use, which is slow on a busy machine.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
