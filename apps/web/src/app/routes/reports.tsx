import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/PageLoader';
import { useMe } from '@/features/auth/api/me';
import { useLocations } from '@/features/locations/api/locations';
import { ReportsPage } from '@/features/reports/components/ReportsPage';
import { usePageTitle } from '@/lib/pageTitle';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('reportsPage.title'));
  const { data: user } = useMe();
  const locations = useLocations();
  if (!user) return null;
  if (locations.isError) return <Alert severity="error">{t('reportsPage.errors.locations')}</Alert>;
  if (!locations.data) return <PageLoader />;
  return <ReportsPage partnerId={user.partnerId} locations={locations.data.items} />;
}
