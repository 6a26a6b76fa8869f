import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { GRID_PAGE_SIZES, type BillingEntry } from '@rlo/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayMonthYear, money } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useBillingHistory } from '../api/billing';
import { ServerGrid } from '@/components/ServerGrid';

/** Tab Billing History (3-operations §2): date dd-MM-yyyy, invoice reference, description, amount in dollars. */
export function BillingHistory({ partnerId }: { partnerId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: GRID_PAGE_SIZES[0] });
  const history = useBillingHistory(partnerId, paging);
  const columns = useMemo<GridColDef<BillingEntry>[]>(
    () => [
      { field: 'date', headerName: t('settings.billing.date'), width: 140, sortable: false, valueFormatter: (value: string) => dayMonthYear(value) },
      { field: 'reference', headerName: t('settings.billing.reference'), flex: 1, minWidth: 160, sortable: false },
      { field: 'description', headerName: t('settings.billing.description'), flex: 2, minWidth: 200, sortable: false },
      {
        field: 'amountCents',
        headerName: t('settings.billing.amount'),
        width: 140,
        sortable: false,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (value: number) => money(value, locale),
      },
    ],
    [t, locale],
  );
  return (
    <ServerGrid<BillingEntry>
      label={t('settings.billing.gridLabel')}
      rows={history.data?.items ?? []}
      columns={columns}
      rowCount={history.data?.total ?? 0}
      loading={history.isFetching}
      paginationModel={paging}
      onPaginationModelChange={setPaging}
      noRowsLabel={history.isError ? t('settings.billing.unavailable') : t('settings.billing.empty')}
      pageSizes={GRID_PAGE_SIZES}
      sortableWithinPage
      sx={{ bgcolor: 'background.paper' }}
    />
  );
}
