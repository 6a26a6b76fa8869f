import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { CoachingCall } from '@rlo/contract';
import { useTranslation } from 'react-i18next';
import { date, weekdayDate } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useCoachingCalls } from '../api/coachingCalls';

const STATE_COLOR = { sent: 'success', pending: 'default', failed: 'warning' } as const;

function CallItem({ call }: { call: CoachingCall }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const when = [call.preferredDates.map((d) => weekdayDate(d, locale)).join(', '), call.timeWindow ? t(`guides.coachingCall.windows.${call.timeWindow}`) : ''].filter(Boolean).join(' · ');
  return (
    <ListItem divider alignItems="flex-start" secondaryAction={<Chip size="small" color={STATE_COLOR[call.status]} label={t(`guides.coachingCall.states.${call.status}`)} />}>
      <ListItemText
        sx={{ pr: 14 }}
        primary={call.topic ?? t('guides.coachingCall.fromComment')}
        secondary={
          <>
            {call.locationName} · {t('guides.coachingCall.requestedOn', { date: date(call.created, locale) })}
            {when && <><br />{t('guides.coachingCall.preferred', { when })}</>}
            {call.phone && <><br />{call.phone}</>}
          </>
        }
      />
    </ListItem>
  );
}

/** The partner's past coaching calls with their state (sent, waiting, being retried). */
export function CoachingCallList({ partnerId }: { partnerId: number }) {
  const { t } = useTranslation();
  const calls = useCoachingCalls(partnerId);
  if (calls.isPending) return <Skeleton variant="rounded" height={160} aria-label={t('guides.common.loading')} />;
  if (calls.isError)
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void calls.refetch()}>{t('guides.common.retry')}</Button>}>
        {t('guides.coachingCall.listError')}
      </Alert>
    );
  if (calls.data.length === 0) return <Alert severity="info" data-state="empty">{t('guides.coachingCall.none')}</Alert>;
  return (
    <Stack>
      <List aria-label={t('guides.coachingCall.pastTitle')} disablePadding>
        {calls.data.map((call) => (
          <CallItem key={call.id} call={call} />
        ))}
      </List>
    </Stack>
  );
}
