import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import type { MonthlyRow } from '../../api/monthlySummary';
import { monthLabel } from '../../utils/dates';
import { formatMetric } from '../../utils/formatMetric';
import { SUMMARY_METRIC_INFO, type SummaryMetric } from '../../utils/metrics';
import { PREVIOUS_BLOCK_COLOR, RECENT_BLOCK_COLOR } from '../../utils/palette';
import { twelveMonthBlocks } from '../../utils/twelveMonthBlocks';

interface BlockTotalsProps {
  rows: MonthlyRow[];
  metric: SummaryMetric;
}

/** "Previous 12 months" and "Recent 12 months" under the chart: totals, or averages for ratios (kpis.md §3). */
export function BlockTotals({ rows, metric }: BlockTotalsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { unit, kind } = SUMMARY_METRIC_INFO[metric];
  // The server's chart ends with the current month.
  const current = rows[rows.length - 1];
  const blocks = twelveMonthBlocks(
    rows.map((row) => ({ year: row.year, month: row.month, value: row[metric] })),
    current,
    kind,
    unit === 'money',
  );
  const entries = [
    { key: 'previous12', months: rows.slice(0, 12), value: blocks.previous12 },
    { key: 'recent12', months: rows.slice(12, 24), value: blocks.recent12 },
  ].filter((entry) => entry.months.length > 0);
  const what = kind === 'additive' ? t('dashboard.monthly.total') : t('dashboard.monthly.average');
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {entries.map(({ key, months, value }) => (
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
            {formatMetric(value, unit, locale)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
