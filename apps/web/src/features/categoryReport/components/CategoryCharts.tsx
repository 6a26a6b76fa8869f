import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { CategoryChartType } from '@rlo/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { compactDollars, money } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import type { Option } from './MultiSelect';
import type { CategoryRow } from '../utils/rows';

const HEIGHT = 320;
const dollars = (cents: number) => cents / 100;
// Every category name under its bar, slanted so that twelve of them fit.
const BAND_AXIS = { scaleType: 'band' as const, height: 64, tickLabelInterval: () => true, tickLabelStyle: { angle: -35, textAnchor: 'end' as const, fontSize: 11 } };

// Distinct colours for up to 14 stacked categories (the default palette repeats after 10).
const STACK_COLORS = ['#3b5bdb', '#f59f00', '#e03131', '#15aabf', '#2f9e44', '#d6336c', '#f76707', '#7048e8', '#5c940d', '#1098ad', '#c2255c', '#495057', '#a61e4d', '#0b7285'];

/** Axis ticks in short dollars ($1.2M, $800K): the exact figures are in the tooltips and the grid. */
function useAxisMoney() {
  const locale = useLocale();
  return [{ width: 64, valueFormatter: (v: number) => compactDollars(v, locale) }];
}

interface SeriesSpec {
  key: keyof CategoryRow;
  label: string;
}

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 320 }}>
      <Typography variant="subtitle1" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

interface CategoryChartProps {
  title: string;
  rows: readonly CategoryRow[];
  series: SeriesSpec[];
  /** The API's sum of the series per category, which the pie shows. */
  pieKey: 'totalSoldCents' | 'totalProfitCents';
  chartType: CategoryChartType;
  onCategory: (index: number) => void;
}

/** One figure pair per category as bars, lines or (their sum) a pie; a click opens the category's ROs. */
function CategoryChart({ title, rows, series, pieKey, chartType, onCategory }: CategoryChartProps) {
  const locale = useLocale();
  const format = (value: number | null) => (value === null ? '' : money(value * 100, locale));
  const labels = rows.map((r) => r.name);
  const data = series.map((s) => ({ label: s.label, data: rows.map((r) => dollars(Number(r[s.key]))), valueFormatter: format }));
  const axisClick = (_event: MouseEvent, axis: { dataIndex: number } | null) => axis && onCategory(axis.dataIndex);
  const yAxis = useAxisMoney();
  return (
    <ChartCard title={title}>
      {chartType === 'pie' ? (
        <PieChart
          height={HEIGHT}
          series={[
            {
              data: rows.map((r, i) => ({ id: i, label: r.name, value: dollars(r[pieKey]) })),
              valueFormatter: (item) => format(item.value),
              innerRadius: 40,
            },
          ]}
          onItemClick={(_event, item) => onCategory(item.dataIndex)}
        />
      ) : chartType === 'line' ? (
        <LineChart height={HEIGHT} xAxis={[{ ...BAND_AXIS, scaleType: 'point', data: labels }]} yAxis={yAxis} series={data} onAxisClick={axisClick} />
      ) : (
        <BarChart
          height={HEIGHT}
          xAxis={[{ ...BAND_AXIS, data: labels }]}
          yAxis={yAxis}
          series={data}
          onAxisClick={axisClick}
          sx={{ '& .MuiBarElement-root': { cursor: 'pointer' } }}
        />
      )}
    </ChartCard>
  );
}

interface CategoryChartsProps {
  rows: readonly CategoryRow[];
  chartType: CategoryChartType;
  employeeTitle: string;
  employees: readonly Option[];
  /** Sold cents per employee id, per category id. */
  employeeSales: Map<number, Map<number, number>>;
  onOpen: (categoryId: number, employeeId?: number) => void;
}

/** The three charts of the report: sales and gross profit per category, and sales per employee and category. */
export function CategoryCharts({ rows, chartType, employeeTitle, employees, employeeSales, onOpen }: CategoryChartsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const categoryAt = (index: number) => {
    const row = rows[index];
    if (row && row.id !== 'total') onOpen(row.id);
  };
  const yAxis = useAxisMoney();
  const shown = employees.filter((e) => employeeSales.has(e.id));
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2}>
        <CategoryChart
          title={t('categoryReport.charts.sales')}
          rows={rows}
          pieKey="totalSoldCents"
          chartType={chartType}
          onCategory={categoryAt}
          series={[
            { key: 'partsSoldCents', label: t('categoryReport.columns.partsSoldCents') },
            { key: 'laborSoldCents', label: t('categoryReport.columns.laborSoldCents') },
          ]}
        />
        <CategoryChart
          title={t('categoryReport.charts.profit')}
          rows={rows}
          pieKey="totalProfitCents"
          chartType={chartType}
          onCategory={categoryAt}
          series={[
            { key: 'partsProfitCents', label: t('categoryReport.columns.partsProfitCents') },
            { key: 'laborProfitCents', label: t('categoryReport.columns.laborProfitCents') },
          ]}
        />
      </Stack>
      <ChartCard title={employeeTitle}>
        {shown.length === 0 ? (
          <Typography color="text.secondary">{t('categoryReport.noEmployeeData')}</Typography>
        ) : (
          // Stacked by category: a bar segment is one employee's sales in one category.
          <BarChart
            height={HEIGHT}
            xAxis={[{ scaleType: 'band', data: shown.map((e) => e.name) }]}
            yAxis={yAxis}
            colors={STACK_COLORS}
            series={rows.map((row) => ({
              id: String(row.id),
              label: row.name,
              stack: 'sales',
              data: shown.map((e) => dollars(employeeSales.get(e.id)?.get(Number(row.id)) ?? 0)),
              valueFormatter: (value: number | null) => (value === null ? '' : money(value * 100, locale)),
            }))}
            onItemClick={(_event, item) => onOpen(Number(item.seriesId), shown[item.dataIndex]?.id)}
            sx={{ '& .MuiBarElement-root': { cursor: 'pointer' } }}
          />
        )}
      </ChartCard>
    </Stack>
  );
}
