import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ExplainableValue } from '@/components/explain/ExplainableValue';
import { EMPTY_VALUE } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useDailySummary } from '../../api/dailySummary';
import type { MonthlyRow } from '../../api/monthlySummary';
import { monthLabel } from '../../utils/dates';
import { formatMetric } from '../../utils/formatMetric';
import { SUMMARY_METRIC_INFO, type SummaryMetric } from '../../utils/metrics';
import { PREVIOUS_BLOCK_COLOR, RECENT_BLOCK_COLOR } from '../../utils/palette';
import { useExplainTarget } from '../../hooks/useExplainTarget';
import { useDashboard } from '../DashboardContext';

interface BlockTotalsProps {
  rows: MonthlyRow[];
  metric: SummaryMetric;
}

/**
 * "Previous 12 months" and "Recent 12 months" under the chart: totals, or averages for ratios
 * (kpis.md §3), as the API works them out (daily_summary's monthly_blocks, over the same 24 months
 * as the chart's rows, which give the labels).
 */
export function BlockTotals({ rows, metric }: BlockTotalsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { partnerId, scope } = useDashboard();
  // The daily summary section's own query: usually answered from the cache.
  const summary = useDailySummary({ partnerId, scope });
  const blocks = summary.data?.monthly_blocks;
  const explainTarget = useExplainTarget();
  const { unit, kind } = SUMMARY_METRIC_INFO[metric];
  const entries = (['previous12', 'recent12'] as const)
    .map((key, index) => ({ key, months: rows.slice(index * 12, index * 12 + 12), block: blocks?.[key] }))
    .filter((entry) => entry.months.length > 0);
  const what = kind === 'additive' ? t('dashboard.monthly.total') : t('dashboard.monthly.average');
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {entries.map(({ key, months, block }) => (
        <Box
          key={key}
          data-block={key}
          sx={{
            border: 1,
            borderColor: 'divider',
            borderLeft: 4,
            borderLeftColor: key === 'previous12' ? PREVIOUS_BLOCK_COLOR : RECENT_BLOCK_COLOR,
            borderRadius: 1,
            px: 1.5,
            py: 1,
            bgcolor: 'grey.50',
          }}
        >
          <Typography variant="caption" color="text.secondary" component="p">
            {t(`dashboard.monthly.${key}`)} ({monthLabel(months[0], locale)} –{' '}
            {monthLabel(months[months.length - 1], locale)}){' · '}
            {what}
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 600 }} data-value>
            {block ? (
              <ExplainableValue
                target={explainTarget(metric, block.from, block.to, { byMonth: true })}
                text={formatMetric(block[metric], unit, locale)}
              >
                {formatMetric(block[metric], unit, locale)}
              </ExplainableValue>
            ) : summary.isError ? (
              EMPTY_VALUE
            ) : (
              <Skeleton width={120} role="status" aria-label={t('common.loading')} data-state="loading" />
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
