import ListAltIcon from '@mui/icons-material/ListAlt';
import IconButton from '@mui/material/IconButton';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, decimal, money } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { ROW_FIGURES as GRID_COLUMNS, type CategoryRow } from '../utils/rows';
import { useGridLocaleText } from '@/components/gridLocaleText';

/** One row per category and a total row: money in dollars, hours with 2 decimals (kpis.md §8). */
export function CategoryGrid({ rows, onOpen }: { rows: readonly CategoryRow[]; onOpen: (row: CategoryRow) => void }) {
  const { t } = useTranslation();
  const gridText = useGridLocaleText();
  const locale = useLocale();
  const columns = useMemo<GridColDef<CategoryRow>[]>(
    () => [
      {
        field: 'open',
        headerName: '',
        width: 48,
        sortable: false,
        // The keyboard way to the repair orders of a category (the charts are mouse-only).
        renderCell: ({ row }) =>
          row.id === 'total' ? null : (
            <IconButton size="small" aria-label={t('categoryReport.ros.openFor', { name: row.name })} onClick={() => onOpen(row)}>
              <ListAltIcon fontSize="small" />
            </IconButton>
          ),
      },
      { field: 'name', headerName: t('categoryReport.columns.name'), flex: 1.4, minWidth: 140 },
      ...GRID_COLUMNS.map(
        (field): GridColDef<CategoryRow> => ({
          field,
          headerName: t(`categoryReport.columns.${field}`),
          flex: 1,
          // Wide enough for a year of a shop's sales ($3,527,288.12): the grid scrolls rather than cut a figure.
          minWidth: field === 'soldHours' || field === 'actualHours' ? 100 : 140,
          type: 'number',
          valueFormatter: (value: number | null) =>
            value === null ? EMPTY_VALUE : field === 'soldHours' || field === 'actualHours' ? decimal(value, locale) : money(value, locale),
        }),
      ),
    ],
    [t, locale, onOpen],
  );
  return (
    <DataGrid<CategoryRow>
      aria-label={t('categoryReport.gridLabel')}
      rows={rows}
      columns={columns}
      density="compact"
      autoHeight
      hideFooter
      // A dozen rows and columns: render them all, so the columns scrolled out of view stay readable (and findable).
      disableVirtualization
      disableColumnMenu
      disableRowSelectionOnClick
      localeText={gridText}
      getRowClassName={({ row }) => (row.id === 'total' ? 'category-total' : '')}
      sx={{ '& .category-total': { fontWeight: 700 } }}
    />
  );
}
