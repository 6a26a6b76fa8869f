import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { esES, frFR } from '@mui/x-data-grid/locales';
import { GRID_PAGE_SIZES } from '@rlo/contract';
import { useLocale } from '@/lib/i18n';

const LOCALE_TEXT = {
  en_US: undefined,
  en_FR: frFR.components.MuiDataGrid.defaultProps.localeText,
  en_ES: esES.components.MuiDataGrid.defaultProps.localeText,
} as const;

interface PagedGridProps<Row extends GridValidRowModel> {
  label: string;
  rows: Row[];
  columns: GridColDef<Row>[];
  rowCount: number;
  loading: boolean;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  getRowId: (row: Row) => string | number;
  onRowClick?: (row: Row) => void;
}

/** A grid paged by the server (page sizes 5, 10, 25, 50; 2-dashboard §9). */
export function PagedGrid<Row extends GridValidRowModel>({
  label,
  rows,
  columns,
  rowCount,
  loading,
  paginationModel,
  onPaginationModelChange,
  getRowId,
  onRowClick,
}: PagedGridProps<Row>) {
  const locale = useLocale();
  return (
    <DataGrid<Row>
      aria-label={label}
      rows={rows}
      columns={columns}
      getRowId={getRowId}
      rowCount={rowCount}
      loading={loading}
      paginationMode="server"
      paginationModel={paginationModel}
      onPaginationModelChange={onPaginationModelChange}
      pageSizeOptions={[...GRID_PAGE_SIZES]}
      disableRowSelectionOnClick
      disableColumnMenu
      density="compact"
      autoHeight
      localeText={LOCALE_TEXT[locale]}
      onRowClick={onRowClick ? (params) => onRowClick(params.row) : undefined}
      sx={onRowClick ? { '& .MuiDataGrid-row': { cursor: 'pointer' } } : undefined}
    />
  );
}
