import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { GRID_DEFAULT_PAGE_SIZE, GRID_PAGE_SIZES, type RepairOrderSummary } from '@rlo/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IsoDateField } from '@/components/IsoDateField';
import { ServerGrid } from '@/components/ServerGrid';
import { businessNow } from '@/lib/businessClock';
import { count } from '@/lib/format';
import { isoDay } from '@/lib/dates';
import { useLocale } from '@/lib/i18n';
import { useClientRepairOrders } from '../api/clientLocations';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { daysBefore, RO_LIST_DAYS } from '../utils/roRange';

interface ClientRepairOrdersProps {
  locationId: number;
  /** The columns of the shop's RO lists (passed by the route). */
  columns: GridColDef<RepairOrderSummary>[];
  /** The shop's RO details dialog, reading from the client location (passed by the route). */
  renderDetail: (repairOrderId: number, onClose: () => void) => ReactNode;
}

/** The client location's ROs of a date range, paged and searched on the server; a row opens its details. */
export function ClientRepairOrders({ locationId, columns, renderDetail }: ClientRepairOrdersProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [range, setRange] = useState(() => {
    const today = businessNow();
    return { startDate: daysBefore(today, RO_LIST_DAYS), endDate: isoDay(today) };
  });
  const [search, setSearch] = useState('');
  const [pagination, setPagination] = useState({ page: 0, pageSize: GRID_DEFAULT_PAGE_SIZE });
  const [openId, setOpenId] = useState<number | null>(null);
  const settled = useDebouncedValue(search);
  const badRange = !range.startDate || !range.endDate || range.startDate > range.endDate;
  const query = useClientRepairOrders(
    locationId,
    { ...range, search: settled, pageNum: pagination.page + 1, pageSize: pagination.pageSize },
    !badRange,
  );
  const changeRange = (which: 'startDate' | 'endDate', value: string) => {
    setRange((current) => ({ ...current, [which]: value }));
    setPagination((current) => ({ ...current, page: 0 }));
  };
  const heading = t('coaching.agent.repairOrders.title');
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {(['startDate', 'endDate'] as const).map((which) => (
          <IsoDateField
            key={which}
            size="small"
            label={t(`coaching.agent.repairOrders.${which}`)}
            value={range[which]}
            onChange={(value) => changeRange(which, value)}
            error={badRange}
          />
        ))}
        <TextField
          size="small"
          type="search"
          label={t('coaching.agent.repairOrders.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPagination((current) => ({ ...current, page: 0 }));
          }}
          sx={{ minWidth: { sm: 260 } }}
        />
      </Stack>
      {badRange && <Alert severity="warning">{t('coaching.agent.repairOrders.badRange')}</Alert>}
      {query.isError ? (
        <Alert severity="error">{t('coaching.agent.repairOrders.failed')}</Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {query.data ? t('coaching.agent.repairOrders.count', { count: query.data.total, shown: count(query.data.total, locale) }) : ' '}
          </Typography>
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
            noRowsLabel={t('coaching.agent.repairOrders.none')}
            sortableWithinPage
          />
        </>
      )}
      {openId !== null && renderDetail(openId, () => setOpenId(null))}
    </Stack>
  );
}
