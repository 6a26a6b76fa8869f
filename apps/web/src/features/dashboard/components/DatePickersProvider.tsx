import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES, frFR } from '@mui/x-date-pickers/locales';
import type { Locale } from '@rlo/contract';
import { enUS, es, fr } from 'date-fns/locale';
import type { ReactNode } from 'react';
import { useLocale } from '@/lib/i18n';

const DATE_FNS_LOCALES = { en_US: enUS, en_FR: fr, en_ES: es } as const;
const PICKER_TEXT: Record<
  Locale,
  typeof frFR.components.MuiLocalizationProvider.defaultProps.localeText | undefined
> = {
  en_US: undefined,
  en_FR: frFR.components.MuiLocalizationProvider.defaultProps.localeText,
  en_ES: esES.components.MuiLocalizationProvider.defaultProps.localeText,
};

/** Date pickers in the interface language (the app has no picker provider of its own yet). */
export function DatePickersProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={DATE_FNS_LOCALES[locale]}
      localeText={PICKER_TEXT[locale]}
    >
      {children}
    </LocalizationProvider>
  );
}
