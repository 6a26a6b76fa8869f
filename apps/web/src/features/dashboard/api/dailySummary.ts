import { dailySummaryResponseSchema, type DailySummaryResponse, buildPath, paths } from '@rlo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { DASHBOARD_QUERY_KEY, REPORT_STALE_MS, type ReportParams } from './keys';

export interface DailySummaryParams extends ReportParams {
  /** Asks for that year's weekly rows (and its whole-year summary) instead of the current year's. */
  year?: number;
}

export function getDailySummary(
  { partnerId, scope, year }: DailySummaryParams,
  signal?: AbortSignal,
): Promise<DailySummaryResponse> {
  return api(buildPath(paths.dailySummary, { partnerId }), {
    query: { location_id: scope, year },
    schema: dailySummaryResponseSchema,
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
  return useQuery({
    ...dailySummaryQueryOptions(params, options.errorToastKey),
    enabled: options.enabled ?? true,
  });
}
