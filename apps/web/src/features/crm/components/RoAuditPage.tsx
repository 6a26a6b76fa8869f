import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { RO_AUDIT_PAGE_SIZE, RO_AUDIT_PREFETCH_PAGES, type RepairOrderSummary } from '@rlo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerGrid } from '@/components/ServerGrid';
import { useLocale } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { auditPageOptions, useAuditPage, useChangeRepairOrderStatus } from '../api/repairOrders';
import { LocationPicker, type PickableLocation } from '@/components/LocationPicker';
import { RepairOrderDialog } from './RepairOrderDialog';
import { roColumns } from './roColumns';
import { PageTitle } from '@/components/PageTitle';

interface RoAuditPageProps {
  locations: readonly PickableLocation[];
  defaultLocationId: number | null;
  /** Shop owners may delete an RO from here (restored on the deleted-RO screen). */
  canDelete: boolean;
}

/** /ro-audit: a location's ROs, newest first, page size 5 with pages 1–8 prefetched (3-operations §2). */
export function RoAuditPage({ locations, defaultLocationId, canDelete }: RoAuditPageProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [locationId, setLocationId] = useState<number | null>(null);
  const [page, setPage] = useState(0);
  const [roId, setRoId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<RepairOrderSummary | null>(null);
  const current =
    locationId ?? (locations.find((l) => l.id === defaultLocationId) ?? locations[0])?.id ?? null;
  const audit = useAuditPage(current, page + 1, RO_AUDIT_PAGE_SIZE);
  const change = useChangeRepairOrderStatus();

  useEffect(() => {
    if (current === null) return;
    for (let n = 1; n <= RO_AUDIT_PREFETCH_PAGES; n += 1)
      void queryClient.prefetchQuery(auditPageOptions(current, n, RO_AUDIT_PAGE_SIZE));
  }, [current, queryClient]);

  const columns = useMemo<GridColDef<RepairOrderSummary>[]>(() => {
    const base = roColumns(t, locale, setRoId);
    if (!canDelete) return base;
    return [
      ...base,
      {
        field: 'delete',
        headerName: '',
        width: 60,
        sortable: false,
        renderCell: ({ row }) =>
          row.order_status === 'DELETED' ? null : (
            <IconButton
              size="small"
              color="error"
              aria-label={t('crm.audit.delete', { number: row.order_number })}
              onClick={(event) => {
                event.stopPropagation();
                setDeleting(row);
              }}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          ),
      },
    ];
  }, [t, locale, canDelete]);

  const confirmDelete = () => {
    if (!deleting) return;
    const number = deleting.order_number;
    change.mutate(
      { id: deleting.id, orderStatus: 'DELETED' },
      {
        onSuccess: () => notifySuccess(t('crm.audit.deleted', { number })),
        onError: notifyError,
        onSettled: () => setDeleting(null),
      },
    );
  };

  return (
    <Stack spacing={2}>
      <PageTitle>
        {t('crm.audit.title')}
      </PageTitle>
      <LocationPicker
        label={t('crm.location')}
        sx={{ alignSelf: { sm: 'flex-start' } }}
        locations={locations}
        value={current}
        onChange={(id) => {
          setLocationId(id);
          setPage(0);
        }}
      />
      {current === null ? (
        <Typography color="text.secondary">{t('crm.noLocation')}</Typography>
      ) : (
        <Paper variant="outlined">
          <ServerGrid<RepairOrderSummary>
            label={t('crm.audit.title')}
            rows={audit.data?.items ?? []}
            columns={columns}
            rowCount={audit.data?.total ?? 0}
            loading={audit.isFetching}
            paginationModel={{ page, pageSize: RO_AUDIT_PAGE_SIZE }}
            onPaginationModelChange={(model) => setPage(model.page)}
            pageSizes={[RO_AUDIT_PAGE_SIZE]}
            onRowClick={(row) => setRoId(row.id)}
            noRowsLabel={audit.isError ? t('crm.errors.auditInline') : t('crm.noRepairOrders')}
          />
        </Paper>
      )}
      <RepairOrderDialog id={roId} onClose={() => setRoId(null)} />
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)} aria-labelledby="delete-ro-title">
        <DialogTitle id="delete-ro-title">
          {t('crm.audit.confirmTitle', { number: deleting?.order_number ?? '' })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{t('crm.audit.confirmText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>{t('crm.cancel')}</Button>
          <Button color="error" variant="contained" onClick={confirmDelete} loading={change.isPending}>
            {t('crm.audit.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
