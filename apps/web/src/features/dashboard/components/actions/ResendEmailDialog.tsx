import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format, isValid, startOfDay, subDays } from 'date-fns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { date as formatDate } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';
import { useResendDailyEmail } from '../../api/resendDailyEmail';
import { recordUse } from '../../utils/actionLock';
import { DatePickersProvider } from '../DatePickersProvider';
import { handleLockedError } from './handleLockedError';
import { businessNow } from '@/lib/businessClock';

const emailSchema = z.email().max(254);

interface ResendEmailDialogProps {
  partnerId: number;
  locationId: number;
  locationName: string;
  defaultEmail: string;
  onClose: (done: boolean) => void;
}

/** Sends a day's daily summary e-mail again, to an address (once per 48 hours per location). */
export function ResendEmailDialog({
  partnerId,
  locationId,
  locationName,
  defaultEmail,
  onClose,
}: ResendEmailDialogProps) {
  const { t } = useTranslation();
  const [day, setDay] = useState<Date | null>(() => startOfDay(subDays(businessNow(), 1)));
  const [email, setEmail] = useState(defaultEmail);
  const [touched, setTouched] = useState(false);
  const mutation = useResendDailyEmail();
  const dayValid = day !== null && isValid(day);
  const emailValid = emailSchema.safeParse(email.trim()).success;

  const submit = () => {
    setTouched(true);
    if (!day || !dayValid || !emailValid) return;
    mutation.mutate(
      { partnerId, locationId, date: format(day, 'yyyy/MM/dd'), email: email.trim() },
      {
        onSuccess: () => {
          recordUse('resend', locationId);
          notifySuccess(t('dashboard.resend.success', { date: formatDate(day) }));
          onClose(true);
        },
        onError: (error) => {
          handleLockedError(error, 'resend', locationId);
          onClose(true);
        },
      },
    );
  };

  return (
    <DatePickersProvider>
      <Dialog open onClose={() => onClose(false)} aria-labelledby="resend-title" maxWidth="xs" fullWidth>
        <DialogTitle id="resend-title">{t('dashboard.resend.title', { location: locationName })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>{t('dashboard.resend.explanation')}</DialogContentText>
            <DatePicker
              label={t('dashboard.resend.day')}
              value={day}
              onChange={setDay}
              disableFuture
              slotProps={{
                textField: {
                  required: true,
                  error: !dayValid,
                  helperText: dayValid ? undefined : t('dashboard.resync.dateRequired'),
                },
              }}
            />
            <TextField
              label={t('dashboard.resend.email')}
              type="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              onBlur={() => setTouched(true)}
              error={touched && !emailValid}
              helperText={touched && !emailValid ? t('dashboard.resend.emailInvalid') : undefined}
              autoComplete="email"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose(false)}>{t('dashboard.actions.cancel')}</Button>
          <Button variant="contained" onClick={submit} loading={mutation.isPending}>
            {t('dashboard.resend.submit')}
          </Button>
        </DialogActions>
      </Dialog>
    </DatePickersProvider>
  );
}
