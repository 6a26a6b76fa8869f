import { useTranslation } from 'react-i18next';
import { useMe } from '@/features/auth/api/me';
import { RoAuditPage } from '@/features/crm/components/RoAuditPage';
import { useLocations } from '@/features/locations/api/locations';
import { usePageTitle } from '@/lib/pageTitle';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('crm.audit.title'));
  const { data: user } = useMe();
  const locations = useLocations();
  if (!user || !locations.data) return null;
  return (
    <RoAuditPage
      locations={locations.data.items.filter((l) => !l.isDisable)}
      defaultLocationId={user.defaultLocation}
      canDelete={user.isShopOwner === 'true'}
    />
  );
}
