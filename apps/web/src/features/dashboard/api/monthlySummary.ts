import { type MonthlyRow, buildPath, paths } from '@rlo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { DASHBOARD_QUERY_KEY, REPORT_STALE_MS, type ReportParams } from './keys';
import { useDashboardSource } from './source';

export type { MonthlyRow };

export interface MonthlySummaryParams extends ReportParams {
  /** 'YYYY-MM-DD'; without from/to the server answers the chart's 24 months, oldest first. */
  from?: string;
  to?: string;
}

export function getMonthlySummary(
  { partnerId, scope, from, to }: MonthlySummaryParams,
  signal?: AbortSignal,
): Promise<MonthlyRow[]> {
  return api<MonthlyRow[]>(buildPath(paths.monthlySummary, { partnerId }), {
    query: { location_id: scope, from, to },
    signal,
  });
}

export function monthlySummaryQueryOptions(params: MonthlySummaryParams) {
  return queryOptions({
    queryKey: [DASHBOARD_QUERY_KEY, 'monthly-summary', params],
    queryFn: ({ signal }) => getMonthlySummary(params, signal),
    staleTime: REPORT_STALE_MS,
    meta: { errorToastKey: 'dashboard.errors.monthlySummary' },
  });
}

export function useMonthlySummary(params: MonthlySummaryParams) {
  const source = useDashboardSource();
  const shop = monthlySummaryQueryOptions(params);
  return useQuery({
    ...shop,
    // Another source (a coach's client location) answers the chart's default 24 months.
    ...(source && {
      queryKey: [...shop.queryKey, source.key] as unknown as typeof shop.queryKey,
      queryFn: ({ signal }: { signal: AbortSignal }) => source.monthlySummary(signal),
    }),
  });
}
