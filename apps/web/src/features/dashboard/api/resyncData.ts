import { buildPath, paths, type MessageResponse } from '@rlo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export interface ResyncRequest {
  locationId: number;
  /** 'YYYY-MM-DD': data is synced again from this day. */
  date: string;
  message: string;
}

/** GET, as the spec has it; the server allows one per location every 48 hours (else 429). */
export function resyncData({ locationId, date, message }: ResyncRequest) {
  return api<MessageResponse>(buildPath(paths.resync, { id: locationId }), {
    query: { date, message: message || undefined },
  });
}

export function useResyncData() {
  return useMutation({ mutationFn: resyncData });
}
