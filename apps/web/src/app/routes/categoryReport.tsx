import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/PageLoader';
import { useMe } from '@/features/auth/api/me';
import { CategoryReportPage } from '@/features/categoryReport/components/CategoryReportPage';
import { RepairOrderDialog } from '@/features/crm/components/RepairOrderDialog';
import { useLocations } from '@/features/locations/api/locations';
import { usePageTitle } from '@/lib/pageTitle';

// The RO details dialog belongs to the CRM feature: the route hands it to the category report.
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('categoryReport.title'));
  const { data: user } = useMe();
  const locations = useLocations();
  if (!user) return null;
  if (locations.isError) return <Alert severity="error">{t('categoryReport.errors.locations')}</Alert>;
  if (!locations.data) return <PageLoader />;
  return (
    <CategoryReportPage
      partnerId={user.partnerId}
      locations={locations.data.items.filter((l) => !l.isDisable).map((l) => ({ id: l.id, name: l.name }))}
      defaultLocationId={user.defaultLocation}
      RepairOrderDialog={RepairOrderDialog}
    />
  );
}
