import { buildPath, paths, type Tooltips } from '@rlo/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

// The partner's own section tooltips (2-dashboard "Edit tooltips"). Texts are kept per partner; the
// call names a location of the partner (the selected one, or the first for All locations).
const tooltipsKey = (partnerId: number) => ['dashboard', 'tooltips', partnerId] as const;

export function tooltipsQueryOptions(partnerId: number, locationId: number) {
  return queryOptions({
    queryKey: tooltipsKey(partnerId),
    queryFn: ({ signal }) => api<Tooltips>(buildPath(paths.tooltips, { partnerId, id: locationId }), { signal }),
    staleTime: 10 * 60_000,
  });
}

export const useTooltips = (partnerId: number, locationId: number | null) =>
  useQuery({ ...tooltipsQueryOptions(partnerId, locationId ?? 0), enabled: locationId !== null });

/** Saves texts by key; an empty text brings back the built-in one. */
export function useSaveTooltips(partnerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (texts: Record<string, string>) =>
      api<Tooltips>(buildPath(paths.saveTooltips, { partnerId }), { method: 'POST', body: texts }),
    onSuccess: (saved) => queryClient.setQueryData(tooltipsKey(partnerId), saved),
  });
}
