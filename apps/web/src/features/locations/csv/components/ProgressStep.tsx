import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CsvUpload } from '@rlo/contract';
import { useTranslation } from 'react-i18next';
import { UploadCounts } from './UploadCounts';

/** Step 4: the batches going out, one after the other. */
export function ProgressStep({ upload }: { upload: CsvUpload | null }) {
  const { t } = useTranslation();
  const percent = upload && upload.ros_total > 0 ? (100 * upload.ros_sent) / upload.ros_total : 0;
  return (
    <Stack spacing={2}>
      <Typography role="status">
        {upload ? t('csvUpload.progress.sending') : t('csvUpload.progress.starting')}
      </Typography>
      <LinearProgress
        variant={upload ? 'determinate' : 'indeterminate'}
        value={percent}
        aria-label={t('csvUpload.progress.label')}
        sx={{ height: 10, borderRadius: 5 }}
      />
      {upload && <UploadCounts upload={upload} />}
      <Alert severity="info">{t('csvUpload.progress.keepOpen')}</Alert>
    </Stack>
  );
}
