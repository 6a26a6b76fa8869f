import { type writerStatsRowSchema, buildPath, paths } from '@rlo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api';
import { DASHBOARD_QUERY_KEY, REPORT_STALE_MS, type ReportParams } from './keys';

export type WriterStatsRow = z.infer<typeof writerStatsRowSchema>;

export interface EmployeeStatsParams extends ReportParams {
  from: string;
  to: string;
}

/** Service advisor figures per month and advisor (kpis.md §5). */
export function getWriterStats({ partnerId, scope, from, to }: EmployeeStatsParams, signal?: AbortSignal) {
  return api<WriterStatsRow[]>(buildPath(paths.writerStats, { partnerId }), {
    query: { location_id: scope, from, to },
    signal,
  });
}

export function writerStatsQueryOptions(params: EmployeeStatsParams) {
  return queryOptions({
    queryKey: [DASHBOARD_QUERY_KEY, 'writer-stats', params],
    queryFn: ({ signal }) => getWriterStats(params, signal),
    staleTime: REPORT_STALE_MS,
    meta: { errorToastKey: 'dashboard.errors.employeeStats' },
  });
}

export function useWriterStats(params: EmployeeStatsParams, enabled: boolean) {
  return useQuery({ ...writerStatsQueryOptions(params), enabled });
}
