import RestoreIcon from '@mui/icons-material/Restore';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { DELETED_RO_PAGE_SIZE, type RepairOrderSummary } from '@rlo/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerGrid } from '@/components/ServerGrid';
import { useLocale } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useChangeRepairOrderStatus, useDeletedRepairOrders } from '../api/repairOrders';
import { DATE_PRESETS, presetRange, rangeError, type DayRange } from '@/lib/datePresets';
import { LocationPicker, type PickableLocation } from '@/components/LocationPicker';
import { RepairOrderDialog } from './RepairOrderDialog';
import { roColumns } from './roColumns';
import { businessNow } from '@/lib/businessClock';
import { searchDate } from '@/lib/dates';
import { PageTitle } from '@/components/PageTitle';
import { IsoDateField } from '@/components/IsoDateField';

/** The periods of the deleted-RO screen: All (no date filter), then the presets of the reports. */
const PERIODS = ['all', ...DATE_PRESETS] as const;
type Period = (typeof PERIODS)[number];

interface DeletedRosPageProps {
  locations: readonly PickableLocation[];
  defaultLocationId: number | null;
}

/** /updateRepairOrder (shop owners): deleted ROs, paged by 10, with Restore and view (3-operations §2). */
export function DeletedRosPage({ locations, defaultLocationId }: DeletedRosPageProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [locationId, setLocationId] = useState<number | null>(null);
  const [preset, setPreset] = useState<Period>('all');
  const [custom, setCustom] = useState({ start: '', end: '' });
  const [page, setPage] = useState(0);
  const [roId, setRoId] = useState<number | null>(null);
  const current =
    locationId ?? (locations.find((l) => l.id === defaultLocationId) ?? locations[0])?.id ?? null;
  const badCustom = preset === 'custom' && rangeError(custom.start, custom.end) !== null;
  const range: DayRange | null =
    preset === 'all'
      ? null
      : preset === 'custom'
        ? { from: custom.start, to: custom.end }
        : presetRange(preset, businessNow());
  const deleted = useDeletedRepairOrders(
    current === null || badCustom
      ? null
      : {
          locationId: current,
          pageNum: page + 1,
          pageSize: DELETED_RO_PAGE_SIZE,
          startDate: range ? searchDate(range.from) : undefined,
          endDate: range ? searchDate(range.to) : undefined,
        },
  );
  const restore = useChangeRepairOrderStatus();

  const columns = useMemo<GridColDef<RepairOrderSummary>[]>(
    () => [
      ...roColumns(t, locale, setRoId).filter((c) => c.field !== 'order_status'),
      {
        field: 'restore',
        headerName: '',
        width: 120,
        sortable: false,
        renderCell: ({ row }) => (
          <Button
            size="small"
            startIcon={<RestoreIcon />}
            aria-label={t('crm.deleted.restoreNumber', { number: row.order_number })}
            onClick={(event) => {
              event.stopPropagation();
              restore.mutate(
                { id: row.id, orderStatus: 'CLOSED' },
                {
                  onSuccess: (ro) => notifySuccess(t('crm.deleted.restored', { number: ro.order_number })),
                  onError: notifyError,
                },
              );
            }}
          >
            {t('crm.deleted.restore')}
          </Button>
        ),
      },
    ],
    [t, locale, restore],
  );

  const resetPage = () => setPage(0);
  return (
    <Stack spacing={2}>
      <PageTitle>
        {t('crm.deleted.title')}
      </PageTitle>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <LocationPicker
          label={t('crm.location')}
          sx={{ alignSelf: { sm: 'flex-start' } }}
          locations={locations}
          value={current}
          onChange={(id) => {
            setLocationId(id);
            resetPage();
          }}
        />
        <TextField
          select
          size="small"
          label={t('crm.deleted.period')}
          value={preset}
          onChange={(e) => {
            setPreset(e.target.value as Period);
            resetPage();
          }}
          sx={{ minWidth: 200 }}
        >
          {PERIODS.map((p) => (
            <MenuItem key={p} value={p}>
              {t(`crm.presets.${p}`)}
            </MenuItem>
          ))}
        </TextField>
        {preset === 'custom' &&
          (['start', 'end'] as const).map((key) => (
            <IsoDateField
              key={key}
              size="small"
              label={t(`crm.deleted.${key}`)}
              value={custom[key]}
              onChange={(day) => {
                setCustom((c) => ({ ...c, [key]: day }));
                resetPage();
              }}
              error={Boolean(custom.start && custom.end && badCustom)}
              helperText={custom.start && custom.end && badCustom ? t('crm.deleted.badRange') : ' '}
            />
          ))}
      </Stack>
      {current === null ? (
        <Typography color="text.secondary">{t('crm.noLocation')}</Typography>
      ) : (
        <Paper variant="outlined">
          <ServerGrid<RepairOrderSummary>
            label={t('crm.deleted.title')}
            rows={deleted.data?.items ?? []}
            columns={columns}
            rowCount={deleted.data?.total ?? 0}
            loading={deleted.isFetching}
            paginationModel={{ page, pageSize: DELETED_RO_PAGE_SIZE }}
            onPaginationModelChange={(model) => setPage(model.page)}
            pageSizes={[DELETED_RO_PAGE_SIZE]}
            noRowsLabel={
              badCustom
                ? t('crm.deleted.pickRange')
                : deleted.isError
                  ? t('crm.errors.deletedInline')
                  : t('crm.deleted.empty')
            }
          />
        </Paper>
      )}
      <RepairOrderDialog id={roId} onClose={() => setRoId(null)} />
    </Stack>
  );
}
