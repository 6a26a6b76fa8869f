import { useTranslation } from 'react-i18next';
import { useMe } from '@/features/auth/api/me';
import { MeasureMyShopPage } from '@/features/reports/components/MeasureMyShopPage';
import { usePageTitle } from '@/lib/pageTitle';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('comparison.measureTitle'));
  const { data: user } = useMe();
  return user ? <MeasureMyShopPage user={user} /> : null;
}
