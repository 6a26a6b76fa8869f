import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { EXPLAIN_METRIC_INFO, type Explanation } from '@rlo/contract';
import { useTranslation } from 'react-i18next';
import { isoMonth } from '@/lib/dates';
import { count, dateRange } from '@/lib/format';
import { formatMetric } from '@/lib/formatMetric';
import { useLocale } from '@/lib/i18n';
import { languageTag } from '@/lib/locale';

type ByMonth = NonNullable<Explanation['by_month']>;

/**
 * A 12-month block's figure (kpis.md §3): each month's figure, then a ratio's average or a sum's
 * total, as the API worked them out (its sum and divisor), so the line reads the same as the block.
 */
export function ExplainByMonth({ explanation, byMonth }: { explanation: Explanation; byMonth: ByMonth }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { unit, kind } = EXPLAIN_METRIC_INFO[explanation.metric];
  const how = kind === 'additive' ? 'total' : 'average';
  const figure = (value: number) => formatMetric(value, unit, locale);
  const monthName = new Intl.DateTimeFormat(languageTag(locale), { month: 'long', year: 'numeric' });
  return (
    <Box component="section" aria-labelledby="explain-by-month" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="explain-by-month" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t(`explain.byMonth.${how}.heading`)}
      </Typography>
      <Typography variant="body2">{t(`explain.byMonth.${how}.rule`)}</Typography>
      <Typography data-testid="explain-by-month" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
        {t(`explain.byMonth.${how}.withValues`, {
          sum: figure(byMonth.sum),
          divisor: count(byMonth.divisor, locale),
          result: figure(explanation.result),
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(`explain.rounding.${byMonth.rounding}`)} {t('explain.byMonth.sumsHint')}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby="explain-by-month">
          <TableHead>
            <TableRow>
              <TableCell>{t('explain.byMonth.month')}</TableCell>
              <TableCell>{t('explain.period')}</TableCell>
              <TableCell align="right">{t('explain.byMonth.value')}</TableCell>
              <TableCell align="right">{t('explain.byMonth.ros')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {byMonth.months.map((month) => (
              <TableRow key={`${month.year}-${month.month}`} data-month={isoMonth(month)}>
                <TableCell component="th" scope="row">
                  {monthName.format(new Date(month.year, month.month - 1, 1))}
                </TableCell>
                <TableCell>{dateRange(month.from, month.to, locale)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                  {figure(month.value)}
                </TableCell>
                <TableCell align="right">{count(month.ro_count, locale)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
