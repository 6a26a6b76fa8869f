import type { GridLocaleText } from '@mui/x-data-grid';
import { esES, frFR } from '@mui/x-data-grid/locales';
import type { Locale } from '@rlo/contract';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { count } from '@/lib/format';
import { useLocale } from '@/lib/i18n';

const LOCALE_TEXT: Record<Locale, Partial<GridLocaleText> | undefined> = {
  en_US: undefined,
  en_FR: frFR.components.MuiDataGrid.defaultProps.localeText,
  en_ES: esES.components.MuiDataGrid.defaultProps.localeText,
};

type DisplayedRows = GridLocaleText['paginationDisplayedRows'];

/** "1–5 of 1,234": the grid's own label prints bare numbers ("of 1234"); ours groups their digits. */
export function displayedRows(t: TFunction, locale: Locale): DisplayedRows {
  return ({ from, to, count: total, estimated }) => {
    const values = { from: count(from, locale), to: count(to, locale) };
    if (total !== -1) return t('common.grid.displayedRows', { ...values, count: count(total, locale) });
    if (estimated && estimated > to) return t('common.grid.displayedRowsAround', { ...values, estimated: count(estimated, locale) });
    return t('common.grid.displayedRowsMore', values);
  };
}

/** The texts of a data grid (pagination, filters, menus) in the interface language, with the grid's own empty-state text. */
export function useGridLocaleText(noRowsLabel?: string): Partial<GridLocaleText> {
  const locale = useLocale();
  const { t } = useTranslation();
  return useMemo(
    () => ({
      ...LOCALE_TEXT[locale],
      paginationDisplayedRows: displayedRows(t, locale),
      ...(noRowsLabel === undefined ? {} : { noRowsLabel }),
    }),
    [locale, t, noRowsLabel],
  );
}
