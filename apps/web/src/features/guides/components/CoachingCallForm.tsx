import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { COACHING_CALL_BOUNDS, COACHING_CALL_TIME_WINDOWS, coachingCallSaveSchema, type CoachingCallSave } from '@rlo/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { notifyError } from '@/lib/notify';
import { useBookCoachingCall } from '../api/coachingCalls';
import { businessNow } from '@/lib/businessClock';
import { isoDay } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { IsoDateField } from '@/components/IsoDateField';

interface Place {
  id: number;
  name: string;
}

const localToday = () => isoDay(businessNow());

type Errors = Record<string, string>;

/** The booking form: validated with the contract's schema here, and again by the server. */
export function CoachingCallForm({ partnerId, locations }: { partnerId: number; locations: Place[] }) {
  const { t } = useTranslation();
  const book = useBookCoachingCall(partnerId);
  const [locationId, setLocationId] = useState(locations[0]?.id ?? 0);
  const [dates, setDates] = useState<string[]>(['']);
  const [timeWindow, setTimeWindow] = useState<string>('anytime');
  const [phone, setPhone] = useState('');
  const [topic, setTopic] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const today = localToday();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = coachingCallSaveSchema.safeParse({ topic, preferredDates: dates.filter(Boolean), timeWindow, phone, notes: notes || undefined });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    book.mutate(
      { locationId, body: parsed.data satisfies CoachingCallSave },
      {
        onSuccess: () => {
          toast(t('guides.coachingCall.booked'), { variant: 'success' });
          setDates(['']);
          setTopic('');
          setNotes('');
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400 && error.errors.length > 0) {
            setErrors(Object.fromEntries(error.errors.map((e) => [e.path.split('.')[0], e.message])));
          }
          notifyError(error);
        },
      },
    );
  };

  const help = (field: string) => (errors[field] ? t(errors[field], { max: COACHING_CALL_BOUNDS.datesMax }) : undefined);
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label={t('guides.coachingCall.formLabel')}>
      <TextField select label={t('guides.coachingCall.location')} value={String(locationId)} onChange={(e) => setLocationId(Number(e.target.value))} required>
        {locations.map((l) => (
          <MenuItem key={l.id} value={String(l.id)}>
            {l.name}
          </MenuItem>
        ))}
      </TextField>
      <Stack spacing={1}>
        {dates.map((day, index) => (
          <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <IsoDateField
              fullWidth
              required={index === 0}
              label={t('guides.coachingCall.date', { n: index + 1 })}
              value={day}
              onChange={(next) => setDates(dates.map((d, i) => (i === index ? next : d)))}
              error={index === 0 && Boolean(errors.preferredDates)}
              helperText={index === 0 ? help('preferredDates') : undefined}
              min={today}
            />
            {dates.length > 1 && (
              <IconButton aria-label={t('guides.coachingCall.removeDate', { n: index + 1 })} onClick={() => setDates(dates.filter((_, i) => i !== index))} sx={{ mt: 1 }}>
                <DeleteOutline />
              </IconButton>
            )}
          </Stack>
        ))}
        {dates.length < COACHING_CALL_BOUNDS.datesMax && (
          <Button size="small" startIcon={<AddIcon />} onClick={() => setDates([...dates, ''])} sx={{ alignSelf: 'flex-start' }}>
            {t('guides.coachingCall.addDate')}
          </Button>
        )}
      </Stack>
      <TextField select label={t('guides.coachingCall.timeWindow')} value={timeWindow} onChange={(e) => setTimeWindow(e.target.value)} error={Boolean(errors.timeWindow)} helperText={help('timeWindow')}>
        {COACHING_CALL_TIME_WINDOWS.map((w) => (
          <MenuItem key={w} value={w}>
            {t(`guides.coachingCall.windows.${w}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField label={t('guides.coachingCall.phone')} type="tel" autoComplete="tel" required value={phone} onChange={(e) => setPhone(e.target.value)} error={Boolean(errors.phone)} helperText={help('phone')} />
      <TextField label={t('guides.coachingCall.topic')} required value={topic} onChange={(e) => setTopic(e.target.value)} error={Boolean(errors.topic)} helperText={help('topic') ?? t('guides.coachingCall.topicHelp')} slotProps={{ htmlInput: { maxLength: COACHING_CALL_BOUNDS.topicMax } }} />
      <TextField label={t('guides.coachingCall.notes')} multiline minRows={3} value={notes} onChange={(e) => setNotes(e.target.value)} error={Boolean(errors.notes)} helperText={help('notes')} slotProps={{ htmlInput: { maxLength: COACHING_CALL_BOUNDS.notesMax } }} />
      <Button type="submit" variant="contained" loading={book.isPending} sx={{ alignSelf: 'flex-start' }}>
        {t('guides.coachingCall.submit')}
      </Button>
    </Stack>
  );
}
