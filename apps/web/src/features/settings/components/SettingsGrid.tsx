import { DataGrid, type GridColDef, type GridPaginationModel, type GridValidRowModel } from '@mui/x-data-grid';
import { esES, frFR } from '@mui/x-data-grid/locales';
import { GRID_PAGE_SIZES } from '@rlo/contract';
import { useLocale } from '@/lib/i18n';

const LOCALE_TEXT = {
  en_US: undefined,
  en_FR: frFR.components.MuiDataGrid.defaultProps.localeText,
  en_ES: esES.components.MuiDataGrid.defaultProps.localeText,
} as const;

interface SettingsGridProps<Row extends GridValidRowModel> {
  label: string;
  rows: Row[];
  columns: GridColDef<Row>[];
  rowCount: number;
  loading: boolean;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  noRowsLabel: string;
}

/** A grid paged by the server (page sizes 5, 10, 25, 50, default 5: 1-foundation §9). */
export function SettingsGrid<Row extends GridValidRowModel>({ label, noRowsLabel, ...props }: SettingsGridProps<Row>) {
  const locale = useLocale();
  return (
    <DataGrid<Row>
      aria-label={label}
      {...props}
      paginationMode="server"
      pageSizeOptions={[...GRID_PAGE_SIZES]}
      disableRowSelectionOnClick
      disableColumnMenu
      density="compact"
      autoHeight
      localeText={{ ...LOCALE_TEXT[locale], noRowsLabel }}
      sx={{ bgcolor: 'background.paper' }}
    />
  );
}
