import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useMe } from '@/features/auth/api/me';
import { LocationsPage } from '@/features/locations/components/LocationsPage';
import { usePageTitle } from '@/lib/pageTitle';
import { paths, settingsPath } from '../paths';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('locationAdmin.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { data: user } = useMe();
  if (!user) return null;
  return (
    <LocationsPage
      canEdit={user.isShopOwner === 'true' || user.role === 'Admin'}
      onSetup={(id) => navigate(`${paths.locationSetup}?locationId=${id}`)}
      settingsHref={settingsPath('managementSystem')}
      initialSelectedId={Number(params.get('locationId')) || null}
    />
  );
}
