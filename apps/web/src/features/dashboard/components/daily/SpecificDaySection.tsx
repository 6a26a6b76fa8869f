import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { startOfDay } from 'date-fns';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { date as formatDate } from '@/lib/format';
import { useSpecificDaySummary } from '../../api/specificDaySummary';
import { isoDay } from '@/lib/dates';
import { useAfterIdle } from '@/lib/idle';
import { parseDay } from '../../utils/dates';
import type { SummaryMetric } from '../../utils/metrics';
import { useDashboard } from '../DashboardContext';
import { QueryContent, SectionEmpty } from '../SectionStates';
import { StatTiles } from '../StatTiles';

// The date pickers (about 50 KB gzip) load once the day's figures have come and been drawn, not
// with them.
const DayPicker = lazy(async () => ({ default: (await import('./DayPicker')).DayPicker }));

/**
 * Where the date field will be while it loads: the outline of a small text field with the day in
 * it. Not a skeleton: the figures beside it are shown, so the section is not loading.
 */
function PickerPlaceholder({ day }: { day: Date | null }) {
  return (
    <Box
      aria-hidden
      sx={{ width: 200, height: 40, px: 1.75, display: 'flex', alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1, typography: 'body1' }}
    >
      {day ? formatDate(day) : null}
    </Box>
  );
}

const DAY_METRICS: readonly SummaryMetric[] = [
  'gross_sales_cents',
  'sale_count',
  'average_sale_cents',
  'gross_profit_cents',
  'gross_profit_per',
  'total_labor_sold_seconds',
  'effective_labor_rate_cents',
  'shop_efficiency',
  'labor_sold_cents',
  'parts_sold_cents',
  'tires_sold_cents',
  'new_customers_count',
];

/** The previous business day (the server picks it: yesterday, or Saturday after a Sunday), or a chosen day. */
export function SpecificDayContent() {
  const { t } = useTranslation();
  const { partnerId, scope } = useDashboard();
  const [chosen, setChosen] = useState<Date | null>(null);
  const query = useSpecificDaySummary({
    partnerId,
    scope,
    selectedDate: chosen ? isoDay(chosen) : undefined,
  });
  const shownDay = query.data ? parseDay(query.data.date) : chosen;
  // After the first answer (or error) is on screen; a chosen day was picked with it, so it stays
  // while that day loads.
  const pickerWanted = useAfterIdle(!query.isPending) || chosen !== null;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {pickerWanted ? (
          <Suspense fallback={<PickerPlaceholder day={shownDay} />}>
            <DayPicker
              label={t('dashboard.specificDay.day')}
              value={shownDay}
              onAccept={(day) => setChosen(startOfDay(day))}
            />
          </Suspense>
        ) : (
          <PickerPlaceholder day={shownDay} />
        )}
        {chosen && (
          <Button size="small" onClick={() => setChosen(null)}>
            {t('dashboard.specificDay.backToDefault')}
          </Button>
        )}
      </Stack>
      <QueryContent query={query} height={150} isEmpty={() => false} emptyMessage="">
        {(data) =>
          data.sale_count === 0 ? (
            <SectionEmpty message={t('dashboard.specificDay.empty', { date: formatDate(data.date) })} />
          ) : (
            <StatTiles values={data} metrics={DAY_METRICS} period={{ from: data.date, to: data.date }} />
          )
        }
      </QueryContent>
    </Stack>
  );
}
