import { type RepairOrderDetail, buildPath, paths } from '@rlo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { DASHBOARD_QUERY_KEY } from './keys';
import { useDashboardSource } from './source';

/** One RO with its lines, customer, vehicle and recommendations. */
export function getRepairOrder(id: number, signal?: AbortSignal): Promise<RepairOrderDetail> {
  return api<RepairOrderDetail>(buildPath(paths.repairOrder, { id }), { signal });
}

export function repairOrderQueryOptions(id: number) {
  return queryOptions({
    queryKey: [DASHBOARD_QUERY_KEY, 'repair-order', id],
    queryFn: ({ signal }) => getRepairOrder(id, signal),
    meta: { errorToastKey: 'dashboard.errors.repairOrder' },
  });
}

export function useRepairOrder(id: number) {
  const source = useDashboardSource();
  const shop = repairOrderQueryOptions(id);
  return useQuery({
    ...shop,
    ...(source && {
      queryKey: [...shop.queryKey, source.key] as unknown as typeof shop.queryKey,
      queryFn: ({ signal }: { signal: AbortSignal }) => source.repairOrder(id, signal),
    }),
  });
}
