import { buildPath, paths, type CustomerEmailCount } from '@rlo/contract';
import { useQueries } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /locations/{id}/customers-email-count for each location (one pie each). */
export function useEmailCounts(locationIds: readonly number[]) {
  return useQueries({
    queries: locationIds.map((id) => ({
      queryKey: ['crm', 'email-count', id],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api<CustomerEmailCount>(buildPath(paths.customerEmailCount, { id }), { signal }),
      meta: { errorToastKey: 'crm.errors.statistics' },
    })),
  });
}
