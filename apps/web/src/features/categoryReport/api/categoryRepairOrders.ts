import { CATEGORY_RO_PAGE_SIZE, paths, type RepairOrderPage } from '@rlo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { CATEGORY_REPORT_KEY } from './keys';

export interface CategoryRosParams {
  partnerId: number;
  locationId: number;
  /** An sms category id, or a dashboard category id when `dashboard`. */
  categoryId: number;
  dashboard: boolean;
  startDate: string;
  endDate: string;
  writerId?: number;
  techId?: number;
  pageNum: number;
}

/** GET /category/repair_order: one page (10) of the ROs with lines of the category, at most 7 days. */
export function getCategoryRepairOrders(p: CategoryRosParams, signal?: AbortSignal) {
  return api<RepairOrderPage>(paths.categoryRepairOrders, {
    query: {
      partnerIds: p.partnerId,
      locationIds: p.locationId,
      [p.dashboard ? 'dashboardCategoryId' : 'categoryId']: p.categoryId,
      startDate: p.startDate,
      endDate: p.endDate,
      writerId: p.writerId,
      techId: p.techId,
      pageNum: p.pageNum,
      pageSize: CATEGORY_RO_PAGE_SIZE,
    },
    signal,
  });
}

export function useCategoryRepairOrders(params: CategoryRosParams | null) {
  return useQuery({
    queryKey: [CATEGORY_REPORT_KEY, 'ros', params],
    queryFn: ({ signal }) => getCategoryRepairOrders(params as CategoryRosParams, signal),
    enabled: params !== null,
    placeholderData: keepPreviousData,
    meta: { errorToastKey: 'categoryReport.errors.repairOrders' },
  });
}
