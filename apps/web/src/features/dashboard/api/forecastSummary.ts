import { type ForecastSummary, buildPath, paths } from '@rlo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { DASHBOARD_QUERY_KEY, REPORT_STALE_MS } from './keys';
import { useDashboardSource } from './source';

export type { ForecastSummary };
export type ForecastLine = ForecastSummary['month'];

export interface ForecastSummaryParams {
  partnerId: number;
  /** Goals are per location (kpis.md §7): the pace is asked for one location only. */
  locationId: number;
}

/** Every forecast summary query: a saved forecast goal refreshes them. */
export const FORECAST_SUMMARY_KEY = [DASHBOARD_QUERY_KEY, 'forecast-summary'] as const;

/**
 * GET /dashboard/{partnerId}/forcast_summary?location_id: the goal, actual to date, projection and
 * percents of goal of the week, month and year, all worked out by the API (kpis.md §7).
 */
export function getForecastSummary(
  { partnerId, locationId }: ForecastSummaryParams,
  signal?: AbortSignal,
): Promise<ForecastSummary> {
  return api<ForecastSummary>(buildPath(paths.forecastSummary, { partnerId }), {
    query: { location_id: locationId },
    signal,
  });
}

export function forecastSummaryQueryOptions(params: ForecastSummaryParams) {
  return queryOptions({
    queryKey: [...FORECAST_SUMMARY_KEY, params],
    queryFn: ({ signal }) => getForecastSummary(params, signal),
    staleTime: REPORT_STALE_MS,
    meta: { errorToastKey: 'dashboard.errors.forecastSummary' },
  });
}

export function useForecastSummary(params: ForecastSummaryParams) {
  const source = useDashboardSource();
  const shop = forecastSummaryQueryOptions(params);
  return useQuery({
    ...shop,
    ...(source && {
      queryKey: [...shop.queryKey, source.key] as unknown as typeof shop.queryKey,
      queryFn: ({ signal }: { signal: AbortSignal }) => source.forecastSummary(signal),
    }),
  });
}
