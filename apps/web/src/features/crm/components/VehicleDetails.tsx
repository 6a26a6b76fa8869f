import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { GRID_DEFAULT_PAGE_SIZE, GRID_PAGE_SIZES, type CrmVehicle } from '@rlo/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerGrid } from '@/components/ServerGrid';
import { date, money } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useVehicleRecommendations, useVehicleRepairOrders } from '../api/customers';
import { roColumns } from './roColumns';

interface Recommendation {
  id: number;
  order_number: string;
  text: string;
  recommended_date: string | null;
  due_date: string | null;
  amount_cents: number;
}

/** Level 3 of /all-customers: a vehicle's repair orders and recommended services (page size 5). */
export function VehicleDetails({
  vehicle,
  onViewRepairOrder,
}: {
  vehicle: CrmVehicle;
  onViewRepairOrder: (id: number) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [roPaging, setRoPaging] = useState({ page: 0, pageSize: GRID_DEFAULT_PAGE_SIZE });
  const [recPaging, setRecPaging] = useState({ page: 0, pageSize: GRID_DEFAULT_PAGE_SIZE });
  const ros = useVehicleRepairOrders(vehicle.id, roPaging);
  const recs = useVehicleRecommendations(vehicle.id, recPaging);
  const columns = useMemo(() => roColumns(t, locale, onViewRepairOrder), [t, locale, onViewRepairOrder]);
  const recColumns = useMemo<GridColDef<Recommendation>[]>(
    () => [
      { field: 'text', headerName: t('crm.vehicle.service'), flex: 2, minWidth: 180 },
      { field: 'order_number', headerName: t('crm.ro.number'), flex: 0.6, minWidth: 80 },
      {
        field: 'recommended_date',
        headerName: t('crm.vehicle.recommended'),
        flex: 0.8,
        minWidth: 110,
        valueFormatter: (v: string | null) => date(v),
      },
      {
        field: 'due_date',
        headerName: t('crm.vehicle.due'),
        flex: 0.8,
        minWidth: 110,
        valueFormatter: (v: string | null) => date(v),
      },
      {
        field: 'amount_cents',
        headerName: t('crm.ro.amount'),
        flex: 0.6,
        minWidth: 90,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (v: number) => money(v, locale),
      },
    ],
    [t, locale],
  );

  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {[vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ') ||
          t('crm.details.unknownVehicle')}
        {vehicle.vin && (
          <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
            VIN {vehicle.vin}
          </Typography>
        )}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="vehicle-ros-title">
        <Typography id="vehicle-ros-title" variant="subtitle1" component="h3" gutterBottom>
          {t('crm.vehicle.repairOrders')}
        </Typography>
        <ServerGrid
          label={t('crm.vehicle.repairOrders')}
          rows={ros.data?.items ?? []}
          columns={columns}
          rowCount={ros.data?.total ?? 0}
          loading={ros.isFetching}
          paginationModel={roPaging}
          onPaginationModelChange={setRoPaging}
          pageSizes={GRID_PAGE_SIZES}
          noRowsLabel={t('crm.noRepairOrders')}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="vehicle-recs-title">
        <Typography id="vehicle-recs-title" variant="subtitle1" component="h3" gutterBottom>
          {t('crm.vehicle.recommendedServices')}
        </Typography>
        <ServerGrid<Recommendation>
          label={t('crm.vehicle.recommendedServices')}
          rows={recs.data?.items ?? []}
          columns={recColumns}
          rowCount={recs.data?.total ?? 0}
          loading={recs.isFetching}
          paginationModel={recPaging}
          onPaginationModelChange={setRecPaging}
          pageSizes={GRID_PAGE_SIZES}
          noRowsLabel={t('crm.vehicle.noRecommendations')}
        />
      </Paper>
    </Stack>
  );
}
