import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { GRID_DEFAULT_PAGE_SIZE, GRID_PAGE_SIZES } from '@rlo/contract';
import { enqueueSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, NETWORK_ERROR_STATUS } from '@/lib/api';
import { notifyError } from '@/lib/notify';
import { useLocale } from '@/lib/i18n';
import { useCustomerList } from '../../api/customerList';
import type { CustomerListKind } from '../../api/customerListParams';
import { longMonthLabel } from '../../utils/dates';
import type { YearMonth } from '../../utils/dates';
import { useDashboard } from '../DashboardContext';
import { ServerGrid } from '@/components/ServerGrid';
import { useCustomerColumns } from './customerColumns';
import { DialogCloseButton } from '@/components/DialogCloseButton';

/** Lists whose emptiness is worth a toast (2-dashboard §8); the others just close. */
const NOT_FOUND_TOAST: readonly CustomerListKind[] = ['active', 'oneVisitLost'];

interface CustomerListDialogProps {
  kind: CustomerListKind;
  month: YearMonth;
  onClose: () => void;
}

function failureToast(error: unknown, t: (key: string, options?: Record<string, unknown>) => string) {
  if (error instanceof ApiError && error.status === 400) {
    enqueueSnackbar(t('dashboard.customers.singleLocation'), { variant: 'warning' });
  } else if (error instanceof ApiError && error.status !== NETWORK_ERROR_STATUS) {
    enqueueSnackbar(t('dashboard.errors.customerList', { status: error.status }), { variant: 'error' });
  } else {
    notifyError(error);
  }
}

/** A customer list of one chart month; it closes itself on failure or when there is nobody in it. */
export function CustomerListDialog({ kind, month, onClose }: CustomerListDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { partnerId, scope } = useDashboard();
  const [pagination, setPagination] = useState({ page: 0, pageSize: GRID_DEFAULT_PAGE_SIZE });
  const query = useCustomerList(kind, {
    partnerId,
    scope,
    ...month,
    pageNum: pagination.page + 1,
    pageSize: pagination.pageSize,
  });
  const columns = useCustomerColumns(kind);
  const empty = query.isSuccess && !query.isPlaceholderData && query.data.total === 0;

  useEffect(() => {
    if (query.isError) {
      failureToast(query.error, t);
      onClose();
    } else if (empty) {
      if (NOT_FOUND_TOAST.includes(kind))
        enqueueSnackbar(t('dashboard.customers.notFound'), { variant: 'info' });
      onClose();
    }
  }, [query.isError, query.error, empty, kind, onClose, t]);

  const title = t(`dashboard.customers.lists.${kind}`);
  const subtitle =
    kind === 'duplicate' ? t('dashboard.customers.duplicateHint') : longMonthLabel(month, locale);
  return (
    <Dialog
      open={!query.isError && !empty}
      onClose={onClose}
      maxWidth="xl"
      fullWidth
      aria-labelledby="customer-list-title"
    >
      <DialogTitle id="customer-list-title" sx={{ pr: 6 }}>
        {title}
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {subtitle}
          {query.data &&
            ` · ${t(kind === 'duplicate' ? 'dashboard.customers.groupCount' : 'dashboard.customers.count', { count: query.data.total })}`}
        </Typography>
        <DialogCloseButton label={t('dashboard.actions.close')} onClick={onClose} />
      </DialogTitle>
      <DialogContent dividers>
        <ServerGrid
          label={title}
          rows={query.data?.items ?? []}
          columns={columns}
          rowCount={query.data?.total ?? 0}
          loading={query.isFetching}
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
          getRowId={(row) => row.rowKey}
          pageSizes={GRID_PAGE_SIZES}
          sortableWithinPage
        />
      </DialogContent>
    </Dialog>
  );
}
