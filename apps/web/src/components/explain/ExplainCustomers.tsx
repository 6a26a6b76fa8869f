import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { ExplainCustomer, Explanation } from '@rlo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useExplainCustomers, type ExplainTarget } from '@/api/explain';
import { ServerGrid } from '@/components/ServerGrid';
import { count, date, EMPTY_VALUE } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { locationColumns } from './locationColumn';

const PAGE_SIZES = [10, 25, 50, 100] as const;

/**
 * The customers a new or returning customers figure counts, paged by the server: when they came in
 * the period and, for a returning customer, the visit before it that makes them returning.
 */
interface ExplainCustomersProps {
  target: ExplainTarget;
  /** The figure's locations (a column when more than one) and how many customers it counts. */
  locations: Explanation['locations'];
  total: number;
}

export function ExplainCustomers({ target, locations, total }: ExplainCustomersProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [paging, setPaging] = useState({ page: 0, pageSize: 25 });
  const customers = useExplainCustomers(target, { pageNum: paging.page + 1, pageSize: paging.pageSize });
  const returning = target.metric === 'returning_customers_count';
  const columns: GridColDef<ExplainCustomer>[] = [
    { field: 'customer_name', headerName: t('explain.columns.customer'), minWidth: 160, flex: 1 },
    ...locationColumns<ExplainCustomer>(locations, t),
    { field: 'first_visit', headerName: t('explain.customers.firstVisit'), minWidth: 130, flex: 0.7, valueFormatter: (v: string) => date(v, locale) },
    ...(returning
      ? [
          {
            field: 'previous_visit',
            headerName: t('explain.customers.previousVisit'),
            minWidth: 150,
            flex: 0.7,
            valueFormatter: (v: string | null) => (v ? date(v, locale) : EMPTY_VALUE),
          } as GridColDef<ExplainCustomer>,
        ]
      : []),
    { field: 'visits', headerName: t('explain.customers.visits'), type: 'number', minWidth: 90, flex: 0.5 },
    { field: 'ro_count', headerName: t('explain.customers.ros'), type: 'number', minWidth: 90, flex: 0.5 },
  ];
  return (
    <Box component="section" aria-labelledby="explain-customers-title" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="explain-customers-title" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('explain.customers.title')} ({count(total, locale)})
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(returning ? 'explain.customers.returningHint' : 'explain.customers.newHint')}
      </Typography>
      <ServerGrid
        label={t('explain.customers.title')}
        rows={customers.data?.items ?? []}
        columns={columns}
        getRowId={(row) => `${row.location_id}-${row.customer_id}`}
        rowCount={customers.data?.total ?? 0}
        loading={customers.isFetching}
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        pageSizes={PAGE_SIZES}
        noRowsLabel={t('explain.customers.none')}
      />
    </Box>
  );
}
