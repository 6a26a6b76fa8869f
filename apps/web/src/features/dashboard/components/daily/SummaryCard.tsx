import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SummaryFields, SummaryVariance } from '@rlo/contract';
import { useTranslation } from 'react-i18next';
import { ExplainableValue } from '@/components/explain/ExplainableValue';
import { visuallyHidden } from '@/components/visuallyHidden';
import { date, variance } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { formatMetric } from '../../utils/formatMetric';
import { SUMMARY_METRIC_INFO, type SummaryMetric } from '../../utils/metrics';
import { useExplainTarget } from '../../hooks/useExplainTarget';

/** The figures of each daily summary card (sales, car count, ARO, GP $, GP %, sold hours, ELR, efficiency). */
export const CARD_METRICS: readonly SummaryMetric[] = [
  'gross_sales_cents',
  'sale_count',
  'average_sale_cents',
  'gross_profit_cents',
  'gross_profit_per',
  'total_labor_sold_seconds',
  'effective_labor_rate_cents',
  'shop_efficiency',
];

type Period = SummaryFields & { from: string; to: string };

interface SummaryCardProps {
  /** The response field, kept on the card for tests and links. */
  period: string;
  title: string;
  current: Period;
  /** When given, a prior column and the API's variance percent of each figure against it. */
  prior?: { period: Period; variance: SummaryVariance };
}

function varianceColor(value: number | null): string {
  if (value === null || value === 0) return 'text.secondary';
  return value > 0 ? 'success.dark' : 'error.main';
}

export function SummaryCard({ period, title, current, prior }: SummaryCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const dates = (p: Period) => t('dashboard.daily.dates', { from: date(p.from), to: date(p.to) });
  const explainTarget = useExplainTarget();
  const figure = (p: Period, metric: SummaryMetric) => {
    const text = formatMetric(p[metric], SUMMARY_METRIC_INFO[metric].unit, locale);
    return (
      <ExplainableValue target={explainTarget(metric, p.from, p.to)} text={text}>
        {text}
      </ExplainableValue>
    );
  };
  return (
    <Paper variant="outlined" data-period={period} sx={{ p: 1.5, height: '100%' }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {dates(current)}
        {prior && ` · ${t('dashboard.daily.versus', { dates: dates(prior.period) })}`}
      </Typography>
      {/* On a phone three money columns can be wider than the card: the table scrolls, not the page,
          and the scrolling box takes the keyboard focus so that it can be scrolled without a mouse. */}
      <Box role="group" aria-label={title} tabIndex={narrow ? 0 : undefined} sx={{ overflowX: 'auto' }}>
        <Table
          size="small"
          aria-label={title}
          sx={{
            '& .MuiTableCell-root': {
              px: { xs: 0.5, sm: 0.75 },
              fontSize: { xs: '0.8125rem', sm: undefined },
            },
          }}
        >
          <TableHead>
            <TableRow>
              <TableCell sx={{ pl: 0 }}>
                <Box component="span" sx={visuallyHidden}>
                  {t('dashboard.daily.figure')}
                </Box>
              </TableCell>
              <TableCell align="right">
                {prior ? t('dashboard.daily.current') : t('dashboard.daily.value')}
              </TableCell>
              {prior && <TableCell align="right">{t('dashboard.daily.prior')}</TableCell>}
              {prior && <TableCell align="right">{t('dashboard.daily.change')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {CARD_METRICS.map((metric) => {
              const change = prior ? prior.variance[metric] : null;
              return (
                <TableRow
                  key={metric}
                  data-metric={metric}
                  sx={{ '&:last-child td, &:last-child th': { border: 0 } }}
                >
                  <TableCell component="th" scope="row" sx={{ pl: 0, color: 'text.secondary' }}>
                    {t(`dashboard.metrics.${metric}`)}
                  </TableCell>
                  <TableCell
                    align="right"
                    data-value="current"
                    sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                  >
                    {figure(current, metric)}
                  </TableCell>
                  {prior && (
                    <TableCell align="right" data-value="prior" sx={{ whiteSpace: 'nowrap' }}>
                      {figure(prior.period, metric)}
                    </TableCell>
                  )}
                  {prior && (
                    <TableCell
                      align="right"
                      data-value="variance"
                      sx={{ whiteSpace: 'nowrap', color: varianceColor(change), fontWeight: 600 }}
                    >
                      {change === null ? (
                        variance(change, locale)
                      ) : (
                        <ExplainableValue
                          target={explainTarget(metric, current.from, current.to, { prior: prior.period })}
                          text={variance(change, locale)}
                        >
                          {variance(change, locale)}
                        </ExplainableValue>
                      )}
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
    </Paper>
  );
}
