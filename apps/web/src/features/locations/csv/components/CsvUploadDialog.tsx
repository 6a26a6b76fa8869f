import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import type { Location } from '@rlo/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import { useCsvMapping } from '../api/csvMapping';
import { useLatestCsvUpload } from '../api/latestCsvUpload';
import { useCsvFileFlow } from '../hooks/useCsvFileFlow';
import type { useCsvUploadRun } from '../hooks/useCsvUploadRun';
import { count } from '@/lib/format';
import { savedMapping } from '../utils/preview';
import { FileStep } from './FileStep';
import { LatestUploadSummary } from './LatestUploadSummary';
import { MappingStep } from './MappingStep';
import { PreviewStep } from './PreviewStep';
import { ProgressStep } from './ProgressStep';
import { ResultStep } from './ResultStep';

const STEPS = ['file', 'mapping', 'preview', 'upload', 'result'] as const;

interface CsvUploadDialogProps {
  open: boolean;
  onClose: () => void;
  location: Location;
  /** Owned by the card, so an upload goes on when the dialog is closed. */
  runner: ReturnType<typeof useCsvUploadRun>;
}

/** The CSV upload of a location, step by step (connectors.md §2). */
export function CsvUploadDialog({ open, onClose, location, runner }: CsvUploadDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const savedQuery = useCsvMapping(location.id);
  const latest = useLatestCsvUpload(location.id);
  const saved = useMemo(() => savedMapping(savedQuery.data?.mapping), [savedQuery.data]);
  const flow = useCsvFileFlow(location.timezone, saved);
  const { run } = runner;
  const step = run.phase === 'idle' ? flow.step : run.phase === 'sending' ? 'upload' : 'result';

  const close = () => {
    // A running upload goes on (the card shows it); anything else starts over next time.
    if (run.phase !== 'sending') {
      flow.reset();
      runner.reset();
    }
    onClose();
  };
  const again = () => {
    flow.reset();
    runner.reset();
  };
  const upload = () => {
    if (flow.file && flow.parsed) void runner.start(flow.file, flow.parsed, flow.mapping);
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="lg"
      scroll="paper"
      aria-labelledby="csv-upload-title"
    >
      <DialogTitle id="csv-upload-title">
        {t('csvUpload.dialog.title', { location: location.name })}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={3}>
          <Stepper activeStep={STEPS.indexOf(step)} alternativeLabel>
            {STEPS.map((id) => (
              <Step key={id}>
                <StepLabel>{t(`csvUpload.dialog.steps.${id}`)}</StepLabel>
              </Step>
            ))}
          </Stepper>
          {step === 'file' && (
            <>
              <LatestUploadSummary upload={latest.data?.upload ?? null} />
              <FileStep
                onFile={(file) => void flow.chooseFile(file)}
                busy={flow.readingHeader}
                error={flow.error}
              />
            </>
          )}
          {step === 'mapping' && (
            <MappingStep
              headers={flow.headers}
              mapping={flow.mapping}
              choice={flow.choice}
              saved={saved}
              onChange={flow.changeMapping}
              reading={flow.reading}
            />
          )}
          {step === 'preview' && flow.parsed && <PreviewStep parsed={flow.parsed} />}
          {step === 'upload' && run.phase === 'sending' && <ProgressStep upload={run.upload} />}
          {(run.phase === 'done' || run.phase === 'failed') && <ResultStep run={run} />}
          {flow.error && step !== 'file' && (
            <Alert severity="error" role="alert">
              {flow.error}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {(step === 'mapping' || step === 'preview') && (
          <Button onClick={flow.back}>{t('csvUpload.dialog.back')}</Button>
        )}
        {step === 'result' && <Button onClick={again}>{t('csvUpload.result.another')}</Button>}
        <Button onClick={close}>{t('csvUpload.dialog.close')}</Button>
        {step === 'mapping' && (
          <Button
            variant="contained"
            onClick={() => void flow.readFile()}
            disabled={!flow.mapping.ro_number}
            loading={flow.reading !== null}
          >
            {t('csvUpload.dialog.next')}
          </Button>
        )}
        {step === 'preview' && flow.parsed && (
          <Button variant="contained" onClick={upload} disabled={flow.parsed.repairOrders.length === 0}>
            {t('csvUpload.preview.upload', { shown: count(flow.parsed.repairOrders.length, locale) })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
