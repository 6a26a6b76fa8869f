import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { isValid } from 'date-fns';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePickersProvider } from '@/components/DatePickersProvider';

interface DayActionDialogProps {
  title: string;
  explanation: string;
  dayLabel: string;
  day: Date | null;
  onDayChange: (day: Date | null) => void;
  submitLabel: string;
  /** Submit stays disabled while this is true (besides while the request runs). */
  submitDisabled?: boolean;
  busy: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  /** The fields under the day. */
  children: ReactNode;
}

/**
 * The dialog of the location actions that work on a past day (resync data, resend the daily e-mail):
 * a title, an explanation, a required day up to today, the action's own fields, Cancel and submit.
 */
export function DayActionDialog({
  title,
  explanation,
  dayLabel,
  day,
  onDayChange,
  submitLabel,
  submitDisabled = false,
  busy,
  onSubmit,
  onCancel,
  children,
}: DayActionDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dayValid = isValidDay(day);
  return (
    <DatePickersProvider>
      <Dialog open onClose={onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>{explanation}</DialogContentText>
            <DatePicker
              label={dayLabel}
              value={day}
              onChange={onDayChange}
              disableFuture
              slotProps={{
                textField: {
                  required: true,
                  error: !dayValid,
                  helperText: dayValid ? undefined : t('dashboard.resync.dateRequired'),
                },
              }}
            />
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{t('dashboard.actions.cancel')}</Button>
          <Button variant="contained" onClick={onSubmit} disabled={submitDisabled} loading={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Dialog>
    </DatePickersProvider>
  );
}

/** Whether the picked day is a real date (the picker gives an invalid Date for a half-typed one). */
export function isValidDay(day: Date | null): day is Date {
  return day !== null && isValid(day);
}
