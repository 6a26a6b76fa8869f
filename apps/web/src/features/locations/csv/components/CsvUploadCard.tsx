import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Location } from '@rlo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLatestCsvUpload } from '../api/latestCsvUpload';
import { useCsvUploadRun } from '../hooks/useCsvUploadRun';
import { CsvUploadDialog } from './CsvUploadDialog';
import { LatestUploadSummary } from './LatestUploadSummary';

/**
 * The selected location's CSV upload: its newest upload (also one interrupted by a reload) and the
 * button that opens the dialog. For shop owners and Admins, as the API requires.
 */
export function CsvUploadCard({ location }: { location: Location }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const latest = useLatestCsvUpload(location.id);
  const runner = useCsvUploadRun(location.id);

  return (
    <Stack spacing={1.5}>
      <Typography variant="h6" component="h2">
        {t('csvUpload.card.title')}
      </Typography>
      <Typography color="text.secondary">{t('csvUpload.card.text')}</Typography>
      {!latest.isPending && <LatestUploadSummary upload={latest.data?.upload ?? null} />}
      <Box>
        <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
          {t('csvUpload.card.button')}
        </Button>
      </Box>
      <CsvUploadDialog open={open} onClose={() => setOpen(false)} location={location} runner={runner} />
    </Stack>
  );
}
