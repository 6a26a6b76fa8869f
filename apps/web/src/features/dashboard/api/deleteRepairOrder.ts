import { type RepairOrderSummary, buildPath, paths } from '@rlo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { DASHBOARD_QUERY_KEY } from './keys';

/** Shop owners: the RO stops counting at once (kpis.md §1). */
export function deleteRepairOrder(id: number): Promise<RepairOrderSummary> {
  return api<RepairOrderSummary>(buildPath(paths.deleteRepairOrder, { id }), {
    method: 'DELETE',
    query: { orderStatus: 'DELETED' },
  });
}

/** Every dashboard figure may change: all of them are refetched. */
export function useDeleteRepairOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRepairOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [DASHBOARD_QUERY_KEY] }),
  });
}
