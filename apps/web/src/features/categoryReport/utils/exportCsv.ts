import type { TFunction } from 'i18next';
import { csvDollars, csvNumber, downloadCsv, toCsv } from '@/lib/csv';
import type { DayRange } from './roRange';
import { ROW_FIGURES as COLUMNS, type CategoryRow } from './rows';

/** The grid as `categoryReport.csv`: the range, the header and one line per grid row, plain numbers. */
export function exportCategoryCsv(t: TFunction, rows: readonly CategoryRow[], range: DayRange): void {
  const lines = rows.map((row) => [
    row.name,
    ...COLUMNS.map((key) => {
      const value = row[key];
      if (value === null) return '';
      return key === 'soldHours' || key === 'actualHours' ? csvNumber(value) : csvDollars(value);
    }),
  ]);
  const csv = toCsv([
    [t('categoryReport.filters.from'), range.from, t('categoryReport.filters.to'), range.to],
    [t('categoryReport.columns.name'), ...COLUMNS.map((key) => t(`categoryReport.columns.${key}`))],
    ...lines,
  ]);
  downloadCsv('categoryReport', csv);
}
