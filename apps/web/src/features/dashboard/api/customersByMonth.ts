import { type customerReportRowSchema, buildPath, paths } from '@rlo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api';
import { DASHBOARD_QUERY_KEY, REPORT_STALE_MS, type ReportParams } from './keys';

export type CustomerReportRow = z.infer<typeof customerReportRowSchema>;

/** The customer report of kpis.md §6 for the chart's 24 months. */
export function getCustomersByMonth({ partnerId, scope }: ReportParams, signal?: AbortSignal) {
  return api<CustomerReportRow[]>(buildPath(paths.customersByMonth, { partnerId }), {
    query: { location_id: scope },
    signal,
  });
}

export function customersByMonthQueryOptions(params: ReportParams) {
  return queryOptions({
    queryKey: [DASHBOARD_QUERY_KEY, 'customers-by-month', params],
    queryFn: ({ signal }) => getCustomersByMonth(params, signal),
    staleTime: REPORT_STALE_MS,
    meta: { errorToastKey: 'dashboard.errors.customerReport' },
  });
}

export function useCustomersByMonth(params: ReportParams) {
  return useQuery(customersByMonthQueryOptions(params));
}
