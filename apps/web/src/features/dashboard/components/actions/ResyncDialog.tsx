import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isoDay } from '@/lib/dates';
import { useResyncData } from '../../api/resyncData';
import { DayActionDialog, isValidDay } from './DayActionDialog';
import { lockedActionOutcome, yesterday } from './handleLockedError';

interface ResyncDialogProps {
  locationId: number;
  locationName: string;
  onClose: (done: boolean) => void;
}

/** Asks for the location's data to be synced again from a day (once per 48 hours per location). */
export function ResyncDialog({ locationId, locationName, onClose }: ResyncDialogProps) {
  const { t } = useTranslation();
  const [day, setDay] = useState<Date | null>(yesterday);
  const [message, setMessage] = useState('');
  const mutation = useResyncData();
  const valid = isValidDay(day);

  const submit = () => {
    if (!isValidDay(day)) return;
    mutation.mutate(
      { locationId, date: isoDay(day), message: message.trim() },
      lockedActionOutcome('resync', locationId, t('dashboard.resync.success'), onClose),
    );
  };

  return (
    <DayActionDialog
      title={t('dashboard.resync.title', { location: locationName })}
      explanation={t('dashboard.resync.explanation')}
      dayLabel={t('dashboard.resync.fromDate')}
      day={day}
      onDayChange={setDay}
      submitLabel={t('dashboard.resync.submit')}
      submitDisabled={!valid}
      busy={mutation.isPending}
      onSubmit={submit}
      onCancel={() => onClose(false)}
    >
      <TextField
        label={t('dashboard.resync.message')}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
    </DayActionDialog>
  );
}
