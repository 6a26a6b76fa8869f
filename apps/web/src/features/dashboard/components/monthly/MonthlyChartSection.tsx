import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isoMonth } from '@/lib/dates';
import { useLocale } from '@/lib/i18n';
import { useMonthlySummary, type MonthlyRow } from '../../api/monthlySummary';
import { useDashboardSource } from '../../api/source';
import { useGoalLine } from '../../hooks/useGoalLine';
import { longMonthLabel, monthLabel } from '../../utils/dates';
import { SUMMARY_METRIC_INFO, type ChartGroup, type SummaryMetric } from '../../utils/metrics';
import { MetricBarChart } from '../charts/MetricBarChart';
import { useDashboard } from '../DashboardContext';
import { QueryContent } from '../SectionStates';
import { BlockTotals } from './BlockTotals';
import { DailyChart } from './DailyChart';
import { MetricSelectors } from './MetricSelectors';

const nothingSold = (rows: MonthlyRow[]) => rows.every((row) => row.sale_count === 0);

export function MonthlyChartContent() {
  const { t } = useTranslation();
  const { partnerId, scope } = useDashboard();
  const query = useMonthlySummary({ partnerId, scope });
  return (
    <QueryContent
      query={query}
      height={420}
      isEmpty={nothingSold}
      emptyMessage={t('dashboard.monthly.empty')}
    >
      {(rows) => <MonthlyChart rows={rows} />}
    </QueryContent>
  );
}

function MonthlyChart({ rows }: { rows: MonthlyRow[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { partnerId, scope } = useDashboard();
  const [group, setGroup] = useState<ChartGroup>('key_indicators');
  const [metric, setMetric] = useState<SummaryMetric>('gross_sales_cents');
  const [selectedMonth, setSelectedMonth] = useState<string | null>(null);
  const goalLine = useGoalLine(partnerId, scope);
  // Another source (a coach's view) has no goals or day drill-down calls: the chart and its totals only.
  const readOnly = useDashboardSource() !== null;
  const { unit } = SUMMARY_METRIC_INFO[metric];
  const months = rows.map((row) => isoMonth(row));
  const selectedIndex = selectedMonth === null ? -1 : months.indexOf(selectedMonth);
  const selectedRow = selectedIndex === -1 ? null : rows[selectedIndex];

  const changeChart = (nextGroup: ChartGroup, nextMetric: SummaryMetric) => {
    setGroup(nextGroup);
    setMetric(nextMetric);
    void goalLine.chartChanged(nextGroup, nextMetric);
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <MetricSelectors group={group} metric={metric} onChange={changeChart} />
        {!readOnly && (
          <FormControlLabel
            control={
              <Switch
                checked={goalLine.on}
                onChange={(event) => void goalLine.toggle(event.target.checked, group, metric)}
              />
            }
            label={t('dashboard.monthly.showGoal')}
          />
        )}
        {!readOnly && (
        <TextField
          select
          size="small"
          label={t('dashboard.monthly.showDays')}
          value={selectedRow ? isoMonth(selectedRow) : ''}
          onChange={(event) => setSelectedMonth(event.target.value || null)}
          sx={{ minWidth: 200, ml: { md: 'auto' } }}
        >
          <MenuItem value="">
            <em>{t('dashboard.monthly.noMonth')}</em>
          </MenuItem>
          {[...rows].reverse().map((row) => (
            <MenuItem key={isoMonth(row)} value={isoMonth(row)}>
              {longMonthLabel(row, locale)}
            </MenuItem>
          ))}
        </TextField>
        )}
      </Stack>
      <MetricBarChart
        labels={rows.map((row) => monthLabel(row, locale))}
        values={rows.map((row) => row[metric])}
        unit={unit}
        seriesLabel={t(`dashboard.metrics.${metric}`)}
        selectedIndex={selectedIndex === -1 ? null : selectedIndex}
        onSelect={readOnly ? undefined : (index) => setSelectedMonth(months[index])}
        goal={goalLine.valueFor(group, metric)}
        splitAt={rows.length - 12}
      />
      <BlockTotals rows={rows} metric={metric} />
      {selectedRow && <DailyChart key={isoMonth(selectedRow)} month={selectedRow} metric={metric} />}
    </Stack>
  );
}
