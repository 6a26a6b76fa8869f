import FileDownload from '@mui/icons-material/FileDownload';
import Search from '@mui/icons-material/Search';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { CUSTOMER_LIST_SEARCH_MAX, MAX_PAGE_SIZE } from '@rlo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/BusyButton';
import { ApiError, NETWORK_ERROR_STATUS } from '@/lib/api';
import { downloadCsv } from '@/lib/csv';
import { isoMonth, type YearMonth } from '@/lib/dates';
import { count } from '@/lib/format';
import { notifyError } from '@/lib/notify';
import { useLocale } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useCustomerList } from '../../api/customerList';
import type { CustomerListKind } from '../../api/customerListParams';
import { longMonthLabel } from '../../utils/dates';
import { useDashboard } from '../DashboardContext';
import { ServerGrid } from '@/components/ServerGrid';
import { useCustomerColumns } from './customerColumns';
import { customerListCsv, fetchWholeCustomerList } from './customerListCsv';
import { DialogCloseButton } from '@/components/DialogCloseButton';

/**
 * Page sizes of the customer lists. A list runs to thousands of customers in a dialog as tall as the
 * screen: 25 rows a page by default, up to the 100 the server answers (the spec's 5 is for the small
 * grids inside cards).
 */
const PAGE_SIZES = [10, 25, 50, MAX_PAGE_SIZE] as const;
const DEFAULT_PAGE_SIZE = 25;
/** The search runs once typing pauses. */
const SEARCH_DELAY_MS = 300;

/** Lists whose emptiness is worth a toast (2-dashboard §8); the others just close. */
const NOT_FOUND_TOAST: readonly CustomerListKind[] = ['active', 'oneVisitLost'];

interface CustomerListDialogProps {
  kind: CustomerListKind;
  month: YearMonth;
  onClose: () => void;
}

function failureToast(error: unknown, t: (key: string, options?: Record<string, unknown>) => string) {
  if (error instanceof ApiError && error.status === 400) {
    toast(t('dashboard.customers.singleLocation'), { variant: 'warning' });
  } else if (error instanceof ApiError && error.status !== NETWORK_ERROR_STATUS) {
    toast(t('dashboard.errors.customerList', { status: error.status }), { variant: 'error' });
  } else {
    notifyError(error);
  }
}

/** A customer list of one chart month; it closes itself on failure or when there is nobody in it. */
export function CustomerListDialog({ kind, month, onClose }: CustomerListDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { partnerId, scope } = useDashboard();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const client = useQueryClient();
  const [pagination, setPagination] = useState({ page: 0, pageSize: DEFAULT_PAGE_SIZE });
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  // How far the CSV export has come (0..1), null when none runs; closing the dialog stops it.
  const [exported, setExported] = useState<number | null>(null);
  const stopExport = useRef<AbortController | null>(null);
  useEffect(() => () => stopExport.current?.abort(), []);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchText.trim());
      setPagination((p) => (p.page === 0 ? p : { ...p, page: 0 }));
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);
  const listParams = { partnerId, scope, ...month, search: search || undefined };
  const query = useCustomerList(kind, {
    ...listParams,
    pageNum: pagination.page + 1,
    pageSize: pagination.pageSize,
  });
  // The shop column says nothing when the list is of one location: it leaves its room to the others.
  const columns = useCustomerColumns(kind).filter((column) => scope === 'all' || column.field !== 'shop_name');
  // Only the unsearched list closes itself when empty; a search with no match says so in the grid.
  const empty = query.isSuccess && !query.isPlaceholderData && query.data.total === 0 && search === '';

  useEffect(() => {
    if (query.isError) {
      failureToast(query.error, t);
      onClose();
    } else if (empty) {
      if (NOT_FOUND_TOAST.includes(kind))
        toast(t('dashboard.customers.notFound'), { variant: 'info' });
      onClose();
    }
  }, [query.isError, query.error, empty, kind, onClose, t]);

  const exportCsv = async () => {
    const stop = new AbortController();
    stopExport.current = stop;
    setExported(0);
    try {
      const rows = await fetchWholeCustomerList(client, kind, listParams, { onProgress: setExported, signal: stop.signal });
      downloadCsv(`customers-${kind}-${isoMonth(month)}`, customerListCsv(columns, rows));
    } catch (error) {
      if (!stop.signal.aborted) notifyError(error);
    } finally {
      if (!stop.signal.aborted) setExported(null);
    }
  };

  const title = t(`dashboard.customers.lists.${kind}`);
  const subtitle =
    kind === 'duplicate' ? t('dashboard.customers.duplicateHint') : longMonthLabel(month, locale);
  return (
    <Dialog
      open={!query.isError && !empty}
      onClose={onClose}
      maxWidth="xl"
      fullWidth
      fullScreen={phone}
      aria-labelledby="customer-list-title"
    >
      <DialogTitle id="customer-list-title" sx={{ pr: 6 }}>
        {title}
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {subtitle}
          {query.data &&
            ` · ${t(kind === 'duplicate' ? 'dashboard.customers.groupCount' : 'dashboard.customers.count', { count: count(query.data.total, locale) })}`}
        </Typography>
        <DialogCloseButton label={t('dashboard.actions.close')} onClick={onClose} />
      </DialogTitle>
      <DialogContent dividers>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 1.5, alignItems: { sm: 'center' } }}>
          <TextField
            size="small"
            type="search"
            label={t('dashboard.customers.search')}
            placeholder={t('dashboard.customers.searchHint')}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            sx={{ flexGrow: 1, maxWidth: { sm: 420 } }}
            slotProps={{
              htmlInput: { maxLength: CUSTOMER_LIST_SEARCH_MAX },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <BusyButton
            variant="outlined"
            busy={exported !== null}
            startIcon={<FileDownload />}
            disabled={!query.data || query.data.total === 0}
            onClick={() => void exportCsv()}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, whiteSpace: 'nowrap' }}
          >
            {t('dashboard.customers.exportCsv')}
          </BusyButton>
        </Stack>
        {/* The bar carries the value for assistive technology; the text beside it is not a live region,
            which would announce every page of a thousand. */}
        {exported !== null && (
          <Stack direction="row" spacing={1.5} sx={{ mb: 1.5, alignItems: 'center' }}>
            <LinearProgress
              variant="determinate"
              value={exported * 100}
              aria-label={t('dashboard.customers.exportProgressLabel')}
              sx={{ flexGrow: 1, maxWidth: 420 }}
            />
            <Typography variant="body2" color="text.secondary">
              {t('dashboard.customers.exportProgress', { percent: Math.floor(exported * 100) })}
            </Typography>
          </Stack>
        )}
        <ServerGrid
          label={title}
          rows={query.data?.items ?? []}
          columns={columns}
          rowCount={query.data?.total ?? 0}
          loading={query.isFetching}
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
          getRowId={(row) => row.rowKey}
          pageSizes={PAGE_SIZES}
          noRowsLabel={search ? t('dashboard.customers.noMatch', { search }) : undefined}
          sortableWithinPage
          wrapCells
        />
      </DialogContent>
    </Dialog>
  );
}
