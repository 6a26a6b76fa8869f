import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { AlertsPage } from '@/features/alerts/components/AlertsPage';
import { useMe } from '@/features/auth/api/me';
import { useLocations } from '@/features/locations/api/locations';
import { usePageTitle } from '@/lib/pageTitle';
import { isGoalUser } from '../layout/menu';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('alerts.title'));
  const { data: user } = useMe();
  const locations = useLocations();
  if (!user) return null;
  if (locations.isPending) return <CircularProgress aria-label={t('common.loading')} />;
  if (locations.isError) return <Alert severity="error">{t('coaching.locationsFailed')}</Alert>;
  const active = locations.data.items.filter((l) => !l.isDisable);
  // All locations is a shop owner's or an Admin's (they see every location); others name one of theirs.
  const allowAll = isGoalUser(user);
  return <AlertsPage partnerId={user.partnerId} locations={active} allowAll={allowAll} />;
}
