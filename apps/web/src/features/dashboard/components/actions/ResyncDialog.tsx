import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { isValid, startOfDay, subDays } from 'date-fns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/notify';
import { useResyncData } from '../../api/resyncData';
import { recordUse } from '../../utils/actionLock';
import { isoDay } from '@/lib/dates';
import { DatePickersProvider } from '../DatePickersProvider';
import { handleLockedError } from './handleLockedError';
import { businessNow } from '@/lib/businessClock';

interface ResyncDialogProps {
  locationId: number;
  locationName: string;
  onClose: (done: boolean) => void;
}

/** Asks for the location's data to be synced again from a day (once per 48 hours per location). */
export function ResyncDialog({ locationId, locationName, onClose }: ResyncDialogProps) {
  const { t } = useTranslation();
  const [day, setDay] = useState<Date | null>(() => startOfDay(subDays(businessNow(), 1)));
  const [message, setMessage] = useState('');
  const mutation = useResyncData();
  const valid = day !== null && isValid(day);

  const submit = () => {
    if (!day || !valid) return;
    mutation.mutate(
      { locationId, date: isoDay(day), message: message.trim() },
      {
        onSuccess: () => {
          recordUse('resync', locationId);
          notifySuccess(t('dashboard.resync.success'));
          onClose(true);
        },
        onError: (error) => {
          handleLockedError(error, 'resync', locationId);
          onClose(true);
        },
      },
    );
  };

  return (
    <DatePickersProvider>
      <Dialog open onClose={() => onClose(false)} aria-labelledby="resync-title" maxWidth="xs" fullWidth>
        <DialogTitle id="resync-title">{t('dashboard.resync.title', { location: locationName })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>{t('dashboard.resync.explanation')}</DialogContentText>
            <DatePicker
              label={t('dashboard.resync.fromDate')}
              value={day}
              onChange={setDay}
              disableFuture
              slotProps={{
                textField: {
                  required: true,
                  error: !valid,
                  helperText: valid ? undefined : t('dashboard.resync.dateRequired'),
                },
              }}
            />
            <TextField
              label={t('dashboard.resync.message')}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 1000 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose(false)}>{t('dashboard.actions.cancel')}</Button>
          <Button variant="contained" onClick={submit} disabled={!valid} loading={mutation.isPending}>
            {t('dashboard.resync.submit')}
          </Button>
        </DialogActions>
      </Dialog>
    </DatePickersProvider>
  );
}
