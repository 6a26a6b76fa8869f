import Box from '@mui/material/Box';
import { useQueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { customersByMonthQueryOptions } from '../api/customersByMonth';
import { dailySummaryQueryOptions } from '../api/dailySummary';
import { forecastSummaryQueryOptions } from '../api/forecastSummary';
import { marketingSourcesQueryOptions } from '../api/marketingSources';
import { monthlySummaryQueryOptions } from '../api/monthlySummary';
import { specificDaySummaryQueryOptions } from '../api/specificDaySummary';
import { writerStatsQueryOptions } from '../api/writerStats';
import { writerRangeStatsQueryOptions } from '../api/employeeRangeStats';
import { isoDay } from '@/lib/dates';
import { defaultEmployeeRange } from '../utils/dates';
import { isSingleLocation } from '../utils/locations';
import { useDashboard } from './DashboardContext';
import { DashboardSection } from './DashboardSection';
import { businessNow } from '@/lib/businessClock';

// Each section's code (charts, grids, pickers) loads with the section, when it scrolls into view.
const DailySummaryContent = lazy(async () => ({
  default: (await import('./daily/DailySummarySection')).DailySummaryContent,
}));
const SpecificDayContent = lazy(async () => ({
  default: (await import('./daily/SpecificDaySection')).SpecificDayContent,
}));
const MonthlyChartContent = lazy(async () => ({
  default: (await import('./monthly/MonthlyChartSection')).MonthlyChartContent,
}));
const YearlyComparisonContent = lazy(async () => ({
  default: (await import('./yearly/YearlyComparisonSection')).YearlyComparisonContent,
}));
const WeeklyContent = lazy(async () => ({ default: (await import('./weekly/WeeklySection')).WeeklyContent }));
const EmployeeContent = lazy(async () => ({
  default: (await import('./employees/EmployeeSection')).EmployeeContent,
}));
const CustomerReportContent = lazy(async () => ({
  default: (await import('./customers/CustomerReportSection')).CustomerReportContent,
}));
const MarketingContent = lazy(async () => ({
  default: (await import('./marketing/MarketingSection')).MarketingContent,
}));

/** The anchors the spec names, and the rest of the sections. */
export const SECTION_IDS = {
  daily: 'daily-summary-section',
  specificDay: 'specific-day-section',
  monthly: 'monthly-barchart-section',
  yearly: 'yearly-comparison-section',
  weekly: 'weekly-chart-section',
  employees: 'employee-barchart-section',
  customers: 'customer-report-section',
  marketing: 'marketing-sources-section',
} as const;

/** The eight sections of 2-dashboard §2, in order; each loads when it scrolls into view. */
export function DashboardSections() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { partnerId, scope } = useDashboard();
  const report = { partnerId, scope };
  // Each section's first call, with the key its content will use, starts alongside its code download.
  const employeeRange = () => {
    const { start, end } = defaultEmployeeRange(businessNow());
    return { ...report, from: isoDay(start), to: isoDay(end) };
  };
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <Box sx={{ gridColumn: '1 / -1' }}>
        <DashboardSection
          id={SECTION_IDS.daily}
          prefetch={() => {
            void queryClient.prefetchQuery(dailySummaryQueryOptions(report));
            // The pace against goal heads the section; goals are per location, so not for All.
            if (isSingleLocation(scope)) {
              void queryClient.prefetchQuery(forecastSummaryQueryOptions({ partnerId, locationId: scope }));
            }
          }}
          title={t('dashboard.sections.daily')}
          placeholderHeight={560}
        >
          <DailySummaryContent />
        </DashboardSection>
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <DashboardSection
          id={SECTION_IDS.specificDay}
          prefetch={() => void queryClient.prefetchQuery(specificDaySummaryQueryOptions(report))}
          title={t('dashboard.sections.specificDay')}
          subtitle={t('dashboard.specificDay.subtitle')}
          placeholderHeight={170}
        >
          <SpecificDayContent />
        </DashboardSection>
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <DashboardSection
          id={SECTION_IDS.monthly}
          prefetch={() => void queryClient.prefetchQuery(monthlySummaryQueryOptions(report))}
          title={t('dashboard.sections.monthly')}
          subtitle={t('dashboard.monthly.subtitle')}
          placeholderHeight={480}
        >
          <MonthlyChartContent />
        </DashboardSection>
      </Box>
      <DashboardSection
        id={SECTION_IDS.yearly}
        title={t('dashboard.sections.yearly')}
        placeholderHeight={420}
      >
        <YearlyComparisonContent />
      </DashboardSection>
      <DashboardSection
        id={SECTION_IDS.weekly}
        prefetch={() => void queryClient.prefetchQuery(dailySummaryQueryOptions(report))}
        title={t('dashboard.sections.weekly')}
        placeholderHeight={420}
      >
        <WeeklyContent />
      </DashboardSection>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <DashboardSection
          id={SECTION_IDS.employees}
          prefetch={() => {
            void queryClient.prefetchQuery(writerStatsQueryOptions(employeeRange()));
            void queryClient.prefetchQuery(writerRangeStatsQueryOptions(employeeRange()));
          }}
          title={t('dashboard.sections.employees')}
          placeholderHeight={400}
        >
          <EmployeeContent />
        </DashboardSection>
      </Box>
      <DashboardSection
        id={SECTION_IDS.customers}
        prefetch={() => void queryClient.prefetchQuery(customersByMonthQueryOptions(report))}
        title={t('dashboard.sections.customers')}
        subtitle={t('dashboard.customers.subtitle')}
        placeholderHeight={520}
      >
        <CustomerReportContent />
      </DashboardSection>
      <DashboardSection
        id={SECTION_IDS.marketing}
        prefetch={() => void queryClient.prefetchQuery(marketingSourcesQueryOptions(report))}
        title={t('dashboard.sections.marketing')}
        subtitle={t('dashboard.marketing.subtitle')}
        placeholderHeight={380}
      >
        <MarketingContent />
      </DashboardSection>
    </Box>
  );
}
