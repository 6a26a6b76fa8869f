import { useTranslation } from 'react-i18next';
import { UserGuidesPage } from '@/features/guides/components/UserGuidesPage';
import { usePageTitle } from '@/lib/pageTitle';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('guides.userGuide.title'));
  return <UserGuidesPage />;
}
