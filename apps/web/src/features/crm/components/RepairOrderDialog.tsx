import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { RepairOrderDetail } from '@rlo/contract';
import { useTranslation } from 'react-i18next';
import { dateTime, hours, money } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useRepairOrderDetail } from '../api/repairOrders';

function Facts({ ro }: { ro: RepairOrderDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const name = [ro.customer.first_name, ro.customer.last_name].filter(Boolean).join(' ');
  const vehicle = ro.vehicle
    ? [ro.vehicle.year, ro.vehicle.make, ro.vehicle.model].filter(Boolean).join(' ')
    : '';
  const facts: [string, string][] = [
    [t('crm.ro.status'), ro.order_status],
    [t('crm.ro.location'), ro.location_name],
    [t('crm.ro.customer'), name],
    [t('crm.ro.vehicle'), vehicle],
    [t('crm.ro.writer'), ro.writer?.full_name ?? ''],
    [t('crm.ro.technician'), ro.technician?.full_name ?? ''],
    [t('crm.ro.opened'), dateTime(ro.opened)],
    [t('crm.ro.closed'), dateTime(ro.closed)],
    [t('crm.ro.total'), money(ro.total_sold_price_cents, locale)],
    [t('crm.ro.labor'), money(ro.labor_sold_price_cents, locale)],
    [t('crm.ro.parts'), money(ro.parts_sold_price_cents, locale)],
    [t('crm.ro.soldHours'), hours(ro.sold_seconds, locale)],
  ];
  return (
    <Grid container spacing={1}>
      {facts.map(([label, value]) => (
        <Grid key={label} size={{ xs: 6, sm: 4 }}>
          <Typography variant="caption" color="text.secondary" component="div">
            {label}
          </Typography>
          <Typography>{value || '—'}</Typography>
        </Grid>
      ))}
    </Grid>
  );
}

/** The detail dialog of one repair order: its facts and its labor and part lines. */
export function RepairOrderDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const detail = useRepairOrderDetail(id);
  const ro = detail.data;
  const lines = ro
    ? [
        ...ro.labor.map((l) => ({
          key: `l${l.line_no}`,
          kind: t('crm.ro.labor'),
          text: l.description ?? '',
          cents: l.sold_price_cents,
        })),
        ...ro.parts.map((p) => ({
          key: `p${p.line_no}`,
          kind: t('crm.ro.parts'),
          text: p.description ?? '',
          cents: p.sold_price_cents,
        })),
      ]
    : [];
  return (
    <Dialog open={id !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="ro-dialog-title">
      <DialogTitle id="ro-dialog-title">{t('crm.ro.title', { number: ro?.order_number ?? '' })}</DialogTitle>
      <DialogContent dividers>
        {detail.isPending && <CircularProgress aria-label={t('crm.loading')} />}
        {detail.isError && <Alert severity="error">{t('crm.ro.failed')}</Alert>}
        {ro && (
          <>
            <Facts ro={ro} />
            <Divider sx={{ my: 2 }} />
            {lines.length === 0 ? (
              <Typography color="text.secondary">{t('crm.ro.noLines')}</Typography>
            ) : (
              <Table size="small" aria-label={t('crm.ro.lines')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('crm.ro.kind')}</TableCell>
                    <TableCell>{t('crm.ro.description')}</TableCell>
                    <TableCell align="right">{t('crm.ro.amount')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {lines.map((line) => (
                    <TableRow key={line.key}>
                      <TableCell>{line.kind}</TableCell>
                      <TableCell>{line.text}</TableCell>
                      <TableCell align="right">{money(line.cents, locale)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('crm.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
