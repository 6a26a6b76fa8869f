import { buildPath, paths, type RepairOrderPage } from '@rlo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { DASHBOARD_QUERY_KEY } from './keys';

export interface CustomerRepairOrdersParams {
  locationId: number;
  customerId: number;
  pageSize: number;
}

/** A customer's RO history at a location, newest first (the side panel of the RO details). */
export function getCustomerRepairOrders(
  { locationId, customerId, pageSize }: CustomerRepairOrdersParams,
  signal?: AbortSignal,
): Promise<RepairOrderPage> {
  return api<RepairOrderPage>(buildPath(paths.customerRepairOrders, { locationId, customerId }), {
    query: { page_num: 1, page_size: pageSize },
    signal,
  });
}

export function customerRepairOrdersQueryOptions(params: CustomerRepairOrdersParams) {
  return queryOptions({
    queryKey: [DASHBOARD_QUERY_KEY, 'customer-repair-orders', params],
    queryFn: ({ signal }) => getCustomerRepairOrders(params, signal),
    meta: { errorToastKey: 'dashboard.errors.roHistory' },
  });
}

export function useCustomerRepairOrders(params: CustomerRepairOrdersParams) {
  return useQuery(customerRepairOrdersQueryOptions(params));
}
