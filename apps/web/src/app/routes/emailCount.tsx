import { useTranslation } from 'react-i18next';
import { EmailCountPage } from '@/features/crm/components/EmailCountPage';
import { useLocations } from '@/features/locations/api/locations';
import { usePageTitle } from '@/lib/pageTitle';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('crm.statistics.title'));
  const locations = useLocations();
  if (!locations.data) return null;
  return <EmailCountPage locations={locations.data.items.filter((l) => !l.isDisable)} />;
}
