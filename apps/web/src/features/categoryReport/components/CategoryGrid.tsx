import ListAltIcon from '@mui/icons-material/ListAlt';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, decimal, money } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { ROW_FIGURES as GRID_COLUMNS, type CategoryRow } from '../utils/rows';
import { useGridLocaleText } from '@/components/gridLocaleText';

const HOURS = new Set<string>(['soldHours', 'actualHours']);
const GRID_ORDER = ['totalSoldCents', ...GRID_COLUMNS.filter((field) => field !== 'totalSoldCents')] as const;

/** One row per category and a total row: money in dollars, hours with 2 decimals (kpis.md §8). */
export function CategoryGrid({ rows, onOpen }: { rows: readonly CategoryRow[]; onOpen: (row: CategoryRow) => void }) {
  const { t } = useTranslation();
  const gridText = useGridLocaleText();
  const locale = useLocale();
  const columns = useMemo<GridColDef<CategoryRow>[]>(
    () => [
      {
        field: 'name',
        headerName: t('categoryReport.columns.name'),
        flex: 1.3,
        minWidth: 150,
        // The keyboard way to the repair orders of a category (the charts are mouse-only), in the
        // name's cell rather than a column of its own: the grid has no width to spare.
        renderCell: ({ row }) => (
          <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
            {row.id === 'total' ? (
              <Box component="span" sx={{ width: 30, flexShrink: 0 }} />
            ) : (
              <IconButton size="small" aria-label={t('categoryReport.ros.openFor', { name: row.name })} onClick={() => onOpen(row)}>
                <ListAltIcon fontSize="small" />
              </IconButton>
            )}
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {row.name}
            </Box>
          </Box>
        ),
      },
      // Total sold is what an owner reads first: right after the name, where a narrow screen still shows it.
      ...GRID_ORDER.map(
        (field): GridColDef<CategoryRow> => ({
          field,
          headerName: t(`categoryReport.columns.${field}`),
          flex: 1,
          // Wide enough for a few years of a shop's sales in bold ($7,323,066.12): the grid scrolls
          // inside its card rather than cut a figure, and Total sold, second, is always in view.
          minWidth: HOURS.has(field) ? 96 : 128,
          type: 'number',
          valueFormatter: (value: number | null) =>
            value === null ? EMPTY_VALUE : HOURS.has(field) ? decimal(value, locale) : money(value, locale),
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
      columnHeaderHeight={52}
      sx={{
        '& .category-total': { fontWeight: 700 },
        // Two-line headers ("Effective labor rate") and tighter cells: the ten figures fit a 1440 px page.
        '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.2 },
        '& .MuiDataGrid-cell, & .MuiDataGrid-columnHeader': { px: 0.75 },
      }}
    />
  );
}
