import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CsvUpload } from '@rlo/contract';
import { useTranslation } from 'react-i18next';
import { count, dateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { csvUploadReportUrl } from '../api/csvUploadReport';

/**
 * The location's newest upload, as a reloaded page finds it: finished (with its report), still
 * running in some tab, or interrupted (the tab closed mid-way), which the same file finishes.
 */
export function LatestUploadSummary({ upload }: { upload: CsvUpload | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!upload) return <Typography color="text.secondary">{t('csvUpload.latest.none')}</Typography>;
  const values = {
    file: upload.file_name,
    date: dateTime(upload.created_at),
    sent: count(upload.ros_sent, locale),
    total: count(upload.ros_total, locale),
    inserted: count(upload.inserted, locale),
    updated: count(upload.updated, locale),
    skipped: count(upload.skipped, locale),
    rejected: count(upload.rejected, locale),
    rows: count(upload.row_errors_total, locale),
  };
  if (upload.state === 'running' && !upload.interrupted) {
    const percent = upload.ros_total > 0 ? (100 * upload.ros_sent) / upload.ros_total : 0;
    return (
      <Alert severity="info" role="status">
        <Stack spacing={1}>
          <span>{t('csvUpload.latest.running', values)}</span>
          <LinearProgress variant="determinate" value={percent} aria-label={t('csvUpload.progress.label')} />
        </Stack>
      </Alert>
    );
  }
  if (upload.state !== 'finished') {
    return (
      <Alert severity="warning" data-testid="csv-interrupted">
        {t('csvUpload.latest.interrupted', values)}
      </Alert>
    );
  }
  return (
    <Typography color="text.secondary">
      {t('csvUpload.latest.finished', values)}{' '}
      <Link href={csvUploadReportUrl(upload.location_id, upload.id)} download>
        {t('csvUpload.result.report')}
      </Link>
    </Typography>
  );
}
