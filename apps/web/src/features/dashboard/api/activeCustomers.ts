import { buildPath, paths, type CustomerListPage } from '@rlo/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { customerListKey, listView, pageQuery, type CustomerListParams } from './customerListParams';

/** Customers active in the month (a visit in the 13 months ending with it). */
export function getActiveCustomers(params: CustomerListParams, signal?: AbortSignal) {
  return api<CustomerListPage>(buildPath(paths.activeCustomers, { partnerId: params.partnerId }), {
    query: { month: params.month, year: params.year, location_id: params.scope, ...pageQuery(params) },
    signal,
  });
}

export function activeCustomersQueryOptions(params: CustomerListParams) {
  return queryOptions({
    queryKey: customerListKey('active', params),
    queryFn: async ({ signal }) => listView(await getActiveCustomers(params, signal)),
  });
}
