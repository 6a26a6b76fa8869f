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
  /** Long values wrap onto more lines (rows grow) instead of being cut with an ellipsis. */
  wrapCells?: boolean;
  sx?: SxProps<Theme>;
}

/** A compact grid paged by the server, in the interface language, with its own empty-state text. */
export function ServerGrid<Row extends GridValidRowModel>(props: ServerGridProps<Row>) {
  const localeText = useGridLocaleText(props.noRowsLabel);
  const { onRowClick, sx, wrapCells } = props;
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
      getRowHeight={wrapCells ? () => 'auto' : undefined}
      // Enter on a row's cell opens it as a click does: the rows are reachable from the keyboard.
      onCellKeyDown={
        onRowClick
          ? (params, event) => {
              // Not when the key is meant for a button or link inside the cell.
              if (event.key !== 'Enter' || (event.target as HTMLElement).getAttribute('role') !== 'gridcell') return;
              event.defaultMuiPrevented = true;
              onRowClick(params.row);
            }
          : undefined
      }
      sx={[
        onRowClick ? { '& .MuiDataGrid-row': { cursor: 'pointer' } } : false,
        wrapCells
          ? {
              '& .MuiDataGrid-cell': { whiteSpace: 'normal', wordBreak: 'break-word', lineHeight: 1.35, py: 0.75 },
              '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.2 },
            }
          : false,
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
