import { type techStatsRowSchema, buildPath, paths } from '@rlo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api';
import { DASHBOARD_QUERY_KEY, REPORT_STALE_MS } from './keys';
import type { EmployeeStatsParams } from './writerStats';

export type TechStatsRow = z.infer<typeof techStatsRowSchema>;

/** Technician figures per month and technician (kpis.md §5). */
export function getTechStats({ partnerId, scope, from, to }: EmployeeStatsParams, signal?: AbortSignal) {
  return api<TechStatsRow[]>(buildPath(paths.techStats, { partnerId }), {
    query: { location_id: scope, from, to },
    signal,
  });
}

export function techStatsQueryOptions(params: EmployeeStatsParams) {
  return queryOptions({
    queryKey: [DASHBOARD_QUERY_KEY, 'tech-stats', params],
    queryFn: ({ signal }) => getTechStats(params, signal),
    staleTime: REPORT_STALE_MS,
    meta: { errorToastKey: 'dashboard.errors.employeeStats' },
  });
}

export function useTechStats(params: EmployeeStatsParams, enabled: boolean) {
  return useQuery({ ...techStatsQueryOptions(params), enabled });
}
