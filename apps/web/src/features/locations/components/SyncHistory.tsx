import SyncIcon from '@mui/icons-material/Sync';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SyncRun, SyncRunState } from '@rlo/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { count, date, dateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSyncHistory, useSyncNow } from '../api/syncRuns';

const STATE_COLOUR: Record<SyncRunState, ChipProps['color']> = {
  queued: 'default',
  running: 'info',
  succeeded: 'success',
  failed: 'error',
};

interface SyncHistoryProps {
  locationId: number;
  canEdit: boolean;
  settingsHref: string;
}

/** The connector's runs of a location (connectors.md §1): what was pulled, when, and the last error. */
export function SyncHistory({ locationId, canEdit, settingsHref }: SyncHistoryProps) {
  const { t } = useTranslation();
  const history = useSyncHistory(locationId);
  const syncNow = useSyncNow(locationId);
  if (history.isPending) return <Skeleton variant="rounded" height={96} />;
  if (history.isError) return <Alert severity="error">{t('connector.history.loadFailed')}</Alert>;
  const { runs, connected, system } = history.data;
  if (system !== 'TEKMETRIC' && runs.length === 0) return null;
  const active = runs.find((r) => r.state === 'queued' || r.state === 'running');
  const lastError = runs.find((r) => r.state !== 'queued' && r.state !== 'running')?.error ?? null;
  return (
    <Stack spacing={1.5} component="section" aria-label={t('connector.history.title')}>
      <Stack direction="row" justifyContent="space-between" alignItems="center" flexWrap="wrap" gap={1}>
        <Typography variant="h6" component="h2">
          {t('connector.history.title')}
        </Typography>
        {canEdit && connected && (
          <Button
            variant="outlined"
            startIcon={<SyncIcon />}
            loading={syncNow.isPending}
            disabled={Boolean(active)}
            onClick={() => syncNow.mutate(undefined, { onSuccess: () => notifySuccess(t('connector.history.queued')), onError: notifyError })}
          >
            {t('connector.history.syncNow')}
          </Button>
        )}
      </Stack>
      {!connected && (
        <Alert severity="info">
          {t('connector.history.notConnected')}{' '}
          <Link component={RouterLink} to={settingsHref}>
            {t('connector.history.openSettings')}
          </Link>
        </Alert>
      )}
      {active && <ActiveRun run={active} />}
      {lastError && <Alert severity="error">{t('connector.history.lastError', { error: lastError })}</Alert>}
      {runs.length === 0 ? (
        connected && <Typography color="text.secondary">{t('connector.history.empty')}</Typography>
      ) : (
        <RunTable runs={runs} />
      )}
    </Stack>
  );
}

function ActiveRun({ run }: { run: SyncRun }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const value = run.total_pages ? Math.min(100, (run.pages / run.total_pages) * 100) : undefined;
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2">
        {run.state === 'queued'
          ? t('connector.history.waiting')
          : t('connector.history.progress', {
              pages: count(run.pages, locale),
              total: run.total_pages === null ? '?' : count(run.total_pages, locale),
              received: count(run.received, locale),
            })}
      </Typography>
      <LinearProgress
        variant={value === undefined ? 'indeterminate' : 'determinate'}
        value={value}
        aria-label={t('connector.history.progressLabel')}
      />
    </Stack>
  );
}

function RunTable({ runs }: { runs: SyncRun[] }) {
  const { t } = useTranslation();
  const columns = ['started', 'kind', 'window', 'state', 'pages', 'received', 'inserted', 'updated', 'skipped', 'rejected'] as const;
  return (
    <Table size="small" aria-label={t('connector.history.title')}>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c} align={['started', 'kind', 'window', 'state'].includes(c) ? 'left' : 'right'}>
              {t(`connector.history.columns.${c}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {runs.map((run) => (
          <TableRow key={run.id}>
            <TableCell>{dateTime(run.started_at ?? run.created_at)}</TableCell>
            <TableCell>{t(`connector.kinds.${run.kind}`)}</TableCell>
            <TableCell>{`${date(run.window_from)} – ${run.window_to ? date(run.window_to) : '…'}`}</TableCell>
            <TableCell>
              <Chip size="small" color={STATE_COLOUR[run.state]} label={t(`connector.states.${run.state}`)} title={run.error ?? undefined} />
            </TableCell>
            <TableCell align="right">{run.pages}</TableCell>
            <TableCell align="right">{run.received}</TableCell>
            <TableCell align="right">{run.inserted}</TableCell>
            <TableCell align="right">{run.updated}</TableCell>
            <TableCell align="right">{run.skipped}</TableCell>
            <TableCell align="right" title={run.rejections.map((r) => `${r.external_id ?? '?'}: ${r.reason}`).join('\n') || undefined}>
              {run.rejected}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
