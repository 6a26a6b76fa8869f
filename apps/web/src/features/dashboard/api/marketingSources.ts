import { type marketingRowSchema, buildPath, paths } from '@rlo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api';
import { DASHBOARD_QUERY_KEY, REPORT_STALE_MS, type ReportParams } from './keys';

export type MarketingRow = z.infer<typeof marketingRowSchema>;

/** New customers per month by marketing source, for the chart's 24 months. */
export function getMarketingSources({ partnerId, scope }: ReportParams, signal?: AbortSignal) {
  return api<MarketingRow[]>(buildPath(paths.marketingSources, { partnerId }), {
    query: { location_id: scope },
    signal,
  });
}

export function marketingSourcesQueryOptions(params: ReportParams) {
  return queryOptions({
    queryKey: [DASHBOARD_QUERY_KEY, 'marketing-sources', params],
    queryFn: ({ signal }) => getMarketingSources(params, signal),
    staleTime: REPORT_STALE_MS,
    meta: { errorToastKey: 'dashboard.errors.marketingSources' },
  });
}

export function useMarketingSources(params: ReportParams) {
  return useQuery(marketingSourcesQueryOptions(params));
}
