import type { GridLocaleText } from '@mui/x-data-grid';
import { esES, frFR } from '@mui/x-data-grid/locales';
import type { Locale } from '@rlo/contract';
import { useLocale } from '@/lib/i18n';

const LOCALE_TEXT: Record<Locale, Partial<GridLocaleText> | undefined> = {
  en_US: undefined,
  en_FR: frFR.components.MuiDataGrid.defaultProps.localeText,
  en_ES: esES.components.MuiDataGrid.defaultProps.localeText,
};

/** The texts of a data grid (pagination, filters, menus) in the interface language, with the grid's own empty-state text. */
export function useGridLocaleText(noRowsLabel?: string): Partial<GridLocaleText> | undefined {
  const text = LOCALE_TEXT[useLocale()];
  return noRowsLabel === undefined ? text : { ...text, noRowsLabel };
}
