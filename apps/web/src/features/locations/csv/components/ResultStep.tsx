import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CsvUpload } from '@rlo/contract';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/notify';
import { csvUploadReportUrl } from '../api/csvUploadReport';
import type { UploadRun } from '../hooks/useCsvUploadRun';
import { RowErrorsTable } from './RowErrorsTable';
import { UploadCounts } from './UploadCounts';

/** Step 5: what the upload did, the rows not stored and the full report; or why it stopped. */
export function ResultStep({ run }: { run: Extract<UploadRun, { phase: 'done' | 'failed' }> }) {
  const { t } = useTranslation();
  const upload: CsvUpload | null = run.upload;
  return (
    <Stack spacing={2}>
      {run.phase === 'done' ? (
        <Alert severity="success" role="status">
          {t('csvUpload.result.done', { file: run.upload.file_name })}
        </Alert>
      ) : (
        <Alert severity="error" role="alert">
          {t('csvUpload.result.failed', { message: errorText(run.error).message })}
        </Alert>
      )}
      {upload && <UploadCounts upload={upload} />}
      {upload && upload.row_errors_total > 0 && (
        <Stack spacing={1}>
          <Typography variant="subtitle1" component="h3">
            {t('csvUpload.result.rowsNotStored')}
          </Typography>
          <RowErrorsTable
            errors={upload.row_errors}
            total={upload.row_errors_total}
            label={t('csvUpload.result.rowsNotStored')}
          />
        </Stack>
      )}
      {upload && (
        <Box>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            href={csvUploadReportUrl(upload.location_id, upload.id)}
            download
          >
            {t('csvUpload.result.report')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
