import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { GRID_DEFAULT_PAGE_SIZE, GRID_PAGE_SIZES, type RepairOrderSummary } from '@rlo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDayRepairOrders } from '../../api/dayRepairOrders';
import { useRepairOrderColumns } from '../repairOrders/repairOrderColumns';
import { RepairOrderDialog } from '../repairOrders/RepairOrderDialog';
import { useDashboard } from '../DashboardContext';
import { SectionEmpty, SectionError } from '../SectionStates';
import { ServerGrid } from '@/components/ServerGrid';

/** The counted repair orders of one business day; a row opens the RO details. */
export function DayRepairOrders({ day, title }: { day: string; title: string }) {
  const { t } = useTranslation();
  const { partnerId, scope } = useDashboard();
  const [pagination, setPagination] = useState({ page: 0, pageSize: GRID_DEFAULT_PAGE_SIZE });
  const [openId, setOpenId] = useState<number | null>(null);
  const query = useDayRepairOrders({
    partnerId,
    scope,
    date: day,
    pageNum: pagination.page + 1,
    pageSize: pagination.pageSize,
  });
  const columns: GridColDef<RepairOrderSummary>[] = useRepairOrderColumns();
  const heading = t('dashboard.monthly.repairOrdersOf', { date: title });

  return (
    <Stack spacing={1} data-testid="day-repair-orders">
      <Typography variant="subtitle2" component="h4">
        {heading}
      </Typography>
      {query.isError ? (
        <SectionError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data?.total === 0 ? (
        <SectionEmpty message={t('dashboard.monthly.noRepairOrders', { date: title })} />
      ) : (
        <ServerGrid
          label={heading}
          rows={query.data?.items ?? []}
          columns={columns}
          rowCount={query.data?.total ?? 0}
          loading={query.isFetching}
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
          getRowId={(row) => row.id}
          onRowClick={(row) => setOpenId(row.id)}
          pageSizes={GRID_PAGE_SIZES}
          sortableWithinPage
          wrapCells
        />
      )}
      {openId !== null && <RepairOrderDialog repairOrderId={openId} onClose={() => setOpenId(null)} />}
    </Stack>
  );
}
