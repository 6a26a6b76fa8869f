import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CrmCustomerDetail } from '@rlo/contract';
import { GRID_DEFAULT_PAGE_SIZE, GRID_PAGE_SIZES } from '@rlo/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerGrid } from '@/components/ServerGrid';
import { count, date, phone } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import {
  useCustomerRepairOrders,
  useDuplicates,
  useMergeCustomers,
  useUpdateCustomerSeen,
} from '../api/customers';
import { roColumns } from './roColumns';
import { IsoDateField } from '@/components/IsoDateField';

interface CustomerUpdateDialogProps {
  open: boolean;
  partnerId: number;
  customer: CrmCustomerDetail;
  onClose: () => void;
  onViewRepairOrder: (id: number) => void;
  /** After a merge: the customer that was kept (the one shown may have been merged away). */
  onMerged: (survivorId: number) => void;
}

/**
 * The customer update dialog: seen dates, RO history, duplicate customers and their merge. Mounted
 * when it opens (its parent keys it by customer), so every opening starts from the customer's values.
 */
export function CustomerUpdateDialog(props: CustomerUpdateDialogProps) {
  const { open, partnerId, customer, onClose, onViewRepairOrder, onMerged } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  const [seen, setSeen] = useState({ first: customer.first_seen ?? '', last: customer.last_seen ?? '' });
  const [paging, setPaging] = useState({ page: 0, pageSize: GRID_DEFAULT_PAGE_SIZE });
  // null until the user changes it: every duplicate found is picked.
  const [chosen, setChosen] = useState<Set<number> | null>(null);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateCustomerSeen();
  const merge = useMergeCustomers();
  const history = useCustomerRepairOrders(customer.location_id, customer.id, paging);
  const duplicates = useDuplicates(
    open
      ? {
          partnerId,
          locationId: customer.location_id,
          firstName: customer.first_name ?? '',
          lastName: customer.last_name ?? '',
          phonNo: customer.phone_numbers[0] ?? '',
          email: customer.email_addresses[0] ?? '',
        }
      : null,
  );
  const dupes = useMemo(() => duplicates.data?.items ?? [], [duplicates.data]);
  const picked = chosen ?? new Set(dupes.map((d) => d.id));

  const badRange = !seen.first || !seen.last || seen.first > seen.last;
  const columns = useMemo(() => roColumns(t, locale, onViewRepairOrder), [t, locale, onViewRepairOrder]);

  const saveSeen = () =>
    update.mutate(
      { customerId: customer.id, firstSeen: seen.first, lastSeen: seen.last },
      { onSuccess: () => notifySuccess(t('crm.update.saved')), onError: notifyError },
    );

  const doMerge = () => {
    setConfirming(false);
    merge.mutate(
      { partnerId, locationId: customer.location_id, customerIds: [...picked] },
      {
        onSuccess: (result) => {
          notifySuccess(t('crm.merge.done', { count: count(result.merged_ids.length + 1, locale) }));
          onMerged(result.survivor_id);
        },
        onError: notifyError,
      },
    );
  };

  const toggle = (id: number) => {
    const next = new Set(picked);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChosen(next);
  };

  const name = [customer.first_name, customer.last_name].filter(Boolean).join(' ');
  return (
    <Dialog open={open} onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="customer-update-title">
      <DialogTitle id="customer-update-title">{t('crm.update.title', { name })}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={3}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-start' }}>
            {(['first', 'last'] as const).map((key) => (
              <IsoDateField
                key={key}
                size="small"
                label={t(`crm.fields.${key}Seen`)}
                value={seen[key]}
                onChange={(day) => setSeen((s) => ({ ...s, [key]: day }))}
                error={badRange}
                helperText={badRange ? t('crm.update.badRange') : ' '}
              />
            ))}
            <Button variant="outlined" onClick={saveSeen} disabled={badRange} loading={update.isPending}>
              {t('crm.update.saveDates')}
            </Button>
          </Stack>

          <section aria-labelledby="ro-history-title">
            <Typography id="ro-history-title" variant="subtitle1" component="h3" gutterBottom>
              {t('crm.update.history')}
            </Typography>
            <ServerGrid
              label={t('crm.update.history')}
              rows={history.data?.items ?? []}
              columns={columns}
              rowCount={history.data?.total ?? 0}
              loading={history.isFetching}
              paginationModel={paging}
              onPaginationModelChange={setPaging}
              pageSizes={GRID_PAGE_SIZES}
              noRowsLabel={t('crm.noRepairOrders')}
            />
          </section>

          <section aria-labelledby="duplicates-title">
            <Typography id="duplicates-title" variant="subtitle1" component="h3" gutterBottom>
              {t('crm.merge.title')}
            </Typography>
            {duplicates.isPending && <Typography color="text.secondary">{t('crm.loading')}</Typography>}
            {duplicates.isError && <Alert severity="error">{t('crm.merge.failed')}</Alert>}
            {duplicates.isSuccess && dupes.length === 0 && (
              <Typography color="text.secondary">{t('crm.merge.none')}</Typography>
            )}
            {dupes.length > 0 && (
              <>
                <Typography color="text.secondary" gutterBottom>
                  {t('crm.merge.help')}
                </Typography>
                <Table size="small" aria-label={t('crm.merge.title')}>
                  <TableHead>
                    <TableRow>
                      <TableCell padding="checkbox" />
                      <TableCell>{t('crm.fields.name')}</TableCell>
                      <TableCell>{t('crm.fields.phone')}</TableCell>
                      <TableCell>{t('crm.fields.email')}</TableCell>
                      <TableCell>{t('crm.fields.firstSeen')}</TableCell>
                      <TableCell>{t('crm.fields.lastSeen')}</TableCell>
                      <TableCell align="right">{t('crm.fields.roCount')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {dupes.map((d) => {
                      const label = [d.firstName, d.lastName].filter(Boolean).join(' ');
                      return (
                        <TableRow key={d.id} selected={d.id === customer.id}>
                          <TableCell padding="checkbox">
                            <Checkbox
                              checked={picked.has(d.id)}
                              onChange={() => toggle(d.id)}
                              slotProps={{
                                input: { 'aria-label': t('crm.merge.pick', { name: label, id: d.id }) },
                              }}
                            />
                          </TableCell>
                          <TableCell>
                            {label}{' '}
                            <Typography component="span" variant="caption" color="text.secondary">
                              #{d.id}
                            </Typography>
                          </TableCell>
                          <TableCell>{d.phoneNumbers.map(phone).join(', ')}</TableCell>
                          <TableCell>{d.emailAddresses.join(', ')}</TableCell>
                          <TableCell>{date(d.firstSeen)}</TableCell>
                          <TableCell>{date(d.lastSeen)}</TableCell>
                          <TableCell align="right">{count(d.roCount, locale)}</TableCell>
                        </TableRow>
                      );
                    })}
                  </TableBody>
                </Table>
                <Button
                  sx={{ mt: 2 }}
                  variant="contained"
                  color="warning"
                  disabled={picked.size < 2}
                  loading={merge.isPending}
                  onClick={() => setConfirming(true)}
                >
                  {t('crm.merge.action', { count: count(picked.size, locale) })}
                </Button>
              </>
            )}
          </section>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('crm.close')}</Button>
      </DialogActions>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="merge-confirm-title">
        <DialogTitle id="merge-confirm-title">{t('crm.merge.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('crm.merge.confirmText', { count: count(picked.size, locale) })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('crm.cancel')}</Button>
          <Button variant="contained" color="warning" onClick={doMerge}>
            {t('crm.merge.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Dialog>
  );
}
