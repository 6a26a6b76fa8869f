import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SummaryFields } from '@rlo/contract';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import { formatMetric } from '../utils/formatMetric';
import { SUMMARY_METRIC_INFO, type SummaryMetric } from '../utils/metrics';

interface StatTilesProps {
  values: Pick<SummaryFields, SummaryMetric>;
  metrics: readonly SummaryMetric[];
}

/** A row of figures, each with its name; wraps on narrow screens. */
export function StatTiles({ values, metrics }: StatTilesProps) {
  const { t } = useTranslation();
  const locale = useLocale();
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
            {formatMetric(values[metric], SUMMARY_METRIC_INFO[metric].unit, locale)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
