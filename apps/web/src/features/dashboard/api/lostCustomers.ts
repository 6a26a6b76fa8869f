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

/** Customers who became lost in the month (last visit 13 months before it). */
export function getLostCustomers(params: CustomerListParams, signal?: AbortSignal) {
  return api<CustomerListPage>(buildPath(paths.lostCustomers, { partnerId: params.partnerId }), {
    query: { ...monthRange(params), location_id: params.scope, ...pageQuery(params) },
    signal,
  });
}

export function lostCustomersQueryOptions(params: CustomerListParams) {
  return queryOptions({
    queryKey: customerListKey('lost', params),
    queryFn: async ({ signal }) => listView(await getLostCustomers(params, signal)),
  });
}
