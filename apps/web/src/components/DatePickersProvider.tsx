import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES, frFR } from '@mui/x-date-pickers/locales';
import type { Locale } from '@rlo/contract';
import type { ReactNode } from 'react';
import { useDateFnsLocale } from '@/lib/dateFnsLocale';
import { datePattern } from '@/lib/format';
import { useLocale } from '@/lib/i18n';

const PICKER_TEXT: Record<
  Locale,
  typeof frFR.components.MuiLocalizationProvider.defaultProps.localeText | undefined
> = {
  en_US: undefined,
  en_FR: frFR.components.MuiLocalizationProvider.defaultProps.localeText,
  en_ES: esES.components.MuiLocalizationProvider.defaultProps.localeText,
};

/**
 * Date pickers in the interface language, around the screens and dialogs that hold them. Month and
 * day names come from the language's date-fns locale; the typed date follows the labels' rule
 * (lib/format `datePattern`), not the locale's own order (French and Spanish would put the day first).
 */
export function DatePickersProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  // French and Spanish date formats load with the first picker of a French or Spanish interface.
  const dateFnsLocale = useDateFnsLocale(locale);
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={dateFnsLocale}
      localeText={PICKER_TEXT[locale]}
      dateFormats={{ keyboardDate: datePattern(locale) }}
    >
      {children}
    </LocalizationProvider>
  );
}
