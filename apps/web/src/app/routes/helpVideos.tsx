import { useTranslation } from 'react-i18next';
import { useConfig } from '@/features/auth/api/config';
import { HelpVideosPage } from '@/features/guides/components/HelpVideosPage';
import { usePageTitle } from '@/lib/pageTitle';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('guides.helpVideos.title'));
  // The configuration is already loaded by the layout's external links: no extra call.
  const { data } = useConfig();
  return <HelpVideosPage supportUrl={data?.externalLinks.supportRequest} />;
}
