import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ClientLocation } from '@rlo/contract';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBlock, LoadingBlock } from '@/components/QueryStates';
import { businessNow } from '@/lib/businessClock';
import { presetRange, rangeError, type DatePreset, type DayRange } from '@/lib/datePresets';
import { clientDashboardSource, useClientSummaryReport } from '@/features/coaching/api/clientLocations';
import { ClientRepairOrders } from '@/features/coaching/components/ClientRepairOrders';
import type { ClientView } from '@/features/coaching/components/ClientLocationPage';
import { DashboardSourceContext } from '@/features/dashboard/api/source';
import { DashboardContext } from '@/features/dashboard/components/DashboardContext';
import { DailySummaryContent } from '@/features/dashboard/components/daily/DailySummarySection';
import { MonthlyChartContent } from '@/features/dashboard/components/monthly/MonthlyChartSection';
import { useRepairOrderColumns } from '@/features/dashboard/components/repairOrders/repairOrderColumns';
import { RepairOrderDialog } from '@/features/dashboard/components/repairOrders/RepairOrderDialog';
import { DateRangeFields } from '@/features/reports/components/DateRangeFields';
import { SummaryReportTables } from '@/features/reports/components/SummaryReportTables';

// The coach's read-only views of a client location (issue 31 item 8): the shop's own dashboard,
// RO and report components, reading from the /agent/client-locations/{id}/… calls. Composed here
// because a feature never imports another one.

/** The dashboard's context for one client location, read-only, with the agent calls as its source. */
function ClientDashboardScope({ location, children }: { location: ClientLocation; children: ReactNode }) {
  const source = useMemo(() => clientDashboardSource(location.id), [location.id]);
  return (
    <DashboardContext.Provider
      value={{
        partnerId: location.partnerId,
        scope: location.id,
        isShopOwner: false,
        email: '',
        canManage: false,
        locationName: location.name,
      }}
    >
      <DashboardSourceContext.Provider value={source}>{children}</DashboardSourceContext.Provider>
    </DashboardContext.Provider>
  );
}

function Section({ id, title, subtitle, children }: { id: string; title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={`${id}-heading`} sx={{ p: { xs: 2, md: 2.5 }, minWidth: 0 }}>
      <Typography id={`${id}-heading`} variant="h6" component="h2">
        {title}
      </Typography>
      {subtitle && (
        <Typography variant="body2" color="text.secondary">
          {subtitle}
        </Typography>
      )}
      <Stack sx={{ mt: 2 }}>{children}</Stack>
    </Paper>
  );
}

function ClientDashboard({ location }: { location: ClientLocation }) {
  const { t } = useTranslation();
  return (
    <ClientDashboardScope location={location}>
      <Stack spacing={2.5}>
        <Section id="client-daily" title={t('dashboard.sections.daily')}>
          <DailySummaryContent />
        </Section>
        {/* No subtitle: the shop's says a month opens its days, a drill-down the coach's calls leave out. */}
        <Section id="client-monthly" title={t('dashboard.sections.monthly')}>
          <MonthlyChartContent />
        </Section>
      </Stack>
    </ClientDashboardScope>
  );
}

function ClientRepairOrderList({ location }: { location: ClientLocation }) {
  const columns = useRepairOrderColumns();
  return (
    <ClientDashboardScope location={location}>
      <ClientRepairOrders
        locationId={location.id}
        columns={columns}
        renderDetail={(id, onClose) => <RepairOrderDialog repairOrderId={id} onClose={onClose} />}
      />
    </ClientDashboardScope>
  );
}

function ClientReport({ location }: { location: ClientLocation }) {
  const { t } = useTranslation();
  const [preset, setPreset] = useState<DatePreset>('currentMonth');
  const [range, setRange] = useState<DayRange>(() => presetRange('currentMonth', businessNow()));
  const error = rangeError(range.from, range.to);
  const report = useClientSummaryReport(location.id, { startDate: range.from, endDate: range.to }, error === null);
  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
        <DateRangeFields
          preset={preset}
          range={range}
          onPreset={(next) => {
            setPreset(next);
            if (next !== 'custom') setRange(presetRange(next, businessNow()));
          }}
          onRange={(next) => {
            setPreset('custom');
            setRange(next);
          }}
          error={error ? t(`reportsPage.errors.${error}`) : null}
        />
      </Stack>
      {error !== null ? null : report.isPending ? (
        <LoadingBlock height={320} />
      ) : report.isError ? (
        <ErrorBlock error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <Stack spacing={2} sx={{ opacity: report.isPlaceholderData ? 0.6 : 1 }} aria-busy={report.isFetching}>
          {report.data.roCount === 0 && <Typography color="text.secondary">{t('reportsPage.noData')}</Typography>}
          <SummaryReportTables report={report.data} />
        </Stack>
      )}
    </Stack>
  );
}

export const CLIENT_VIEWS: Record<ClientView, (location: ClientLocation) => ReactNode> = {
  dashboard: (location) => <ClientDashboard location={location} />,
  repairOrders: (location) => <ClientRepairOrderList location={location} />,
  reports: (location) => <ClientReport location={location} />,
};
