import { type dayRowSchema, buildPath, paths } from '@rlo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api';
import { DASHBOARD_QUERY_KEY, REPORT_STALE_MS, type ReportParams } from './keys';

export type DaySummary = z.infer<typeof dayRowSchema>;

export interface SpecificDayParams extends ReportParams {
  /** 'YYYY-MM-DD'; without it the server picks the specific day (yesterday, Saturday after a Sunday). */
  selectedDate?: string;
}

export function getSpecificDaySummary(
  { partnerId, scope, selectedDate }: SpecificDayParams,
  signal?: AbortSignal,
): Promise<DaySummary> {
  return api<DaySummary>(buildPath(paths.specificDaySummary, { partnerId }), {
    query: { location_id: scope, selectedDate },
    signal,
  });
}

export function specificDaySummaryQueryOptions(params: SpecificDayParams) {
  return queryOptions({
    queryKey: [DASHBOARD_QUERY_KEY, 'specific-day-summary', params],
    queryFn: ({ signal }) => getSpecificDaySummary(params, signal),
    staleTime: REPORT_STALE_MS,
    meta: { errorToastKey: 'dashboard.errors.specificDaySummary' },
  });
}

export function useSpecificDaySummary(params: SpecificDayParams) {
  return useQuery(specificDaySummaryQueryOptions(params));
}
