import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { EXPLAIN_METRIC_INFO, type Explanation } from '@rlo/contract';
import { useTranslation } from 'react-i18next';
import { dateRange, variance as formatVariance } from '@/lib/format';
import { formatMetric } from '@/lib/formatMetric';
import { useLocale } from '@/lib/i18n';
import { TERMS_SX } from './ExplainFrame';
import { formatInput } from './formatInput';

type Variance = NonNullable<Explanation['variance']>;

/**
 * A variance (kpis.md §3): both sides with their values and the rounding rule. The percent is the
 * API's, computed by the same function as the figure's change.
 */
export function ExplainVariance({ explanation, variance }: { explanation: Explanation; variance: Variance }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { unit } = EXPLAIN_METRIC_INFO[explanation.metric];
  const figure = (value: number) => formatMetric(value, unit, locale);
  const { prior } = variance;
  const priorValue = (key: string) => {
    const input = prior.inputs.find((i) => i.key === key);
    return input ? formatInput(input.key, input.value, locale, t) : '';
  };
  const current = figure(explanation.result);
  const before = figure(prior.result);
  return (
    <Box component="section" aria-labelledby="explain-variance" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="explain-variance" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('explain.variance.heading')}
      </Typography>
      <Typography variant="body2">{t('explain.variance.rule')}</Typography>
      <Typography data-testid="explain-variance" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
        {variance.percent === null
          ? t('explain.variance.none')
          : `(${current} − ${before}) ÷ ${before} × 100 = ${formatVariance(variance.percent, locale)}`}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('explain.variance.rounding')}
      </Typography>
      <Box component="dl" sx={TERMS_SX}>
        <Typography component="dt" color="text.secondary">
          {t('explain.variance.priorPeriod')}
        </Typography>
        <Typography component="dd">{dateRange(prior.from, prior.to, locale)}</Typography>
        <Typography component="dt" color="text.secondary">
          {t('explain.variance.priorFigure')}
        </Typography>
        <Typography component="dd" data-testid="explain-prior" sx={{ fontFamily: 'monospace' }}>
          {explanation.expression.replace(/\{(\w+)\}/g, (_, key: string) => priorValue(key))} = {before}
        </Typography>
      </Box>
    </Box>
  );
}
