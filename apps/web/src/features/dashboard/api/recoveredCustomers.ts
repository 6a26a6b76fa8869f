import { buildPath, paths, type RecoveredCustomerPage } from '@rlo/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import {
  customerListKey,
  listView,
  monthRange,
  pageQuery,
  type CustomerListParams,
} from './customerListParams';

/** Customers who came back in the month after being lost; the server needs one location (else 400). */
export function getRecoveredCustomers(params: CustomerListParams, signal?: AbortSignal) {
  return api<RecoveredCustomerPage>(buildPath(paths.recoveredCustomers, { partnerId: params.partnerId }), {
    query: { ...monthRange(params), location_id: params.scope, ...pageQuery(params) },
    signal,
  });
}

export function recoveredCustomersQueryOptions(params: CustomerListParams) {
  return queryOptions({
    queryKey: customerListKey('recovered', params),
    queryFn: async ({ signal }) => listView(await getRecoveredCustomers(params, signal)),
  });
}
