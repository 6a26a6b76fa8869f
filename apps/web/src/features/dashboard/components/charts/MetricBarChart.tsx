import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import { formatAxisTick, formatChartValue, toChartValue } from '../../utils/formatMetric';
import type { MetricUnit } from '../../utils/metrics';
import {
  GOAL_LINE_COLOR as GOAL_COLOR,
  PREVIOUS_BLOCK_COLOR,
  RECENT_BLOCK_COLOR as BAR_COLOR,
  SELECTED_BAR_COLOR as SELECTED_COLOR,
} from '../../utils/palette';

interface MetricBarChartProps {
  /** One label per bar, unique. */
  labels: string[];
  /** Raw API values (cents, seconds …), one per label. */
  values: number[];
  unit: MetricUnit;
  seriesLabel: string;
  height?: number;
  /** The bar drawn in the accent colour. */
  selectedIndex?: number | null;
  /** Clicking anywhere in a bar's column selects it. */
  onSelect?: (index: number) => void;
  /** The goal, in the metric's raw unit: a dashed line. */
  goal?: number | null;
  /** Bars before this index are drawn lighter: the previous 12 months against the recent 12. */
  splitAt?: number;
}

/** One metric over months or days: the monthly and daily charts of the dashboard. */
export function MetricBarChart({
  labels,
  values,
  unit,
  seriesLabel,
  height = 320,
  selectedIndex = null,
  onSelect,
  goal = null,
  splitAt = 0,
}: MetricBarChartProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const data = values.map((value) => toChartValue(value, unit));
  const goalValue = goal === null ? null : toChartValue(goal, unit);
  const highest = Math.max(0, ...data, goalValue ?? 0);
  return (
    <BarChart
      height={height}
      colors={[BAR_COLOR]}
      hideLegend
      margin={{ left: 8, right: 16, top: 16, bottom: 8 }}
      xAxis={[
        {
          scaleType: 'band',
          data: labels,
          colorMap:
            selectedIndex === null && splitAt === 0
              ? undefined
              : {
                  type: 'ordinal',
                  values: labels,
                  colors: labels.map((_, index) =>
                    index === selectedIndex
                      ? SELECTED_COLOR
                      : index < splitAt
                        ? PREVIOUS_BLOCK_COLOR
                        : BAR_COLOR,
                  ),
                },
        },
      ]}
      yAxis={[
        {
          width: 64,
          valueFormatter: (value: number) => formatAxisTick(value, unit, locale),
          // Room for the goal line when it is above every bar.
          max: goalValue !== null && goalValue >= highest ? goalValue * 1.08 : undefined,
        },
      ]}
      series={[
        {
          data,
          label: seriesLabel,
          valueFormatter: (value) => formatChartValue(value, unit, locale),
        },
      ]}
      onAxisClick={onSelect ? (_event, axis) => axis && onSelect(axis.dataIndex) : undefined}
      sx={onSelect ? { '& .MuiBarElement-root': { cursor: 'pointer' } } : undefined}
    >
      {goalValue !== null && (
        <ChartsReferenceLine
          y={goalValue}
          label={t('dashboard.monthly.goalLine', { value: formatChartValue(goalValue, unit, locale) })}
          labelAlign="end"
          lineStyle={{ stroke: GOAL_COLOR, strokeDasharray: '6 4', strokeWidth: 2 }}
          labelStyle={{ fill: GOAL_COLOR, fontSize: 12, fontWeight: 600 }}
        />
      )}
    </BarChart>
  );
}
