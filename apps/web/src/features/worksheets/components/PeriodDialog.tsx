import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { isValid } from 'date-fns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePickersProvider } from '@/components/DatePickersProvider';

export interface Period {
  start: Date;
  end: Date;
}

interface PeriodDialogProps {
  period: Period;
  onClose: (period?: Period) => void;
}

/** The date picker dialog that selects the worksheet's period start and end. */
export function PeriodDialog({ period, onClose }: PeriodDialogProps) {
  const { t } = useTranslation();
  const [start, setStart] = useState<Date | null>(period.start);
  const [end, setEnd] = useState<Date | null>(period.end);
  const startError = !start || !isValid(start) ? t('worksheets.period.startRequired') : '';
  const endError = !end || !isValid(end) ? t('worksheets.period.endRequired') : start && end < start ? t('worksheets.period.endBeforeStart') : '';

  return (
    <DatePickersProvider>
      <Dialog open onClose={() => onClose()} aria-labelledby="worksheet-period-title" maxWidth="xs" fullWidth>
        <DialogTitle id="worksheet-period-title">{t('worksheets.period.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DatePicker
              label={t('worksheets.period.start')}
              value={start}
              onChange={setStart}
              slotProps={{ textField: { required: true, error: Boolean(startError), helperText: startError || ' ' } }}
            />
            <DatePicker
              label={t('worksheets.period.end')}
              value={end}
              onChange={setEnd}
              minDate={start && isValid(start) ? start : undefined}
              slotProps={{ textField: { required: true, error: Boolean(endError), helperText: endError || ' ' } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose()}>{t('worksheets.cancel')}</Button>
          <Button variant="contained" disabled={Boolean(startError || endError)} onClick={() => start && end && onClose({ start, end })}>
            {t('worksheets.period.apply')}
          </Button>
        </DialogActions>
      </Dialog>
    </DatePickersProvider>
  );
}
