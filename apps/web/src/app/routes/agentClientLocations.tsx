import { useTranslation } from 'react-i18next';
import { ClientLocationsPage } from '@/features/coaching/components/ClientLocationsPage';
import { usePageTitle } from '@/lib/pageTitle';
import { agentClientLocationPath } from '../paths';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('coaching.agent.title'));
  return <ClientLocationsPage locationHref={agentClientLocationPath} />;
}
