import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SummaryFields } from '@rlo/contract';
import { useTranslation } from 'react-i18next';
import { ExplainableValue } from '@/components/explain/ExplainableValue';
import { useLocale } from '@/lib/i18n';
import { formatMetric } from '../utils/formatMetric';
import { SUMMARY_METRIC_INFO, type SummaryMetric } from '../utils/metrics';
import { useExplainTarget } from '../hooks/useExplainTarget';

interface StatTilesProps {
  values: Pick<SummaryFields, SummaryMetric>;
  metrics: readonly SummaryMetric[];
  /** The dates the figures cover: with them, each figure opens its explanation. */
  period?: { from: string; to: string };
}

/** A row of figures, each with its name; wraps on narrow screens. */
export function StatTiles({ values, metrics, period }: StatTilesProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const explainTarget = useExplainTarget();
  const targetOf = (metric: SummaryMetric) => (period ? explainTarget(metric, period.from, period.to) : null);
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
      }}
    >
      {metrics.map((metric) => (
        <Box
          key={metric}
          data-metric={metric}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1, bgcolor: 'grey.50' }}
        >
          <Typography component="dt" variant="caption" color="text.secondary">
            {t(`dashboard.metrics.${metric}`)}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0, fontWeight: 600, whiteSpace: 'nowrap' }}>
            <ExplainableValue target={targetOf(metric)} text={formatMetric(values[metric], SUMMARY_METRIC_INFO[metric].unit, locale)}>
              {formatMetric(values[metric], SUMMARY_METRIC_INFO[metric].unit, locale)}
            </ExplainableValue>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
