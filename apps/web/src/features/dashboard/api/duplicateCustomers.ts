import { type duplicateGroupPageSchema, buildPath, paths } from '@rlo/contract';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api';
import { singleLocationOf } from './customerListParams';
import {
  customerListKey,
  pageQuery,
  type CustomerListParams,
  type CustomerListView,
} from './customerListParams';

type DuplicateGroupPage = z.infer<typeof duplicateGroupPageSchema>;

/** Groups of customers of one location that look like the same person, paged by group. */
export function getDuplicateCustomers(params: CustomerListParams, signal?: AbortSignal) {
  const locationId = singleLocationOf(params.scope);
  return api<DuplicateGroupPage>(
    buildPath(paths.duplicateCustomers, { partnerId: params.partnerId, locationId }),
    {
      query: pageQuery(params),
      signal,
    },
  );
}

/** The groups flattened into rows, the kept customer of each group first. */
export function duplicateView(page: DuplicateGroupPage): CustomerListView {
  const items = page.items.flatMap((group) =>
    [...group.customers]
      .sort((a, b) => Number(b.id === group.survivor_id) - Number(a.id === group.survivor_id))
      .map((customer) => ({
        ...customer,
        rowKey: `${group.group_id}-${customer.id}`,
        group_id: group.group_id,
        survivor: customer.id === group.survivor_id,
      })),
  );
  return { items, total: page.total };
}

export function duplicateCustomersQueryOptions(params: CustomerListParams) {
  return queryOptions({
    queryKey: customerListKey('duplicate', params),
    queryFn: async ({ signal }) => duplicateView(await getDuplicateCustomers(params, signal)),
  });
}
