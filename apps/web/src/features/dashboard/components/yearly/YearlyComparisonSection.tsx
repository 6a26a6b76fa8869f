import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { YEARLY_COMPARISON_YEARS } from '@rlo/contract';
import { EMPTY_VALUE } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useDailySummary } from '../../api/dailySummary';
import { useMonthlySummary, type MonthlyRow } from '../../api/monthlySummary';
import { monthName } from '../../utils/dates';
import { ExplainableValue } from '@/components/explain/ExplainableValue';
import { useExplainTarget } from '../../hooks/useExplainTarget';
import { formatAxisTick, formatChartValue, formatMetric, toChartValue } from '../../utils/formatMetric';
import { SUMMARY_METRIC_INFO, type SummaryMetric } from '../../utils/metrics';
import { paletteColor } from '../../utils/palette';
import { useDashboard } from '../DashboardContext';
import { QueryContent } from '../SectionStates';
import { businessNow } from '@/lib/businessClock';

/** Years offered (the API totals as many); the three most recent are preselected (2-dashboard §2). */
const YEARS_OFFERED = YEARLY_COMPARISON_YEARS;
const PRESELECTED = 3;
const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);
/** Only figures that add up over a year: the API's yearly total is then the sum of the months. */
const YEARLY_METRICS: readonly SummaryMetric[] = [
  'gross_sales_cents',
  'gross_profit_cents',
  'sale_count',
  'total_labor_sold_seconds',
  'labor_sold_cents',
  'parts_sold_cents',
  'tires_sold_cents',
  'new_customers_count',
];

const nothingSold = (rows: MonthlyRow[]) => rows.every((row) => row.sale_count === 0);

export function YearlyComparisonContent() {
  const { t } = useTranslation();
  const { partnerId, scope } = useDashboard();
  const [thisYear] = useState(() => businessNow().getFullYear());
  const firstYear = thisYear - YEARS_OFFERED + 1;
  // From January of the first year offered to the server's today: one call for every year.
  const query = useMonthlySummary({ partnerId, scope, from: `${firstYear}-01-01` });
  return (
    <QueryContent query={query} height={400} isEmpty={nothingSold} emptyMessage={t('dashboard.yearly.empty')}>
      {(rows) => (
        <YearlyChart rows={rows} years={Array.from({ length: YEARS_OFFERED }, (_, i) => thisYear - i)} />
      )}
    </QueryContent>
  );
}

function YearlyChart({ rows, years }: { rows: MonthlyRow[]; years: number[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [metric, setMetric] = useState<SummaryMetric>('gross_sales_cents');
  const [selected, setSelected] = useState<number[]>(years.slice(0, PRESELECTED));
  const { partnerId, scope } = useDashboard();
  // The daily summary section's own query (usually cached) answers the years' totals.
  const summary = useDailySummary({ partnerId, scope });
  const explainTarget = useExplainTarget();
  const { unit } = SUMMARY_METRIC_INFO[metric];
  const shown = [...selected].sort((a, b) => a - b);
  const valueOf = (year: number, month: number) =>
    rows.find((row) => row.year === year && row.month === month)?.[metric];
  const total = (year: number) => {
    if (!summary.data) {
      return summary.isError ? (
        EMPTY_VALUE
      ) : (
        <Skeleton width={100} role="status" aria-label={t('common.loading')} data-state="loading" />
      );
    }
    const figures = summary.data.yearly_totals.find((entry) => entry.year === year);
    if (!figures) return EMPTY_VALUE;
    const text = formatMetric(figures[metric], unit, locale);
    return (
      <ExplainableValue target={explainTarget(metric, figures.from, figures.to)} text={text}>
        {text}
      </ExplainableValue>
    );
  };
  const toggle = (year: number) =>
    setSelected((current) =>
      current.includes(year) ? current.filter((entry) => entry !== year) : [...current, year],
    );

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('dashboard.monthly.metric')}
          value={metric}
          onChange={(event) => setMetric(event.target.value as SummaryMetric)}
          sx={{ minWidth: 220, mr: 1 }}
        >
          {YEARLY_METRICS.map((entry) => (
            <MenuItem key={entry} value={entry}>
              {t(`dashboard.metrics.${entry}`)}
            </MenuItem>
          ))}
        </TextField>
        <Box
          role="group"
          aria-label={t('dashboard.yearly.years')}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
        >
          {years.map((year) => (
            <Chip
              key={year}
              label={year}
              clickable
              aria-pressed={selected.includes(year)}
              color={selected.includes(year) ? 'primary' : 'default'}
              variant={selected.includes(year) ? 'filled' : 'outlined'}
              onClick={() => toggle(year)}
            />
          ))}
        </Box>
      </Stack>
      {shown.length === 0 ? (
        <Typography color="text.secondary">{t('dashboard.yearly.pickYear')}</Typography>
      ) : (
        <>
          <BarChart
            height={320}
            margin={{ left: 8, right: 16, top: 16, bottom: 8 }}
            xAxis={[{ scaleType: 'band', data: MONTHS.map((month) => monthName(month, locale)) }]}
            yAxis={[{ width: 64, valueFormatter: (value: number) => formatAxisTick(value, unit, locale) }]}
            series={shown.map((year) => ({
              label: String(year),
              color: paletteColor(years.indexOf(year)),
              data: MONTHS.map((month) => {
                const value = valueOf(year, month);
                return value === undefined ? null : toChartValue(value, unit);
              }),
              valueFormatter: (value: number | null) => formatChartValue(value, unit, locale),
            }))}
          />
          <Box
            component="dl"
            aria-label={t('dashboard.yearly.totals')}
            sx={{
              m: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
            }}
          >
            {shown.map((year) => (
              <Box
                key={year}
                data-year={year}
                sx={{ borderLeft: 4, borderColor: paletteColor(years.indexOf(year)), pl: 1.5, py: 0.5 }}
              >
                <Typography component="dt" variant="caption" color="text.secondary">
                  {year === years[0]
                    ? t('dashboard.yearly.yearToDate', { year })
                    : t('dashboard.yearly.yearTotal', { year })}
                </Typography>
                <Typography component="dd" variant="h6" sx={{ m: 0, fontWeight: 600 }}>
                  {total(year)}
                </Typography>
              </Box>
            ))}
          </Box>
        </>
      )}
    </Stack>
  );
}
