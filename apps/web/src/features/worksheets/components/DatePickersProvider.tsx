import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES, frFR } from '@mui/x-date-pickers/locales';
import { enUS, es, fr } from 'date-fns/locale';
import type { ReactNode } from 'react';
import { useLocale } from '@/lib/i18n';

// A feature does not import another feature: the dashboard has the same provider (a shared one in
// components/ would serve both).
const DATE_FNS_LOCALES = { en_US: enUS, en_FR: fr, en_ES: es } as const;
const PICKER_TEXT = {
  en_US: undefined,
  en_FR: frFR.components.MuiLocalizationProvider.defaultProps.localeText,
  en_ES: esES.components.MuiLocalizationProvider.defaultProps.localeText,
} as const;

export function DatePickersProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={DATE_FNS_LOCALES[locale]} localeText={PICKER_TEXT[locale]}>
      {children}
    </LocalizationProvider>
  );
}
