import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type { Location } from '@rlo/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFullLocations } from '../api/admin';
import { CsvUploadCard } from '../csv/components/CsvUploadCard';
import { LocationFormPanel } from './LocationFormPanel';
import { LocationPrompts } from './LocationPrompts';
import { LocationRepairOrders } from './LocationRepairOrders';
import { SyncHistory } from './SyncHistory';
import { SyncIndicator } from './SyncIndicator';
import { Tooltip } from '@/components/Tooltip';
import { useGridLocaleText } from '@/components/gridLocaleText';
import { PageTitle } from '@/components/PageTitle';

interface LocationsPageProps {
  /** Shop owners and Admins create and edit locations; others only look. */
  canEdit: boolean;
  onSetup: (locationId: number) => void;
  /** Settings > Management System, where a location's connection is set. */
  settingsHref: string;
  /** The location shown selected on arrival (?locationId=, from Location setup's CSV link). */
  initialSelectedId?: number | null;
}

/** /locations (3-operations §2 "Locations"). */
export function LocationsPage({ canEdit, onSetup, settingsHref, initialSelectedId = null }: LocationsPageProps) {
  const { t } = useTranslation();
  const gridText = useGridLocaleText(t('locationAdmin.grid.empty'));
  const locations = useFullLocations();
  const [panel, setPanel] = useState<Location | 'new' | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(initialSelectedId);
  const items = useMemo(() => locations.data?.items ?? [], [locations.data]);
  const selected = items.find((l) => l.id === selectedId) ?? null;
  const now = useMemo(() => new Date(), []);

  const columns = useMemo<GridColDef<Location>[]>(
    () => [
      {
        field: 'sync',
        headerName: t('locationAdmin.grid.sync'),
        width: 70,
        sortable: false,
        renderCell: ({ row }) => <SyncIndicator location={row} now={now} />,
      },
      {
        field: 'name',
        headerName: t('locationAdmin.fields.name'),
        flex: 1.2,
        minWidth: 160,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1} alignItems="center" sx={{ height: '100%' }}>
            <span>{row.name}</span>
            {row.isDisable && <Chip size="small" label={t('locationAdmin.grid.disabled')} />}
          </Stack>
        ),
      },
      // Minimum widths: on a phone the grid scrolls inside its card rather than cutting every cell to "A…".
      { field: 'address', headerName: t('locationAdmin.fields.address'), flex: 1.2, minWidth: 170 },
      { field: 'city', headerName: t('locationAdmin.fields.city'), flex: 0.8, minWidth: 110 },
      { field: 'state', headerName: t('locationAdmin.fields.state'), flex: 0.5, minWidth: 70 },
      { field: 'zip', headerName: t('locationAdmin.fields.zip'), flex: 0.5, minWidth: 80 },
      {
        field: 'open',
        headerName: t('locationAdmin.grid.open'),
        width: 80,
        sortable: false,
        renderCell: ({ row }) =>
          canEdit ? (
            <Tooltip title={t('locationAdmin.grid.edit', { name: row.name })}>
              <IconButton
                size="small"
                aria-label={t('locationAdmin.grid.edit', { name: row.name })}
                onClick={(event) => {
                  event.stopPropagation();
                  setPanel(row);
                }}
              >
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null,
      },
    ],
    [t, canEdit, now],
  );

  return (
    <Stack spacing={3}>
      <Stack direction="row" justifyContent="space-between" alignItems="center" flexWrap="wrap" gap={1}>
        <PageTitle>
          {t('locationAdmin.title')}
        </PageTitle>
        {canEdit && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setPanel('new')}>
            {t('locationAdmin.newLocation')}
          </Button>
        )}
      </Stack>
      {locations.isError && <Alert severity="error">{t('locationAdmin.errors.loadInline')}</Alert>}
      <Paper variant="outlined">
        <DataGrid<Location>
          aria-label={t('locationAdmin.title')}
          rows={items}
          columns={columns}
          loading={locations.isPending}
          onRowClick={({ row }) => setSelectedId(row.id)}
          rowSelectionModel={{ type: 'include', ids: new Set(selectedId === null ? [] : [selectedId]) }}
          hideFooter={items.length <= 25}
          disableColumnMenu
          density="compact"
          autoHeight
          localeText={gridText}
          sx={{ border: 0, '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        />
      </Paper>
      {selected ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={3}>
            <SyncHistory key={`sync-${selected.id}`} locationId={selected.id} canEdit={canEdit} settingsHref={settingsHref} />
            {canEdit && <CsvUploadCard key={`csv-${selected.id}`} location={selected} />}
            <LocationRepairOrders key={selected.id} location={selected} />
          </Stack>
        </Paper>
      ) : (
        items.length > 0 && <Typography color="text.secondary">{t('locationAdmin.ros.pick')}</Typography>
      )}
      {locations.isSuccess && (
        <LocationPrompts
          locations={items}
          onCreate={canEdit ? () => setPanel('new') : undefined}
          onSetup={onSetup}
        />
      )}
      <LocationFormPanel target={panel} onClose={() => setPanel(null)} />
    </Stack>
  );
}
