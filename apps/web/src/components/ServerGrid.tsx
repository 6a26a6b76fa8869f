import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { esES, frFR } from '@mui/x-data-grid/locales';
import { useLocale } from '@/lib/i18n';

const LOCALE_TEXT = {
  en_US: undefined,
  en_FR: frFR.components.MuiDataGrid.defaultProps.localeText,
  en_ES: esES.components.MuiDataGrid.defaultProps.localeText,
} as const;

export interface ServerGridProps<Row extends GridValidRowModel> {
  label: string;
  rows: readonly Row[];
  columns: GridColDef<Row>[];
  rowCount: number;
  loading: boolean;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  pageSizes: readonly number[];
  getRowId?: (row: Row) => string | number;
  onRowClick?: (row: Row) => void;
  noRowsLabel: string;
}

/** A compact grid paged by the server, in the interface language, with its own empty-state text. */
export function ServerGrid<Row extends GridValidRowModel>(props: ServerGridProps<Row>) {
  const locale = useLocale();
  const { onRowClick } = props;
  return (
    <DataGrid<Row>
      aria-label={props.label}
      rows={props.rows}
      columns={props.columns}
      getRowId={props.getRowId}
      rowCount={props.rowCount}
      loading={props.loading}
      paginationMode="server"
      paginationModel={props.paginationModel}
      onPaginationModelChange={props.onPaginationModelChange}
      pageSizeOptions={[...props.pageSizes]}
      disableRowSelectionOnClick
      disableColumnMenu
      // The server pages the rows: sorting one page in the browser would mislead.
      disableColumnSorting
      density="compact"
      autoHeight
      localeText={{ ...LOCALE_TEXT[locale], noRowsLabel: props.noRowsLabel }}
      onRowClick={onRowClick ? (params) => onRowClick(params.row) : undefined}
      sx={onRowClick ? { '& .MuiDataGrid-row': { cursor: 'pointer' } } : undefined}
    />
  );
}
