import { type RepairOrderPage, buildPath, paths } from '@rlo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { DASHBOARD_QUERY_KEY, REPORT_STALE_MS, type ReportParams } from './keys';

export type { RepairOrderPage };

export interface DayRepairOrdersParams extends ReportParams {
  /** 'YYYY-MM-DD', a business date */
  date: string;
  pageNum: number;
  pageSize: number;
}

/** The counted ROs behind one day of the daily chart. */
export function getDayRepairOrders(
  { partnerId, scope, date, pageNum, pageSize }: DayRepairOrdersParams,
  signal?: AbortSignal,
): Promise<RepairOrderPage> {
  return api<RepairOrderPage>(buildPath(paths.dayRepairOrders, { partnerId }), {
    query: { date, location_id: scope, page_num: pageNum, page_size: pageSize },
    signal,
  });
}

export function dayRepairOrdersQueryOptions(params: DayRepairOrdersParams) {
  return queryOptions({
    queryKey: [DASHBOARD_QUERY_KEY, 'day-repair-orders', params],
    queryFn: ({ signal }) => getDayRepairOrders(params, signal),
    staleTime: REPORT_STALE_MS,
    placeholderData: keepPreviousData,
    meta: { errorToastKey: 'dashboard.errors.repairOrders' },
  });
}

export function useDayRepairOrders(params: DayRepairOrdersParams) {
  return useQuery(dayRepairOrdersQueryOptions(params));
}
