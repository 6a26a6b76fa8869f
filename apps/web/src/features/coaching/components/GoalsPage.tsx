import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { GRID_DEFAULT_PAGE_SIZE, GRID_PAGE_SIZES, isMoneyMetric, type CoachingGoal } from '@rlo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { count, money } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteGoal, useGoals } from '@/api/goals';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { GoalPanel } from './GoalPanel';
import { LocationPicker, type PickableLocation } from '@/components/LocationPicker';
import { useGridLocaleText } from '@/components/gridLocaleText';
import { PageTitle } from '@/components/PageTitle';

interface GoalsPageProps {
  partnerId: number;
  locations: readonly PickableLocation[];
}

/** Coaching goals (2-dashboard §2): a location's goals in a grid, added or edited in a side panel. */
export function GoalsPage({ partnerId, locations }: GoalsPageProps) {
  const { t } = useTranslation();
  const gridText = useGridLocaleText(t('coaching.goals.empty'));
  const locale = useLocale();
  const [locationId, setLocationId] = useState(locations[0]?.id ?? 0);
  const scope = { partnerId, locationId };
  const goals = useGoals(locations.length > 0 ? scope : null);
  const remove = useDeleteGoal(scope);
  const [editing, setEditing] = useState<CoachingGoal | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CoachingGoal | null>(null);

  const columns: GridColDef<CoachingGoal>[] = [
    { field: 'id', headerName: t('coaching.goals.id'), width: 80 },
    { field: 'chart_type', headerName: t('coaching.goals.chartTypeName'), flex: 1, minWidth: 160, valueFormatter: (value: string) => t(`dashboard.groups.${value}`) },
    { field: 'chart_name', headerName: t('coaching.goals.chartName'), flex: 1, minWidth: 180, valueFormatter: (value: string) => t(`dashboard.metrics.${value}`) },
    {
      field: 'chart_goal',
      headerName: t('coaching.goals.goal'),
      type: 'number',
      width: 150,
      valueFormatter: (_value, row) =>
        isMoneyMetric(row.chart_name) ? money(row.chart_goal, locale) : count(row.chart_goal, locale),
    },
    {
      field: 'actions',
      headerName: t('coaching.goals.actions'),
      sortable: false,
      filterable: false,
      width: 120,
      renderCell: ({ row }) => (
        <Stack direction="row">
          <IconButton aria-label={t('coaching.goals.editGoal', { id: row.id })} onClick={() => setEditing(row)} size="small">
            <EditIcon fontSize="small" />
          </IconButton>
          <IconButton aria-label={t('coaching.goals.deleteGoal', { id: row.id })} onClick={() => setDeleting(row)} size="small">
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Stack>
      ),
    },
  ];

  if (locations.length === 0) return <Alert severity="info">{t('coaching.noLocations')}</Alert>;

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }} justifyContent="space-between">
        <PageTitle>
          {t('coaching.goals.title')}
        </PageTitle>
        <Stack direction="row" spacing={2} alignItems="center">
          <LocationPicker
            label={t('coaching.location')}
            locations={locations}
            value={locationId}
            onChange={setLocationId}
          />
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('coaching.goals.add')}
          </Button>
        </Stack>
      </Stack>
      <Typography color="text.secondary">{t('coaching.goals.intro')}</Typography>
      {goals.isError ? (
        <Alert severity="error" action={<Button onClick={() => void goals.refetch()}>{t('coaching.retry')}</Button>}>
          {t('coaching.goals.loadFailed')}
        </Alert>
      ) : (
        <Paper variant="outlined">
          <DataGrid<CoachingGoal>
            aria-label={t('coaching.goals.title')}
            rows={goals.data ?? []}
            columns={columns}
            loading={goals.isPending}
            autoHeight
            disableRowSelectionOnClick
            pageSizeOptions={[...GRID_PAGE_SIZES]}
            initialState={{ pagination: { paginationModel: { pageSize: GRID_DEFAULT_PAGE_SIZE } } }}
            localeText={gridText}
          />
        </Paper>
      )}
      {editing && (
        <GoalPanel scope={scope} goal={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {deleting && (
        <ConfirmDialog
          open
          title={t('coaching.goals.deleteTitle', { id: deleting.id })}
          text={t('coaching.goals.deleteText', { metric: t(`dashboard.metrics.${deleting.chart_name}`) })}
          confirmLabel={t('coaching.delete')}
          busy={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                notifySuccess(t('coaching.goals.deleted'));
                setDeleting(null);
              },
              onError: notifyError,
            })
          }
        />
      )}
    </Stack>
  );
}
