import { buildPath, paths, type CustomerListPage } from '@rlo/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { singleLocationOf } from './customerListParams';
import { customerListKey, listView, pageQuery, type CustomerListParams } from './customerListParams';

/** Customers lost in the month who had come only once; one location only. */
export function getOneVisitLostCustomers(params: CustomerListParams, signal?: AbortSignal) {
  const locationId = singleLocationOf(params.scope);
  return api<CustomerListPage>(
    buildPath(paths.oneVisitLostCustomers, { partnerId: params.partnerId, locationId }),
    {
      query: { month: params.month, year: params.year, ...pageQuery(params) },
      signal,
    },
  );
}

export function oneVisitLostCustomersQueryOptions(params: CustomerListParams) {
  return queryOptions({
    queryKey: customerListKey('oneVisitLost', params),
    queryFn: async ({ signal }) => listView(await getOneVisitLostCustomers(params, signal)),
  });
}
