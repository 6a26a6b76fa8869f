import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import { longMonthLabel } from '../../utils/dates';
import { employeeChartData, type EmployeeMonth, type EmployeeShare } from '../../utils/employeeKpis';
import { formatAxisTick, formatChartValue, formatMetric, toChartValue } from '../../utils/formatMetric';
import type { MetricInfo } from '../../utils/metrics';
import { CHART_PALETTE, paletteColor } from '../../utils/palette';

interface EmployeeChartsProps {
  rows: EmployeeMonth[];
  /** Each employee's figure over the whole range, from the API. */
  shares: EmployeeShare[];
  info: MetricInfo;
  kpiLabel: string;
}

/**
 * Bars: each employee's figure per month (the API's own monthly figures). Pie: each employee's
 * share of the range's total — only for figures that add up; an average has no share.
 */
export function EmployeeCharts({ rows, shares, info, kpiLabel }: EmployeeChartsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { unit, kind } = info;
  const data = employeeChartData(rows, shares);
  const chartHeight = Math.max(280, data.employees.length * 28 + 80);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <BarChart
          height={chartHeight}
          layout="horizontal"
          margin={{ left: 8, right: 36, top: 8, bottom: 8 }}
          yAxis={[{ scaleType: 'band', data: data.employees.map((employee) => employee.name), width: 130 }]}
          xAxis={[{ valueFormatter: (value: number) => formatAxisTick(value, unit, locale) }]}
          series={data.months.map((month, index) => ({
            label: longMonthLabel(month, locale),
            color: paletteColor(index),
            data: data.values[index].map((value) => (value === null ? null : toChartValue(value, unit))),
            valueFormatter: (value: number | null) => formatChartValue(value, unit, locale),
          }))}
        />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" component="h3" align="center">
          {t('dashboard.employees.shareOf', { kpi: kpiLabel })}
        </Typography>
        {kind === 'additive' && data.totals.some((total) => total > 0) ? (
          <PieChart
            height={280}
            colors={[...CHART_PALETTE]}
            series={[
              {
                innerRadius: 50,
                paddingAngle: 1,
                cornerRadius: 3,
                data: data.employees.map((employee, index) => ({
                  id: employee.id,
                  label: employee.name,
                  value: Math.max(0, data.totals[index]),
                })),
                valueFormatter: (item) => formatMetric(item.value, unit, locale),
              },
            ]}
            slotProps={{
              legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } },
            }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary" align="center" sx={{ mt: 4, px: 2 }}>
            {t('dashboard.employees.noShare')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
