import type { SxProps, Theme } from '@mui/material/styles';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { useGridLocaleText } from './gridLocaleText';

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
  /** The empty-state text; the grid's own ("No rows") without it. */
  noRowsLabel?: string;
  /** Lets the user sort the rows of the page shown (the dashboard's lists); off by default. */
  sortableWithinPage?: boolean;
  sx?: SxProps<Theme>;
}

/** A compact grid paged by the server, in the interface language, with its own empty-state text. */
export function ServerGrid<Row extends GridValidRowModel>(props: ServerGridProps<Row>) {
  const localeText = useGridLocaleText(props.noRowsLabel);
  const { onRowClick, sx } = props;
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
      // The server pages the rows: sorting one page in the browser could mislead, unless asked for.
      disableColumnSorting={!props.sortableWithinPage}
      density="compact"
      autoHeight
      localeText={localeText}
      onRowClick={onRowClick ? (params) => onRowClick(params.row) : undefined}
      sx={[
        onRowClick ? { '& .MuiDataGrid-row': { cursor: 'pointer' } } : false,
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
