import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { useMe } from '@/features/auth/api/me';
import { GoalsPage } from '@/features/coaching/components/GoalsPage';
import { useLocations } from '@/features/locations/api/locations';
import { TitledMessage } from '@/components/PageTitle';
import { usePageTitle } from '@/lib/pageTitle';
import { isGoalUser } from '../layout/menu';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('coaching.goals.title'));
  const { data: user } = useMe();
  const locations = useLocations();
  if (!user) return null;
  // Coaching goals are for a shop owner or an Admin only (1-foundation §6); others never call the API.
  if (!isGoalUser(user))
    return (
      <TitledMessage title={t('coaching.goals.title')}>
        <Alert severity="info">{t('coaching.goals.notAllowed')}</Alert>
      </TitledMessage>
    );
  if (locations.isPending) return <CircularProgress aria-label={t('common.loading')} />;
  if (locations.isError) return <Alert severity="error">{t('coaching.locationsFailed')}</Alert>;
  return <GoalsPage partnerId={user.partnerId} locations={locations.data.items.filter((location) => !location.isDisable)} />;
}
