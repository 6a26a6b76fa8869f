import { useTranslation } from 'react-i18next';
import { useMe } from '@/features/auth/api/me';
import { ShopComparisonPage } from '@/features/reports/components/ShopComparisonPage';
import { usePageTitle } from '@/lib/pageTitle';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('comparison.title'));
  const { data: user } = useMe();
  return user ? <ShopComparisonPage user={user} /> : null;
}
