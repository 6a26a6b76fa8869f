import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useMe } from '@/features/auth/api/me';
import { DeletedRosPage } from '@/features/crm/components/DeletedRosPage';
import { useLocations } from '@/features/locations/api/locations';
import { TitledMessage } from '@/components/PageTitle';
import { usePageTitle } from '@/lib/pageTitle';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('crm.deleted.title'));
  const { data: user } = useMe();
  const locations = useLocations();
  if (!user) return null;
  // The server answers 403 to others, and a 403 signs out: they get a message, not the call.
  if (user.isShopOwner !== 'true')
    return (
      <TitledMessage title={t('crm.deleted.title')}>
        <Alert severity="info">{t('crm.deleted.ownersOnly')}</Alert>
      </TitledMessage>
    );
  if (!locations.data) return null;
  return (
    <DeletedRosPage
      locations={locations.data.items.filter((l) => !l.isDisable)}
      defaultLocationId={user.defaultLocation}
    />
  );
}
