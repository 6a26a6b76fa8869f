import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import type { DailySummaryResponse, SummaryMetric } from '@rlo/contract';
import { useTranslation } from 'react-i18next';
import { money, weekDays } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { ExplainableValue } from '@/components/explain/ExplainableValue';
import { useDailySummary } from '../../api/dailySummary';
import { useExplainTarget } from '../../hooks/useExplainTarget';
import { formatAxisTick, formatChartValue, formatMetric } from '../../utils/formatMetric';
import { CHART_PALETTE } from '../../utils/palette';
import { useDashboard } from '../DashboardContext';
import { QueryContent, SectionEmpty } from '../SectionStates';

type Week = DailySummaryResponse['weekly_summary'][number];

/** The money figures of a week, side by side for the two weeks. */
const WEEK_FIGURES = [
  'gross_sales_cents',
  'gross_profit_cents',
  'total_labor_sold_cents',
  'parts_sold_cents',
  'tires_sold_cents',
  'sublet_sold_cents',
  'other_sold_cents',
  'total_discount_cents',
] as const;

/** This week (to today) and the full week before it, from the daily summary's weekly rows. */
export function WeeklyContent() {
  const { t } = useTranslation();
  const { partnerId, scope } = useDashboard();
  const query = useDailySummary({ partnerId, scope });
  const weeks = query.data?.weekly_summary ?? [];
  // Early in January the previous week (or both) belong to last year's ISO weeks.
  const needsLastYear = query.isSuccess && weeks.length < 2;
  const lastYear = useDailySummary(
    { partnerId, scope, year: Number(query.data?.today.slice(0, 4) ?? 0) - 1 },
    { enabled: needsLastYear, errorToastKey: 'dashboard.errors.weeklySummary' },
  );
  const allWeeks = needsLastYear ? [...(lastYear.data?.weekly_summary ?? []), ...weeks] : weeks;
  const current = allWeeks.at(-1);
  const previous = allWeeks.at(-2);
  const pending = needsLastYear ? lastYear : query;
  return (
    <QueryContent query={pending} height={360} isEmpty={() => false} emptyMessage="">
      {() =>
        !current || (current.ro_count === 0 && (previous?.ro_count ?? 0) === 0) ? (
          <SectionEmpty message={t('dashboard.weekly.empty')} />
        ) : (
          <WeeklyChart current={current} previous={previous} today={query.data?.today ?? current.to} />
        )
      }
    </QueryContent>
  );
}

function WeeklyChart({
  current,
  previous,
  today,
}: {
  current: Week;
  previous: Week | undefined;
  today: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const weeks = [
    { key: 'previous', week: previous, label: t('dashboard.weekly.previousWeek'), color: CHART_PALETTE[4] },
    { key: 'current', week: current, label: t('dashboard.weekly.thisWeek'), color: CHART_PALETTE[0] },
  ].filter(
    (entry): entry is { key: string; week: Week; label: string; color: string } => entry.week !== undefined,
  );
  // kpis.md §4: this week runs to today, not to Sunday; the previous week is the full week.
  const span = (week: Week) => weekDays(week.from, week.to, today, locale);
  const explainTarget = useExplainTarget();
  // A week's figure explains itself over the days it covers (this week: up to today).
  const explained = (week: Week, metric: SummaryMetric, text: string) => (
    <ExplainableValue target={explainTarget(metric, week.from, week.to < today ? week.to : today)} text={text}>
      {text}
    </ExplainableValue>
  );
  return (
    <Stack spacing={2}>
      <BarChart
        height={300}
        margin={{ left: 8, right: 16, top: 16, bottom: 8 }}
        xAxis={[
          { scaleType: 'band', data: WEEK_FIGURES.map((figure) => t(`dashboard.weekly.figures.${figure}`)) },
        ]}
        yAxis={[{ width: 64, valueFormatter: (value: number) => formatAxisTick(value, 'money', locale) }]}
        series={weeks.map(({ week, label, color }) => ({
          label: `${label} (${span(week)})`,
          color,
          data: WEEK_FIGURES.map((figure) => week[figure] / 100),
          valueFormatter: (value: number | null) => formatChartValue(value, 'money', locale),
        }))}
      />
      {/* On a phone the five columns are wider than the card: the table scrolls inside it (keyboard too). */}
      <Box role="group" aria-label={t('dashboard.weekly.tableLabel')} tabIndex={0} sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('dashboard.weekly.tableLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('dashboard.weekly.week')}</TableCell>
              <TableCell align="right">{t('dashboard.metrics.gross_sales_cents')}</TableCell>
              <TableCell align="right">{t('dashboard.metrics.sale_count')}</TableCell>
              <TableCell align="right">{t('dashboard.metrics.average_sale_cents')}</TableCell>
              <TableCell align="right">{t('dashboard.weekly.daysWithSales')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {weeks.map(({ key, week, label }) => (
              <TableRow key={key} data-week={key}>
                <TableCell component="th" scope="row">
                  {label} <span style={{ opacity: 0.7 }}>({span(week)})</span>
                </TableCell>
                <TableCell align="right">{explained(week, 'gross_sales_cents', money(week.gross_sales_cents, locale))}</TableCell>
                <TableCell align="right">{explained(week, 'sale_count', formatMetric(week.ro_count, 'count', locale))}</TableCell>
                <TableCell align="right">{explained(week, 'average_sale_cents', money(week.average_sale_cents, locale))}</TableCell>
                <TableCell align="right">{explained(week, 'day_count', formatMetric(week.week_count, 'count', locale))}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Stack>
  );
}
