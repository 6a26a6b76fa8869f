import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useMe } from '@/features/auth/api/me';
import { useLocations } from '@/features/locations/api/locations';
import { WorksheetsPage } from '@/features/worksheets/components/WorksheetsPage';
import { usePageTitle } from '@/lib/pageTitle';
import { paths } from '../paths';

/**
 * /worksheet needs rlo_standard (3-operations §2), read like the menu entry: on the default
 * location. Without it the user is sent to /dashboard. Only rlo_standard locations are offered.
 */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('worksheets.title'));
  const { data: user } = useMe();
  const locations = useLocations();
  if (!user) return null;
  const subscriptions = user.subscriptions.find((entry) => entry.id === user.defaultLocation)?.subscriptions ?? [];
  if (!subscriptions.includes('rlo_standard')) return <Navigate to={paths.dashboard} replace />;
  const offered = locations.data?.items
    .filter((location) => !location.isDisable && location.subscriptions.includes('rlo_standard'))
    .map(({ id, name }) => ({ id, name }));
  return <WorksheetsPage partnerId={user.partnerId} locations={locations.isError ? [] : offered} />;
}
