import { useTranslation } from 'react-i18next';
import { useMe } from '@/features/auth/api/me';
import { AllCustomersPage } from '@/features/crm/components/AllCustomersPage';
import { useLocations } from '@/features/locations/api/locations';
import { usePageTitle } from '@/lib/pageTitle';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('crm.title'));
  const { data: user } = useMe();
  const locations = useLocations();
  if (!user || !locations.data) return null;
  return (
    <AllCustomersPage
      partnerId={user.partnerId}
      locations={locations.data.items.filter((l) => !l.isDisable)}
      defaultLocationId={user.defaultLocation}
    />
  );
}
