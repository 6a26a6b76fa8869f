import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SUMMARY_METRIC_INFO, type Alert } from '@rlo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlerts, useMarkAlertRead, type AlertRule } from '@/api/alerts';
import { ExplainableValue } from '@/components/explain/ExplainableValue';
import type { PickableLocation } from '@/components/LocationPicker';
import { ErrorBlock, LoadingBlock } from '@/components/QueryStates';
import { date, EMPTY_VALUE, percent, variance } from '@/lib/format';
import { formatMetric } from '@/lib/formatMetric';
import { useLocale } from '@/lib/i18n';
import { notifyError } from '@/lib/notify';
import { ruleSentence } from '../utils/ruleText';

const PAGE_SIZES = [10, 20, 50];

interface HistorySectionProps {
  partnerId: number;
  locations: readonly PickableLocation[];
  rules: readonly AlertRule[];
}

/** What was held against the threshold: a change against last year, a pace, or the figure itself (shown beside). */
function comparedText(alert: Alert, locale: ReturnType<typeof useLocale>): string {
  if (alert.compared === null) return EMPTY_VALUE;
  if (alert.condition === 'behind_goal_pace') return percent(alert.compared, locale);
  if (alert.condition === 'down_vs_last_year' || alert.condition === 'up_vs_last_year') return variance(alert.compared, locale);
  return EMPTY_VALUE;
}

/** The alerts raised, newest first: filtered by location, rule and unread, each marked read by its reader. */
export function HistorySection({ partnerId, locations, rules }: HistorySectionProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [locationId, setLocationId] = useState<number | undefined>();
  const [ruleId, setRuleId] = useState<number | undefined>();
  const [unread, setUnread] = useState(false);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(20);
  const alerts = useAlerts(partnerId, { locationId, ruleId, unread, page: page + 1, pageSize });
  const markRead = useMarkAlertRead(partnerId);
  const mark = (id: number | 'all') => markRead.mutate(id, { onError: notifyError });
  const filter = (apply: () => void) => {
    apply();
    setPage(0);
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="alert-history-title" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Typography id="alert-history-title" variant="h6" component="h2">
          {t('alerts.history.title')}
          {alerts.data && alerts.data.unread > 0 && <Chip size="small" color="error" label={t('alerts.history.unreadCount', { count: alerts.data.unread })} sx={{ ml: 1 }} />}
        </Typography>
        <Button onClick={() => mark('all')} disabled={!alerts.data || alerts.data.unread === 0 || markRead.isPending}>
          {t('alerts.history.markAllRead')}
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <TextField select size="small" label={t('alerts.form.location')} value={locationId ?? ''} onChange={(e) => filter(() => setLocationId(e.target.value === '' ? undefined : Number(e.target.value)))} sx={{ minWidth: 220 }}>
          <MenuItem value="">{t('alerts.allLocations')}</MenuItem>
          {locations.map((l) => (
            <MenuItem key={l.id} value={l.id}>
              {l.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label={t('alerts.history.rule')} value={ruleId ?? ''} onChange={(e) => filter(() => setRuleId(e.target.value === '' ? undefined : Number(e.target.value)))} sx={{ minWidth: 280 }}>
          <MenuItem value="">{t('alerts.history.allRules')}</MenuItem>
          {rules.map((r) => (
            <MenuItem key={r.id} value={r.id}>
              {ruleSentence(t, locale, r)}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel control={<Switch checked={unread} onChange={(e) => filter(() => setUnread(e.target.checked))} />} label={t('alerts.history.unreadOnly')} />
      </Stack>
      {alerts.isPending ? (
        <LoadingBlock height={160} />
      ) : alerts.isError ? (
        <ErrorBlock error={alerts.error} onRetry={() => void alerts.refetch()} />
      ) : alerts.data.items.length === 0 ? (
        <Typography sx={{ py: 2 }}>{t(unread || locationId || ruleId ? 'alerts.history.noneMatch' : 'alerts.history.empty')}</Typography>
      ) : (
        <>
          <TableContainer tabIndex={0} role="region" aria-label={t('alerts.history.title')}>
            <Table size="small" aria-labelledby="alert-history-title">
              <TableHead>
                <TableRow>
                  <TableCell>{t('alerts.columns.day')}</TableCell>
                  <TableCell>{t('alerts.columns.location')}</TableCell>
                  <TableCell>{t('alerts.columns.rule')}</TableCell>
                  <TableCell align="right">{t('alerts.columns.value')}</TableCell>
                  <TableCell align="right">{t('alerts.columns.compared')}</TableCell>
                  <TableCell align="right">{t('alerts.columns.status')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {alerts.data.items.map((alert) => {
                  const value = formatMetric(alert.value, SUMMARY_METRIC_INFO[alert.metric].unit, locale);
                  return (
                    <TableRow key={alert.id} data-alert={alert.id} sx={alert.read ? undefined : { bgcolor: 'action.hover' }}>
                      <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: alert.read ? undefined : 600 }}>{date(alert.to, locale)}</TableCell>
                      <TableCell>{alert.location_name}</TableCell>
                      <TableCell>{ruleSentence(t, locale, alert)}</TableCell>
                      <TableCell align="right">
                        <ExplainableValue target={{ partnerId, metric: alert.metric, scope: alert.location_id, from: alert.from, to: alert.to }} text={value}>
                          {value}
                        </ExplainableValue>
                      </TableCell>
                      <TableCell align="right">{comparedText(alert, locale)}</TableCell>
                      <TableCell align="right">
                        {alert.read ? (
                          t('alerts.history.read')
                        ) : (
                          <Button size="small" onClick={() => mark(alert.id)} disabled={markRead.isPending} aria-label={`${t('alerts.history.markRead')}: ${ruleSentence(t, locale, alert)}, ${date(alert.to, locale)}`}>
                            {t('alerts.history.markRead')}
                          </Button>
                        )}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={alerts.data.total}
            page={page}
            onPageChange={(_, next) => setPage(next)}
            rowsPerPage={pageSize}
            rowsPerPageOptions={PAGE_SIZES}
            onRowsPerPageChange={(e) => filter(() => setPageSize(Number(e.target.value)))}
            labelRowsPerPage={t('alerts.history.perPage')}
          />
        </>
      )}
    </Paper>
  );
}
