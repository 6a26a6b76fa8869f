import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ClientLocationPage } from '@/features/coaching/components/ClientLocationPage';
import { CHART_GROUP_METRICS } from '@/features/dashboard/utils/metrics';
import { usePageTitle } from '@/lib/pageTitle';
import { paths } from '../paths';
import { CLIENT_VIEWS } from './agentClientViews';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('coaching.agent.locationTitle'));
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <Alert severity="error">{t('coaching.agent.notFound')}</Alert>;
  return <ClientLocationPage key={id} locationId={id} backHref={paths.agentClientLocations} groupMetrics={CHART_GROUP_METRICS} views={CLIENT_VIEWS} />;
}
