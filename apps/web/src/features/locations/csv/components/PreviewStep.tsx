import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CanonicalRepairOrder } from '@rlo/contract';
import { useTranslation } from 'react-i18next';
import { count, money } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import type { ParsedFile } from '../parseMessages';
import { roTotals, storedTime } from '../utils/preview';
import { RowErrorsTable } from './RowErrorsTable';

const SHOWN_ROS = 10;
const SHOWN_ERRORS = 20;

function customerName(ro: CanonicalRepairOrder): string {
  const { first_name, last_name, company } = ro.customer;
  return [first_name, last_name].filter(Boolean).join(' ') || company || '—';
}

/** Step 3: the first ROs as they will be stored, how many there are, and the rows that cannot be read. */
export function PreviewStep({ parsed }: { parsed: ParsedFile }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const ros = parsed.repairOrders.slice(0, SHOWN_ROS);
  const unreadable = parsed.rowErrors.length;
  const columns = ['number', 'status', 'opened', 'closed', 'customer', 'labor', 'parts', 'other', 'total'];
  const numeric = new Set(['labor', 'parts', 'other', 'total']);

  return (
    <Stack spacing={2}>
      <Alert severity={parsed.repairOrders.length > 0 ? 'success' : 'error'} role="status">
        {parsed.repairOrders.length > 0
          ? t('csvUpload.preview.summary', {
              ros: count(parsed.repairOrders.length, locale),
              rows: count(parsed.rowsTotal, locale),
            })
          : t('csvUpload.preview.nothing')}
      </Alert>
      {unreadable > 0 ? (
        <Stack spacing={1}>
          <Typography>{t('csvUpload.preview.unreadable', { shown: count(unreadable, locale) })}</Typography>
          <RowErrorsTable
            errors={parsed.rowErrors.slice(0, SHOWN_ERRORS)}
            total={unreadable}
            label={t('csvUpload.preview.unreadableLabel')}
            moreKey="csvUpload.preview.more"
          />
        </Stack>
      ) : (
        <Typography color="text.secondary">{t('csvUpload.preview.allReadable')}</Typography>
      )}
      {ros.length > 0 && (
        <Box>
          <Typography variant="subtitle1" component="h3" gutterBottom>
            {t('csvUpload.preview.firstRos', { shown: ros.length })}
          </Typography>
          <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Table size="small" aria-label={t('csvUpload.preview.firstRosLabel')}>
              <TableHead>
                <TableRow>
                  {columns.map((column) => (
                    <TableCell key={column} align={numeric.has(column) ? 'right' : 'left'}>
                      {t(`csvUpload.preview.columns.${column}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {ros.map((ro) => {
                  const totals = roTotals(ro);
                  return (
                    <TableRow key={ro.external_id}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{ro.order_number}</TableCell>
                      <TableCell>{t(`csvUpload.status.${ro.status}`)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{storedTime(ro.opened)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{storedTime(ro.closed)}</TableCell>
                      <TableCell>{customerName(ro)}</TableCell>
                      <TableCell align="right">{money(totals.labor, locale)}</TableCell>
                      <TableCell align="right">{money(totals.parts, locale)}</TableCell>
                      <TableCell align="right">{money(totals.other, locale)}</TableCell>
                      <TableCell align="right">{money(totals.total, locale)}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('csvUpload.preview.otherHint')}
          </Typography>
        </Box>
      )}
    </Stack>
  );
}
