import { buildPath, paths, type WriterStatsRangeRow, type TechStatsRangeRow } from '@rlo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { DASHBOARD_QUERY_KEY, REPORT_STALE_MS } from './keys';
import type { EmployeeStatsParams } from './writerStats';

/** Each advisor's figures over the whole range (kpis.md §5 on the range's sums): the pie's shares. */
export function writerRangeStatsQueryOptions({ partnerId, scope, from, to }: EmployeeStatsParams) {
  return queryOptions({
    queryKey: [DASHBOARD_QUERY_KEY, 'writer-range-stats', { partnerId, scope, from, to }],
    queryFn: ({ signal }) =>
      api<WriterStatsRangeRow[]>(buildPath(paths.writerStatsRange, { partnerId }), {
        query: { location_id: scope, from, to },
        signal,
      }),
    staleTime: REPORT_STALE_MS,
    meta: { errorToastKey: 'dashboard.errors.employeeStats' },
  });
}

/** Each technician's figures over the whole range. */
export function techRangeStatsQueryOptions({ partnerId, scope, from, to }: EmployeeStatsParams) {
  return queryOptions({
    queryKey: [DASHBOARD_QUERY_KEY, 'tech-range-stats', { partnerId, scope, from, to }],
    queryFn: ({ signal }) =>
      api<TechStatsRangeRow[]>(buildPath(paths.techStatsRange, { partnerId }), {
        query: { location_id: scope, from, to },
        signal,
      }),
    staleTime: REPORT_STALE_MS,
    meta: { errorToastKey: 'dashboard.errors.employeeStats' },
  });
}

export function useWriterRangeStats(params: EmployeeStatsParams, enabled: boolean) {
  return useQuery({ ...writerRangeStatsQueryOptions(params), enabled });
}

export function useTechRangeStats(params: EmployeeStatsParams, enabled: boolean) {
  return useQuery({ ...techRangeStatsQueryOptions(params), enabled });
}
