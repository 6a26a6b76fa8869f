import TextField from '@mui/material/TextField';
import { format } from 'date-fns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { date as formatDate } from '@/lib/format';
import { useResendDailyEmail } from '../../api/resendDailyEmail';
import { DayActionDialog, isValidDay } from './DayActionDialog';
import { lockedActionOutcome, yesterday } from './handleLockedError';

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
  const [day, setDay] = useState<Date | null>(yesterday);
  const [email, setEmail] = useState(defaultEmail);
  const [touched, setTouched] = useState(false);
  const mutation = useResendDailyEmail();
  const emailValid = emailSchema.safeParse(email.trim()).success;

  const submit = () => {
    setTouched(true);
    if (!isValidDay(day) || !emailValid) return;
    mutation.mutate(
      { partnerId, locationId, date: format(day, 'yyyy/MM/dd'), email: email.trim() },
      lockedActionOutcome(
        'resend',
        locationId,
        t('dashboard.resend.success', { date: formatDate(day) }),
        onClose,
      ),
    );
  };

  return (
    <DayActionDialog
      title={t('dashboard.resend.title', { location: locationName })}
      explanation={t('dashboard.resend.explanation')}
      dayLabel={t('dashboard.resend.day')}
      day={day}
      onDayChange={setDay}
      submitLabel={t('dashboard.resend.submit')}
      busy={mutation.isPending}
      onSubmit={submit}
      onCancel={() => onClose(false)}
    >
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
    </DayActionDialog>
  );
}
