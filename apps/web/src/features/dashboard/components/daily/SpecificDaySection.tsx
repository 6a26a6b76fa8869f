import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { startOfDay } from 'date-fns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { date as formatDate } from '@/lib/format';
import { useSpecificDaySummary } from '../../api/specificDaySummary';
import { isoDay } from '@/lib/dates';
import { parseDay } from '../../utils/dates';
import type { SummaryMetric } from '../../utils/metrics';
import { DatePickersProvider } from '@/components/DatePickersProvider';
import { useDashboard } from '../DashboardContext';
import { QueryContent, SectionEmpty } from '../SectionStates';
import { StatTiles } from '../StatTiles';

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
  return (
    <DatePickersProvider>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <DatePicker
            label={t('dashboard.specificDay.day')}
            value={shownDay}
            onAccept={(value) => value && setChosen(startOfDay(value))}
            disableFuture
            slotProps={{ textField: { size: 'small', sx: { width: 200 } } }}
          />
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
    </DatePickersProvider>
  );
}
