import {
  buildPath,
  paths,
  type CrmCustomerDetail,
  type CustomerMergeResult,
  type RepairOrderPage,
  type CrmCustomerPage,
  type DuplicateCustomerList,
  type VehicleRecommendationPage,
} from '@rlo/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

// The calls of /all-customers (3-operations §7 "Customers and CRM"). Every key starts with 'crm'
// so that a merge or a date correction refreshes them all.
export const CRM_KEY = 'crm';

export interface Paging {
  page: number;
  pageSize: number;
}
const pagingQuery = (p: Paging) => ({ page_num: p.page + 1, page_size: p.pageSize });

export function useCustomers(locationId: number | null, filter: string, paging: Paging) {
  return useQuery({
    queryKey: [CRM_KEY, 'customers', locationId, filter, paging],
    queryFn: ({ signal }) =>
      api<CrmCustomerPage>(buildPath(paths.locationCustomers, { id: locationId! }), {
        signal,
        query: { filter: filter || undefined, ...pagingQuery(paging) },
      }),
    enabled: locationId !== null,
    placeholderData: keepPreviousData,
    meta: { errorToastKey: 'crm.errors.customers' },
  });
}

export function useCustomer(partnerId: number, customerId: number | null) {
  return useQuery({
    queryKey: [CRM_KEY, 'customer', customerId],
    queryFn: ({ signal }) =>
      api<CrmCustomerDetail>(buildPath(paths.crmCustomer, { partnerId, id: customerId! }), { signal }),
    enabled: customerId !== null,
    meta: { errorToastKey: 'crm.errors.customer' },
  });
}

export function useCustomerRepairOrders(locationId: number, customerId: number, paging: Paging) {
  return useQuery({
    queryKey: [CRM_KEY, 'customer-ros', customerId, paging],
    queryFn: ({ signal }) =>
      api<RepairOrderPage>(buildPath(paths.customerRepairOrders, { locationId, customerId }), {
        signal,
        query: pagingQuery(paging),
      }),
    placeholderData: keepPreviousData,
    meta: { errorToastKey: 'crm.errors.activity' },
  });
}

export function useVehicleRepairOrders(vehicleId: number, paging: Paging) {
  return useQuery({
    queryKey: [CRM_KEY, 'vehicle-ros', vehicleId, paging],
    queryFn: ({ signal }) =>
      api<RepairOrderPage>(buildPath(paths.vehicleRepairOrders, { id: vehicleId }), {
        signal,
        query: pagingQuery(paging),
      }),
    placeholderData: keepPreviousData,
    meta: { errorToastKey: 'crm.errors.vehicle' },
  });
}

export function useVehicleRecommendations(vehicleId: number, paging: Paging) {
  return useQuery({
    queryKey: [CRM_KEY, 'vehicle-recommended', vehicleId, paging],
    queryFn: ({ signal }) =>
      api<VehicleRecommendationPage>(buildPath(paths.vehicleRecommended, { id: vehicleId }), {
        signal,
        query: pagingQuery(paging),
      }),
    placeholderData: keepPreviousData,
    meta: { errorToastKey: 'crm.errors.vehicle' },
  });
}

export interface DuplicateProbe {
  partnerId: number;
  locationId: number;
  firstName: string;
  lastName: string;
  phonNo: string;
  email: string;
}

export function useDuplicates(probe: DuplicateProbe | null) {
  return useQuery({
    queryKey: [CRM_KEY, 'duplicates', probe],
    queryFn: ({ signal }) =>
      api<DuplicateCustomerList>(buildPath(paths.duplicateCustomer, { partnerId: probe!.partnerId, locationId: probe!.locationId }), {
        signal,
        query: {
          firstName: probe!.firstName,
          lastName: probe!.lastName,
          phonNo: probe!.phonNo,
          email: probe!.email || undefined,
        },
      }),
    enabled: probe !== null,
    meta: { errorToastKey: 'crm.errors.duplicates' },
  });
}

/** Every figure moves with a merge: the CRM lists, the dashboard and the customer reports. */
function useRefreshAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}

export function useMergeCustomers() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (v: { partnerId: number; locationId: number; customerIds: number[] }) =>
      api<CustomerMergeResult>(buildPath(paths.mergeCustomers, { partnerId: v.partnerId, locationId: v.locationId }), {
        method: 'POST',
        query: { customerIds: v.customerIds.join(',') },
      }),
    onSuccess: refresh,
  });
}

export function useUpdateCustomerSeen() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (v: { customerId: number; firstSeen: string; lastSeen: string }) =>
      api<CrmCustomerDetail>(buildPath(paths.updateCustomer, { id: v.customerId }), {
        method: 'POST',
        body: { firstSeen: v.firstSeen, lastSeen: v.lastSeen },
      }),
    onSuccess: refresh,
  });
}
