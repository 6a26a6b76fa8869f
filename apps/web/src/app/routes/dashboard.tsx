import { useTranslation } from 'react-i18next';
import { useMe } from '@/features/auth/api/me';
import { DashboardPage } from '@/features/dashboard/components/DashboardPage';
import { useLocations } from '@/features/locations/api/locations';
import { usePageTitle } from '@/lib/pageTitle';
import { paths, settingsPath } from '../paths';

const links = { locations: paths.locations, billing: settingsPath('billingHistory') };

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('dashboard.title'));
  // The main layout renders this page only for a signed-in user.
  const { data: user } = useMe();
  const locations = useLocations();
  if (!user) return null;
  return (
    <DashboardPage
      user={user}
      locations={locations.data?.items}
      locationsFailed={locations.isError}
      links={links}
    />
  );
}
