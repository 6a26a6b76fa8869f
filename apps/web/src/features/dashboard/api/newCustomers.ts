import { buildPath, paths, type CustomerListPage } from '@rlo/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import {
  customerListKey,
  listView,
  monthRange,
  pageQuery,
  type CustomerListParams,
} from './customerListParams';

/** Customers whose first visit is in the month. */
export function getNewCustomers(params: CustomerListParams, signal?: AbortSignal) {
  return api<CustomerListPage>(buildPath(paths.newCustomers, { partnerId: params.partnerId }), {
    query: { ...monthRange(params), location_id: params.scope, ...pageQuery(params) },
    signal,
  });
}

export function newCustomersQueryOptions(params: CustomerListParams) {
  return queryOptions({
    queryKey: customerListKey('new', params),
    queryFn: async ({ signal }) => listView(await getNewCustomers(params, signal)),
  });
}
