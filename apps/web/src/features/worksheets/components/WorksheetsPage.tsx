import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import OpenIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { WORKSHEET_DEFAULT_PAGE_SIZE, WORKSHEET_PAGE_SIZES, type WorksheetRow } from '@rlo/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '@/components/Tooltip';
import { count, monthYear } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useWorksheets } from '../api/worksheets';
import { CreateWorksheetPanel, type WorksheetLocation } from './CreateWorksheetPanel';
import { DeleteWorksheetDialog } from './DeleteWorksheetDialog';
import { ManageWorksheetPanel } from './ManageWorksheetPanel';
import { StatusChip } from './StatusChip';
import { useGridLocaleText } from '@/components/gridLocaleText';
import { PageTitle } from '@/components/PageTitle';

interface WorksheetsPageProps {
  partnerId: number;
  /** The locations offered for a new worksheet (rlo_standard, not disabled); undefined while loading. */
  locations: WorksheetLocation[] | undefined;
}

/** The worksheet screen (3-operations §2 "Worksheets"): the grid, the create and the manage side panels. */
export function WorksheetsPage({ partnerId, locations }: WorksheetsPageProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const gridText = useGridLocaleText(t('worksheets.grid.empty'));
  const [paging, setPaging] = useState({ page: 0, pageSize: WORKSHEET_DEFAULT_PAGE_SIZE });
  const list = useWorksheets(partnerId, paging);
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<WorksheetRow | null>(null);

  const columns = useMemo<GridColDef<WorksheetRow>[]>(
    () => [
      {
        field: 'period_start',
        headerName: t('worksheets.grid.monthYear'),
        flex: 1,
        minWidth: 130,
        sortable: false,
        valueFormatter: (value: string) => monthYear(value),
      },
      { field: 'location_name', headerName: t('worksheets.grid.location'), flex: 2, minWidth: 160, sortable: false },
      {
        field: 'status',
        headerName: t('worksheets.grid.status'),
        flex: 1,
        minWidth: 120,
        sortable: false,
        renderCell: ({ row }) => <StatusChip status={row.status} />,
      },
      {
        field: 'actions',
        headerName: t('worksheets.grid.actions'),
        width: 120,
        sortable: false,
        renderCell: ({ row }) => {
          const name = `${monthYear(row.period_start)} ${row.location_name}`;
          return (
            <Stack direction="row" sx={{ height: '100%', alignItems: 'center' }}>
              <Tooltip title={t('worksheets.grid.open')}>
                <IconButton aria-label={t('worksheets.grid.openNamed', { name })} onClick={() => setOpenId(row.id)} size="small">
                  <OpenIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={t('worksheets.grid.delete')}>
                <IconButton aria-label={t('worksheets.grid.deleteNamed', { name })} onClick={() => setDeleting(row)} size="small">
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Stack>
          );
        },
      },
    ],
    [t],
  );

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <PageTitle>
            {t('worksheets.title')}
          </PageTitle>
          {list.data ? <Chip size="small" label={t('worksheets.count', { count: count(list.data.total, locale) })} /> : null}
        </Stack>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          {t('worksheets.create.open')}
        </Button>
      </Stack>
      <Typography color="text.secondary">{t('worksheets.intro')}</Typography>
      {list.isError && !list.data ? (
        <Alert severity="error" action={<Button onClick={() => list.refetch()}>{t('worksheets.retry')}</Button>}>
          {t('worksheets.errors.loadInline')}
        </Alert>
      ) : (
        <Paper variant="outlined">
          <DataGrid<WorksheetRow>
            aria-label={t('worksheets.grid.label')}
            rows={list.data?.items ?? []}
            columns={columns}
            rowCount={list.data?.total ?? 0}
            loading={list.isFetching}
            paginationMode="server"
            paginationModel={paging}
            onPaginationModelChange={setPaging}
            pageSizeOptions={[...WORKSHEET_PAGE_SIZES]}
            disableRowSelectionOnClick
            disableColumnMenu
            autoHeight
            localeText={gridText}
            onRowDoubleClick={({ row }) => setOpenId(row.id)}
            sx={{ border: 0 }}
          />
        </Paper>
      )}
      {creating ? (
        <CreateWorksheetPanel
          partnerId={partnerId}
          locations={locations}
          onClose={(createdId) => {
            setCreating(false);
            if (createdId !== undefined) setOpenId(createdId);
          }}
        />
      ) : null}
      {openId !== null ? <ManageWorksheetPanel partnerId={partnerId} worksheetId={openId} onClose={() => setOpenId(null)} /> : null}
      {deleting ? (
        <DeleteWorksheetDialog
          partnerId={partnerId}
          worksheet={deleting}
          onClose={() => {
            if (deleting.id === openId) setOpenId(null);
            setDeleting(null);
          }}
        />
      ) : null}
    </Stack>
  );
}
