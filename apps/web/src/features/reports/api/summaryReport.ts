import { type SummaryReport, paths } from '@rlo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export interface SummaryReportParams {
  partnerId: number;
  locationId: number | 'all';
  startDate: string;
  endDate: string;
}

export function getSummaryReport(params: SummaryReportParams, signal?: AbortSignal): Promise<SummaryReport> {
  return api<SummaryReport>(paths.summaryReport, { query: { ...params }, signal });
}

export function summaryReportQueryOptions(params: SummaryReportParams) {
  return queryOptions({
    queryKey: ['reports', 'summary', params],
    queryFn: ({ signal }) => getSummaryReport(params, signal),
    staleTime: 60_000,
    meta: { errorToastKey: 'reportsPage.errors.summary' },
  });
}

export function useSummaryReport(params: SummaryReportParams, enabled: boolean) {
  return useQuery({ ...summaryReportQueryOptions(params), enabled, placeholderData: keepPreviousData });
}
