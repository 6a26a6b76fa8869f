import { useTranslation } from 'react-i18next';
import { useMe } from '@/features/auth/api/me';
import { EmployeeCommentsPage } from '@/features/employeeComments/components/EmployeeCommentsPage';
import { useLocations } from '@/features/locations/api/locations';
import { usePageTitle } from '@/lib/pageTitle';

export function Component() {
  const { t } = useTranslation();
  const { data: user } = useMe();
  const isShopOwner = user?.isShopOwner === 'true';
  usePageTitle(t(isShopOwner ? 'employeeComments.titleOwner' : 'employeeComments.titleOther'));
  const locations = useLocations();
  if (!user) return null;
  return (
    <EmployeeCommentsPage
      partnerId={user.partnerId}
      isShopOwner={isShopOwner}
      locations={locations.data?.items}
      locationsFailed={locations.isError}
    />
  );
}
