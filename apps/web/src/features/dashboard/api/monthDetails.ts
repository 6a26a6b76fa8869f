import { type dayRowSchema, buildPath, paths } from '@rlo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api';
import { DASHBOARD_QUERY_KEY, REPORT_STALE_MS, type ReportParams } from './keys';

export type DayRow = z.infer<typeof dayRowSchema>;

export interface MonthDetailsParams extends ReportParams {
  /** 'YYYY-MM' */
  month: string;
}

/** Every day of a month up to today, for the daily chart under a clicked month. */
export function getMonthDetails(
  { partnerId, scope, month }: MonthDetailsParams,
  signal?: AbortSignal,
): Promise<DayRow[]> {
  return api<DayRow[]>(buildPath(paths.monthDetails, { partnerId, yyyymm: month }), {
    query: { location_id: scope },
    signal,
  });
}

export function monthDetailsQueryOptions(params: MonthDetailsParams) {
  return queryOptions({
    queryKey: [DASHBOARD_QUERY_KEY, 'month-details', params],
    queryFn: ({ signal }) => getMonthDetails(params, signal),
    staleTime: REPORT_STALE_MS,
    meta: { errorToastKey: 'dashboard.errors.monthDetails' },
  });
}

export function useMonthDetails(params: MonthDetailsParams) {
  return useQuery(monthDetailsQueryOptions(params));
}
