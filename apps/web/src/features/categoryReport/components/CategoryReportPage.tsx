import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { DEFAULT_CATEGORY_CHART } from '@rlo/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDashboardCategories } from '../api/dashboardCategories';
import { useSmsCategories } from '../api/smsCategories';
import { useCategoryReport, type ReportFilters } from '../hooks/useCategoryReport';
import { exportCategoryCsv } from '../utils/exportCsv';
import { isoDay } from '@/lib/dates';
import { startOfLastYear } from '../utils/dates';
import { categoryRows, employeeSales, isEmptyReport, type CategoryRow } from '../utils/rows';
import { CategoryCharts } from './CategoryCharts';
import { CategoryGrid } from './CategoryGrid';
import { CategoryRosDialog, type RepairOrderDialogComponent, type RosTarget } from './CategoryRosDialog';
import { FiltersPanel, type FilterState } from './FiltersPanel';
import type { Option } from './MultiSelect';
import { ErrorBlock, LoadingBlock } from '@/components/QueryStates';
import { businessNow } from '@/lib/businessClock';
import { PageTitle } from '@/components/PageTitle';

interface CategoryReportPageProps {
  partnerId: number;
  /** The partner's enabled locations. */
  locations: readonly Option[];
  defaultLocationId: number | null;
  RepairOrderDialog: RepairOrderDialogComponent;
  /** The user's calendar day; a parameter so that tests fix it. */
  now?: Date;
}

/** /categoryReport (3-operations §2 "Category report"): a grid and three charts per category, with the RO drill-down. */
export function CategoryReportPage({ partnerId, locations, defaultLocationId, RepairOrderDialog, now = businessNow() }: CategoryReportPageProps) {
  const { t } = useTranslation();
  const today = isoDay(now);
  const minDay = startOfLastYear(now);
  const [state, setState] = useState<FilterState>(() => ({
    locationId: (locations.find((l) => l.id === defaultLocationId) ?? locations[0])?.id ?? 0,
    categoryType: 'sms',
    employeeType: 'all',
    categoryIds: null,
    employeeIds: null,
    range: { from: minDay, to: today },
    chartType: DEFAULT_CATEGORY_CHART,
  }));
  const [target, setTarget] = useState<RosTarget | null>(null);
  const dashboard = state.categoryType === 'dashboard';
  const sms = useSmsCategories(partnerId, state.locationId || null, !dashboard);
  const dash = useDashboardCategories(dashboard);
  const lists = dashboard ? dash : sms;
  const categories: Option[] = useMemo(
    () => (dashboard ? (dash.data ?? []) : (sms.data ?? []).map((c) => ({ id: c.categoryID, name: c.name }))),
    [dashboard, dash.data, sms.data],
  );
  const { from, to } = state.range;
  const rangeError = !from || !to || from > to ? 'order' : from < minDay ? 'tooEarly' : to > today ? 'future' : null;
  const categoryIds = state.categoryIds ?? categories.map((c) => c.id);
  const noEmployees = state.employeeType !== 'all' && state.employeeIds?.length === 0;
  const filters: ReportFilters | null =
    lists.data && rangeError === null && categoryIds.length > 0 && !noEmployees && state.locationId
      ? { locationId: state.locationId, categoryType: state.categoryType, categoryIds, employeeType: state.employeeType, employeeIds: state.employeeIds, from, to }
      : null;
  const report = useCategoryReport(partnerId, filters);
  const chosen = categories.filter((c) => categoryIds.includes(c.id));
  const rows = report.data ? categoryRows(report.data, chosen, t('categoryReport.total')) : [];
  const role = state.employeeType === 'technicians' ? 'tech' : 'writer';
  const employees = (role === 'tech' ? report.data?.techs : report.data?.writers) ?? [];
  const options = employees.map((e) => ({ id: e.id, name: e.fullName }));
  // From the category charts and the grid, one chosen employee narrows the ROs to theirs.
  const single = state.employeeType !== 'all' && state.employeeIds?.length === 1 ? state.employeeIds[0] : undefined;
  const open = (categoryId: number, employeeId = single) => {
    const employee = options.find((e) => e.id === employeeId);
    const name = categories.find((c) => c.id === categoryId)?.name ?? String(categoryId);
    setTarget({ categoryId, categoryName: name, dashboard, employeeName: employee?.name, ...(employee ? { [role === 'tech' ? 'techId' : 'writerId']: employee.id } : {}) });
  };
  const body = () => {
    if (!state.locationId) return <Alert severity="info">{t('categoryReport.noLocation')}</Alert>;
    if (rangeError) return null;
    if (lists.isError) return <ErrorBlock error={lists.error} onRetry={() => void lists.refetch()} />;
    if (lists.data && categories.length === 0) return <Alert severity="info">{t(`categoryReport.noCategories.${state.categoryType}`)}</Alert>;
    if (lists.data && categoryIds.length === 0) return <Alert severity="info">{t('categoryReport.pickCategory')}</Alert>;
    if (noEmployees) return <Alert severity="info">{t('categoryReport.pickEmployee')}</Alert>;
    if (!report.data && !report.isError) return <LoadingBlock height={360} />;
    if (report.isError) return <ErrorBlock error={report.error} onRetry={() => void report.refetch()} />;
    const rowsOnly = rows.filter((r): r is CategoryRow & { id: number } => r.id !== 'total');
    return (
      <Stack spacing={2} sx={{ opacity: report.isPlaceholderData ? 0.6 : 1 }} aria-busy={report.isFetching}>
        {isEmptyReport(rows) && <Alert severity="info" data-state="empty">{t('categoryReport.noData')}</Alert>}
        <CategoryGrid rows={rows} onOpen={(row) => row.id !== 'total' && open(row.id)} />
        {report.data && (
          <CategoryCharts
            rows={rowsOnly}
            chartType={state.chartType}
            employeeTitle={t(role === 'tech' ? 'categoryReport.charts.technicians' : 'categoryReport.charts.advisors')}
            employees={options}
            employeeSales={employeeSales(report.data, role)}
            onOpen={open}
          />
        )}
      </Stack>
    );
  };
  return (
    <Stack spacing={2.5}>
      <PageTitle>
        {t('categoryReport.title')}
      </PageTitle>
      <FiltersPanel
        value={state}
        onChange={(next) => setState((s) => ({ ...s, ...next }))}
        locations={locations}
        categories={categories}
        employees={options}
        minDay={minDay}
        today={today}
        rangeError={rangeError ? t(`categoryReport.rangeErrors.${rangeError}`, { date: minDay }) : null}
        canExport={rows.length > 0}
        onExport={() => exportCategoryCsv(t, rows, state.range)}
      />
      {body()}
      {target && (
        <CategoryRosDialog
          partnerId={partnerId}
          locationId={state.locationId}
          target={target}
          parent={state.range}
          today={today}
          onClose={() => setTarget(null)}
          RepairOrderDialog={RepairOrderDialog}
        />
      )}
    </Stack>
  );
}
