import VisibilityIcon from '@mui/icons-material/Visibility';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { CATEGORY_RO_MAX_DAYS, CATEGORY_RO_PAGE_SIZE, type RepairOrderSummary } from '@rlo/contract';
import { useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerGrid } from '@/components/ServerGrid';
import { dateTime, money } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useCategoryRepairOrders } from '../api/categoryRepairOrders';
import { searchDate } from '@/lib/dates';
import { initialRoRange, moveRoStart, roRangeError, type DayRange } from '../utils/roRange';
import { IsoDateField } from '@/components/IsoDateField';

/** The RO details dialog, given by the app (it belongs to another feature). */
export type RepairOrderDialogComponent = ComponentType<{ id: number | null; onClose: () => void }>;

export interface RosTarget {
  categoryId: number;
  categoryName: string;
  dashboard: boolean;
  writerId?: number;
  techId?: number;
  employeeName?: string;
}

interface CategoryRosDialogProps {
  partnerId: number;
  locationId: number;
  target: RosTarget;
  parent: DayRange;
  today: string;
  onClose: () => void;
  RepairOrderDialog: RepairOrderDialogComponent;
}

/** The repair orders of one category in a window of at most 7 days (3-operations §2, §5), 10 a page. */
export function CategoryRosDialog({ partnerId, locationId, target, parent, today, onClose, RepairOrderDialog }: CategoryRosDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [range, setRange] = useState(() => initialRoRange(parent, today));
  const [page, setPage] = useState(0);
  const [roId, setRoId] = useState<number | null>(null);
  const error = roRangeError(range);
  const ros = useCategoryRepairOrders(
    error
      ? null
      : { partnerId, locationId, categoryId: target.categoryId, dashboard: target.dashboard, writerId: target.writerId, techId: target.techId, startDate: searchDate(range.from), endDate: searchDate(range.to), pageNum: page + 1 },
  );
  const columns = useMemo<GridColDef<RepairOrderSummary>[]>(
    () => [
      { field: 'order_number', headerName: t('categoryReport.ros.number'), flex: 0.7, minWidth: 90 },
      {
        field: 'customer',
        headerName: t('categoryReport.ros.customer'),
        flex: 1,
        minWidth: 130,
        valueGetter: (_v, row) => [row.customer.first_name, row.customer.last_name].filter(Boolean).join(' '),
      },
      { field: 'writer', headerName: t('categoryReport.ros.writer'), flex: 1, minWidth: 120, valueGetter: (_v, row) => row.writer?.full_name ?? '' },
      { field: 'closed', headerName: t('categoryReport.ros.closed'), flex: 1, minWidth: 150, valueFormatter: (v: string | null) => dateTime(v) },
      { field: 'total_sold_price_cents', headerName: t('categoryReport.ros.total'), flex: 0.8, minWidth: 100, type: 'number', valueFormatter: (v: number) => money(v, locale) },
      {
        field: 'view',
        headerName: '',
        width: 60,
        sortable: false,
        renderCell: ({ row }) => (
          <IconButton size="small" aria-label={t('categoryReport.ros.view', { number: row.order_number })} onClick={() => setRoId(row.id)}>
            <VisibilityIcon fontSize="small" />
          </IconButton>
        ),
      },
    ],
    [t, locale],
  );
  const change = (next: DayRange) => {
    setRange(next);
    setPage(0);
  };
  const title = target.employeeName ? `${target.categoryName} — ${target.employeeName}` : target.categoryName;
  const dateField = (which: 'from' | 'to') => (
    <IsoDateField
      size="small"
      label={t(`categoryReport.filters.${which}`)}
      value={range[which]}
      onChange={(day) => change(which === 'from' ? moveRoStart(day, parent, today) : { ...range, to: day })}
      error={error !== null}
      min={parent.from}
      max={which === 'to' ? parent.to : today}
    />
  );
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="category-ros-title">
      <DialogTitle id="category-ros-title">{t('categoryReport.ros.title', { name: title })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction="row" spacing={2}>
            {dateField('from')}
            {dateField('to')}
          </Stack>
          {error === 'tooLong' && <Alert severity="error">{t('categoryReport.categoryModal.error.message', { days: CATEGORY_RO_MAX_DAYS })}</Alert>}
          {error === 'order' && <Alert severity="error">{t('categoryReport.categoryModal.error.order')}</Alert>}
          <ServerGrid<RepairOrderSummary>
            label={t('categoryReport.ros.gridLabel')}
            rows={error ? [] : (ros.data?.items ?? [])}
            columns={columns}
            rowCount={error ? 0 : (ros.data?.total ?? 0)}
            loading={ros.isFetching}
            paginationModel={{ page, pageSize: CATEGORY_RO_PAGE_SIZE }}
            onPaginationModelChange={(model) => setPage(model.page)}
            pageSizes={[CATEGORY_RO_PAGE_SIZE]}
            noRowsLabel={ros.isError ? t('categoryReport.errors.repairOrders') : t('categoryReport.ros.empty')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('categoryReport.ros.close')}</Button>
      </DialogActions>
      <RepairOrderDialog id={roId} onClose={() => setRoId(null)} />
    </Dialog>
  );
}
