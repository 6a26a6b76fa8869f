import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CoachingCallForm } from './CoachingCallForm';
import { CoachingCallList } from './CoachingCallList';
import { PageTitle } from '@/components/PageTitle';

/** /coaching-call: book a call with the coach, and the calls already asked for. */
interface CoachingCallPageProps {
  partnerId: number;
  /** The partner's active locations; undefined while they load. */
  locations: { id: number; name: string }[] | undefined;
  locationsFailed: boolean;
}

export function CoachingCallPage({ partnerId, locations, locationsFailed }: CoachingCallPageProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2.5}>
      <div>
        <PageTitle>
          {t('guides.coachingCall.title')}
        </PageTitle>
        <Typography color="text.secondary">{t('guides.coachingCall.intro')}</Typography>
      </div>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2.5} sx={{ alignItems: 'flex-start' }}>
        <Paper variant="outlined" component="section" aria-labelledby="coaching-call-book" sx={{ p: 2.5, flex: 1, width: '100%' }}>
          <Typography id="coaching-call-book" variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('guides.coachingCall.bookTitle')}
          </Typography>
          {!locations && !locationsFailed && <Skeleton variant="rounded" height={360} aria-label={t('guides.common.loading')} />}
          {locationsFailed && <Alert severity="error">{t('guides.coachingCall.locationsError')}</Alert>}
          {locations && (locations.length === 0 ? <Alert severity="info">{t('guides.coachingCall.noLocation')}</Alert> : <CoachingCallForm partnerId={partnerId} locations={locations} />)}
        </Paper>
        <Paper variant="outlined" component="section" aria-labelledby="coaching-call-past" sx={{ p: 2.5, flex: 1, width: '100%' }}>
          <Typography id="coaching-call-past" variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('guides.coachingCall.pastTitle')}
          </Typography>
          <CoachingCallList partnerId={partnerId} />
        </Paper>
      </Stack>
    </Stack>
  );
}
