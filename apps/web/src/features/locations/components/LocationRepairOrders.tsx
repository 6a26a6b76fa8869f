import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import {
  GRID_DEFAULT_PAGE_SIZE,
  GRID_PAGE_SIZES,
  type Location,
  type RepairOrderSummary,
} from '@rlo/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerGrid } from '@/components/ServerGrid';
import { dateTime } from '@/lib/format';
import { useLocationRepairOrders } from '../api/admin';
import { isoDay } from '@/lib/dates';
import { searchDate } from '@/lib/dates';
import { businessNow } from '@/lib/businessClock';
import { IsoDateField } from '@/components/IsoDateField';

/** The selected location's repair orders in a date range (default: the last 7 days). */
export function LocationRepairOrders({ location }: { location: Location }) {
  const { t } = useTranslation();
  const [range, setRange] = useState(() => {
    const today = businessNow();
    const weekAgo = new Date(today);
    weekAgo.setDate(today.getDate() - 6);
    return { start: isoDay(weekAgo), end: isoDay(today) };
  });
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: GRID_DEFAULT_PAGE_SIZE });
  const invalid = !range.start || !range.end || range.start > range.end;
  const query = useLocationRepairOrders(
    invalid
      ? null
      : {
          locationId: location.id,
          startDate: searchDate(range.start),
          endDate: searchDate(range.end),
          page: paging.page,
          pageSize: paging.pageSize,
        },
  );

  const columns = useMemo<GridColDef<RepairOrderSummary>[]>(
    () => [
      { field: 'order_number', headerName: t('locationAdmin.ros.number'), flex: 0.7 },
      {
        field: 'customer',
        headerName: t('locationAdmin.ros.customer'),
        flex: 1,
        valueGetter: (_v, row) => row.customer.first_name ?? '',
      },
      {
        field: 'writer',
        headerName: t('locationAdmin.ros.writer'),
        flex: 1,
        valueGetter: (_v, row) => row.writer?.full_name ?? '',
      },
      { field: 'order_status', headerName: t('locationAdmin.ros.status'), flex: 0.7 },
      { field: 'technician_name', headerName: t('locationAdmin.ros.technician'), flex: 1 },
      {
        field: 'opened',
        headerName: t('locationAdmin.ros.opened'),
        flex: 1.1,
        valueFormatter: (v: string) => dateTime(v),
      },
      {
        field: 'closed',
        headerName: t('locationAdmin.ros.closed'),
        flex: 1.1,
        valueFormatter: (v: string | null) => dateTime(v),
      },
    ],
    [t],
  );

  const setDay = (key: 'start' | 'end', value: string) => {
    setRange((r) => ({ ...r, [key]: value }));
    setPaging((p) => ({ ...p, page: 0 }));
  };

  return (
    <Stack spacing={2} component="section" aria-labelledby="location-ros-title">
      <Typography id="location-ros-title" variant="h6" component="h2">
        {t('locationAdmin.ros.title', { name: location.name })}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {(['start', 'end'] as const).map((key) => (
          <IsoDateField
            key={key}
            size="small"
            label={t(`locationAdmin.ros.${key}`)}
            value={range[key]}
            onChange={(day) => setDay(key, day)}
            error={invalid}
            helperText={invalid ? t('locationAdmin.ros.badRange') : ' '}
          />
        ))}
      </Stack>
      <ServerGrid<RepairOrderSummary>
        label={t('locationAdmin.ros.title', { name: location.name })}
        rows={query.data?.items ?? []}
        columns={columns}
        rowCount={query.data?.total ?? 0}
        loading={query.isFetching}
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        pageSizes={GRID_PAGE_SIZES}
        noRowsLabel={query.isError ? t('locationAdmin.ros.failed') : t('locationAdmin.ros.empty')}
      />
    </Stack>
  );
}
