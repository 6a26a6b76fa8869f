import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';

/** The location of each row, when the figure covers more than one location (else no column). */
export function locationColumns<Row extends GridValidRowModel>(locations: readonly { id: number; name: string }[], t: TFunction): GridColDef<Row>[] {
  if (locations.length < 2) return [];
  const names = new Map(locations.map((l) => [l.id, l.name]));
  return [
    {
      field: 'location_id',
      headerName: t('explain.columns.location'),
      minWidth: 120,
      flex: 0.8,
      valueFormatter: (v: number) => names.get(v) ?? '',
    },
  ];
}
