import {
  buildPath,
  paths,
  type RepairOrderDetail,
  type RepairOrderSummary,
  type RepairOrderPage,
} from '@rlo/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

// The RO audit and deleted-RO calls (3-operations §7 "Customers and CRM", "Repair order maintenance").

export function auditPageOptions(locationId: number, pageNum: number, pageSize: number) {
  return queryOptions({
    queryKey: ['crm', 'ro-audit', locationId, pageNum, pageSize],
    queryFn: ({ signal }) =>
      api<RepairOrderPage>(buildPath(paths.newRepairOrders, { id: locationId }), {
        signal,
        query: { pageNum, pageSize },
      }),
    meta: { errorToastKey: 'crm.errors.audit' },
  });
}

export function useAuditPage(locationId: number | null, pageNum: number, pageSize: number) {
  return useQuery({
    ...auditPageOptions(locationId ?? 0, pageNum, pageSize),
    enabled: locationId !== null,
    placeholderData: keepPreviousData,
  });
}

export interface DeletedParams {
  locationId: number;
  pageNum: number;
  pageSize: number;
  startDate?: string;
  endDate?: string;
}

export function useDeletedRepairOrders(params: DeletedParams | null) {
  return useQuery({
    queryKey: ['crm', 'deleted-ros', params],
    queryFn: ({ signal }) =>
      api<RepairOrderPage>(buildPath(paths.deletedRepairOrders, { id: params!.locationId }), {
        signal,
        query: {
          pageNum: params!.pageNum,
          pageSize: params!.pageSize,
          startDate: params!.startDate,
          endDate: params!.endDate,
        },
      }),
    enabled: params !== null,
    placeholderData: keepPreviousData,
    meta: { errorToastKey: 'crm.errors.deleted' },
  });
}

export function useRepairOrderDetail(id: number | null) {
  return useQuery({
    queryKey: ['crm', 'repair-order', id],
    queryFn: ({ signal }) => api<RepairOrderDetail>(buildPath(paths.repairOrder, { id: id! }), { signal }),
    enabled: id !== null,
    meta: { errorToastKey: 'crm.errors.repairOrder' },
  });
}

/** DELETE /repair-order/update/{id}?orderStatus=…: DELETED deletes, CLOSED restores. */
export function useChangeRepairOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; orderStatus: 'DELETED' | 'CLOSED' }) =>
      api<RepairOrderSummary>(buildPath(paths.deleteRepairOrder, { id: v.id }), {
        method: 'DELETE',
        query: { orderStatus: v.orderStatus },
      }),
    // The dashboard figures, the lists and the audit all move with it.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
