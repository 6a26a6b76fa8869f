import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isoMonth, type YearMonth } from '@/lib/dates';
import { date as formatDate } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useMonthDetails, type DayRow } from '../../api/monthDetails';
import { longMonthLabel, parseDay } from '../../utils/dates';
import { SUMMARY_METRIC_INFO, type SummaryMetric } from '../../utils/metrics';
import { MetricBarChart } from '../charts/MetricBarChart';
import { useDashboard } from '../DashboardContext';
import { QueryContent } from '../SectionStates';
import { DayRepairOrders } from './DayRepairOrders';

const nothingSold = (days: DayRow[]) => days.every((day) => day.sale_count === 0);

/** The days of a clicked month; clicking a day lists its repair orders. */
export function DailyChart({ month, metric }: { month: YearMonth; metric: SummaryMetric }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { partnerId, scope } = useDashboard();
  const query = useMonthDetails({ partnerId, scope, month: isoMonth(month) });
  const [selectedDay, setSelectedDay] = useState<string | null>(null);
  const { unit } = SUMMARY_METRIC_INFO[metric];
  const title = longMonthLabel(month, locale);
  return (
    <Stack
      spacing={1.5}
      component="section"
      aria-label={t('dashboard.monthly.daysOf', { month: title })}
      data-testid="daily-chart"
    >
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('dashboard.monthly.daysOf', { month: title })}
      </Typography>
      <QueryContent
        query={query}
        height={280}
        isEmpty={nothingSold}
        emptyMessage={t('dashboard.monthly.emptyMonth', { month: title })}
      >
        {(days) => (
          <>
            <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <Typography variant="body2" color="text.secondary">
                {t('dashboard.monthly.clickDay')}
              </Typography>
              {/* The chart's bars take clicks only: the list is the keyboard's (and a screen reader's) way in. */}
              <TextField
                select
                size="small"
                label={t('dashboard.monthly.showDay')}
                value={selectedDay ?? ''}
                onChange={(event) => setSelectedDay(event.target.value || null)}
                sx={{ minWidth: 200, ml: { md: 'auto' } }}
              >
                <MenuItem value="">
                  <em>{t('dashboard.monthly.noMonth')}</em>
                </MenuItem>
                {days.map((day) => (
                  <MenuItem key={day.date} value={day.date}>
                    {formatDate(day.date, locale)}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <MetricBarChart
              height={260}
              labels={days.map((day) => String(parseDay(day.date).getDate()))}
              values={days.map((day) => day[metric])}
              unit={unit}
              seriesLabel={t(`dashboard.metrics.${metric}`)}
              selectedIndex={selectedDay === null ? null : days.findIndex((day) => day.date === selectedDay)}
              onSelect={(index) => setSelectedDay(days[index].date)}
            />
            {selectedDay && (
              <DayRepairOrders key={selectedDay} day={selectedDay} title={formatDate(selectedDay)} />
            )}
          </>
        )}
      </QueryContent>
    </Stack>
  );
}
