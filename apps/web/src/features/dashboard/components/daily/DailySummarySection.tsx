import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { DailySummaryResponse } from '@rlo/contract';
import { useTranslation } from 'react-i18next';
import { useDailySummary } from '../../api/dailySummary';
import { useDashboard } from '../DashboardContext';
import { QueryContent } from '../SectionStates';
import { PaceAgainstGoal } from './PaceAgainstGoal';
import { SummaryCard } from './SummaryCard';

/** Nothing was sold in any of the periods: an empty state rather than four cards of zeros. */
function nothingSold(data: DailySummaryResponse): boolean {
  return [data.current_year, data.prior_year, data.last_12_months, data.last_30_days].every(
    (period) => period.sale_count === 0,
  );
}

export function DailySummaryContent() {
  const { t } = useTranslation();
  const { partnerId, scope } = useDashboard();
  const query = useDailySummary({ partnerId, scope });
  // The morning view: the pace against goal first (its own call and states), then the period cards.
  return (
    <Stack spacing={2}>
      <PaceAgainstGoal />
      <QueryContent
        query={query}
        height={330}
        isEmpty={nothingSold}
        emptyMessage={t('dashboard.daily.empty')}
      >
        {(data) => (
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <SummaryCard
                period="current_month"
                title={t('dashboard.daily.monthToDate')}
                current={data.current_month}
                prior={{ period: data.last_year_current_month, variance: data.variance.current_month }}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <SummaryCard
                period="current_year"
                title={t('dashboard.daily.yearToDate')}
                current={data.current_year}
                prior={{ period: data.prior_year, variance: data.variance.current_year }}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <SummaryCard
                period="last_12_months"
                title={t('dashboard.daily.last12Months')}
                current={data.last_12_months}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <SummaryCard
                period="last_30_days"
                title={t('dashboard.daily.last30Days')}
                current={data.last_30_days}
              />
            </Grid>
          </Grid>
        )}
      </QueryContent>
    </Stack>
  );
}
