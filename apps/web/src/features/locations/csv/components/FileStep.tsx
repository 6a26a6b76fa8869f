import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface FileStepProps {
  onFile: (file: File) => void;
  /** The header is being read. */
  busy: boolean;
  error: string | null;
}

/** Step 1: a .csv file dropped on the zone or chosen with the button (the button works by keyboard). */
export function FileStep({ onFile, busy, error }: FileStepProps) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };

  return (
    <Stack spacing={2}>
      <Typography>{t('csvUpload.file.intro')}</Typography>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        data-testid="csv-drop-zone"
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: over ? 'primary.main' : 'divider',
          bgcolor: over ? 'action.hover' : 'background.default',
          borderRadius: 2,
          p: 4,
          textAlign: 'center',
        }}
      >
        <UploadFileIcon color="action" sx={{ fontSize: 48 }} aria-hidden />
        <Typography sx={{ mb: 1.5 }}>{t('csvUpload.file.drop')}</Typography>
        <Button variant="contained" component="label" disabled={busy}>
          {t('csvUpload.file.choose')}
          <input
            hidden
            type="file"
            accept=".csv,text/csv"
            aria-label={t('csvUpload.file.choose')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared so that choosing the same file again (to finish an interrupted upload) fires.
              event.target.value = '';
              if (file) onFile(file);
            }}
          />
        </Button>
      </Box>
      {busy && <LinearProgress aria-label={t('csvUpload.file.reading')} />}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
