import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMe } from '@/features/auth/api/me';
import { LocationSetupPage } from '@/features/locations/components/LocationSetupPage';
import { usePageTitle } from '@/lib/pageTitle';
import { paths, settingsPath } from '../paths';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('locationAdmin.setup.title'));
  const [params, setParams] = useSearchParams();
  const { data: user } = useMe();
  if (!user) return null;
  const locationId = Number(params.get('locationId')) || null;
  return (
    <LocationSetupPage
      locationId={locationId}
      onLocationChange={(id) => setParams({ locationId: String(id) }, { replace: true })}
      canIssueToken={user.isShopOwner === 'true' || user.role === 'Admin'}
      csvUploadHref={(id) => `${paths.locations}?locationId=${id}`}
      connectorHref={settingsPath('managementSystem')}
    />
  );
}
