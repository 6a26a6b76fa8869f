import { type DailySummaryResponse, buildPath, paths } from '@rlo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { DASHBOARD_QUERY_KEY, REPORT_STALE_MS, type ReportParams } from './keys';
import { useDashboardSource } from './source';

export interface DailySummaryParams extends ReportParams {
  /** Asks for that year's weekly rows (and its whole-year summary) instead of the current year's. */
  year?: number;
}

export function getDailySummary(
  { partnerId, scope, year }: DailySummaryParams,
  signal?: AbortSignal,
): Promise<DailySummaryResponse> {
  return api<DailySummaryResponse>(buildPath(paths.dailySummary, { partnerId }), {
    query: { location_id: scope, year },
    signal,
  });
}

export function dailySummaryQueryOptions(
  params: DailySummaryParams,
  errorToastKey = 'dashboard.errors.dailySummary',
) {
  return queryOptions({
    queryKey: [DASHBOARD_QUERY_KEY, 'daily-summary', params],
    queryFn: ({ signal }) => getDailySummary(params, signal),
    staleTime: REPORT_STALE_MS,
    meta: { errorToastKey },
  });
}

export function useDailySummary(
  params: DailySummaryParams,
  options: { enabled?: boolean; errorToastKey?: string } = {},
) {
  const source = useDashboardSource();
  const shop = dailySummaryQueryOptions(params, options.errorToastKey);
  return useQuery({
    ...shop,
    // Another source (a coach's client location) answers its one location's summary.
    ...(source && {
      queryKey: [...shop.queryKey, source.key] as unknown as typeof shop.queryKey,
      queryFn: ({ signal }: { signal: AbortSignal }) => source.dailySummary(signal),
    }),
    enabled: options.enabled ?? true,
  });
}
