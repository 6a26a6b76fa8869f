import { type SyncHistory, buildPath, paths, type SyncRun } from '@rlo/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '@/lib/api';

// GET/POST /locations/{id}/sync-runs: the connector's run history and "Sync now" (connectors.md §1).

const historyKey = (locationId: number) => ['locations', 'sync-runs', locationId] as const;

/** While a run is queued or running the panel follows it; otherwise it reads once. */
const POLL_MS = 3_000;
const isActive = (history: SyncHistory | undefined) => history?.runs.some((r) => r.state === 'queued' || r.state === 'running') ?? false;

export function syncHistoryQueryOptions(locationId: number) {
  return queryOptions({
    queryKey: historyKey(locationId),
    queryFn: ({ signal }) => api<SyncHistory>(buildPath(paths.syncRuns, { id: locationId }), { signal, background: true }),
    refetchInterval: (query) => (isActive(query.state.data) ? POLL_MS : false),
  });
}

export function useSyncHistory(locationId: number) {
  const queryClient = useQueryClient();
  const query = useQuery(syncHistoryQueryOptions(locationId));
  const active = isActive(query.data);
  const wasActive = useRef(active);
  useEffect(() => {
    // When a run ends, the sync light and every figure of the location may have changed.
    if (wasActive.current && !active) void queryClient.invalidateQueries();
    wasActive.current = active;
  }, [active, queryClient]);
  return query;
}

export function useSyncNow(locationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<SyncRun>(buildPath(paths.syncRuns, { id: locationId }), { method: 'POST'}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: historyKey(locationId) }),
  });
}
