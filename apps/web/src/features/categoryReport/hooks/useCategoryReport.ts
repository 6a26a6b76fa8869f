import type { CategoryReportRequest, CategoryType } from '@rlo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getCategoryReport } from '../api/categoryReport';
import { getCategoryReportSaTech } from '../api/categoryReportSaTech';
import { CATEGORY_REPORT_KEY } from '../api/keys';
import { searchDate } from '@/lib/dates';

export type EmployeeType = 'all' | 'advisors' | 'technicians';

export interface ReportFilters {
  locationId: number;
  categoryType: CategoryType;
  categoryIds: number[];
  employeeType: EmployeeType;
  /** The chosen advisors or technicians; null = all of them. */
  employeeIds: number[] | null;
  from: string;
  to: string;
}

/**
 * The report call for the filters: with some advisors or technicians chosen on sms categories,
 * the sa-tech call (its grid is those employees' work); otherwise the shop's report, the employee
 * choice narrowing only the employee chart.
 */
export function reportCall(f: ReportFilters): { saTech: boolean; body: CategoryReportRequest } {
  const ids = f.employeeType === 'all' ? null : f.employeeIds;
  const body: CategoryReportRequest = {
    startDate: searchDate(f.from),
    endDate: searchDate(f.to),
    categoryIds: f.categoryIds,
    categoryType: f.categoryType,
    writerIds: f.employeeType === 'advisors' ? ids : null,
    techIds: f.employeeType === 'technicians' ? ids : null,
  };
  return { saTech: ids !== null && ids.length > 0 && f.categoryType === 'sms', body };
}

export function useCategoryReport(partnerId: number, filters: ReportFilters | null) {
  return useQuery({
    queryKey: [CATEGORY_REPORT_KEY, 'report', partnerId, filters],
    queryFn: ({ signal }) => {
      const f = filters as ReportFilters;
      const { saTech, body } = reportCall(f);
      return (saTech ? getCategoryReportSaTech : getCategoryReport)(partnerId, f.locationId, body, signal);
    },
    enabled: filters !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    meta: { errorToastKey: 'categoryReport.errors.report' },
  });
}
