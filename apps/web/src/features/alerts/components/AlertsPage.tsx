import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAlertRules } from '@/api/alerts';
import type { PickableLocation } from '@/components/LocationPicker';
import { PageTitle } from '@/components/PageTitle';
import { HistorySection } from './HistorySection';
import { LinkedExplanation } from './LinkedExplanation';
import { RulesSection } from './RulesSection';

interface AlertsPageProps {
  partnerId: number;
  locations: readonly PickableLocation[];
  /** A shop owner or an Admin who sees every location may set a rule for All locations. */
  allowAll: boolean;
}

/** KPI alerts (issue 30): the rules that watch the shops' figures, and what they raised. */
export function AlertsPage({ partnerId, locations, allowAll }: AlertsPageProps) {
  const { t } = useTranslation();
  const rules = useAlertRules(partnerId);
  return (
    <Stack spacing={2.5}>
      <div>
        <PageTitle>{t('alerts.title')}</PageTitle>
        <Typography color="text.secondary">{t('alerts.intro')}</Typography>
      </div>
      <LinkedExplanation partnerId={partnerId} locations={locations} />
      <RulesSection partnerId={partnerId} locations={locations} allowAll={allowAll} rules={rules} />
      <HistorySection partnerId={partnerId} locations={locations} rules={rules.data ?? []} />
    </Stack>
  );
}
