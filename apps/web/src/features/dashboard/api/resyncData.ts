import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';

const messageSchema = z.object({ message: z.string() });

export interface ResyncRequest {
  locationId: number;
  /** 'YYYY-MM-DD': data is synced again from this day. */
  date: string;
  message: string;
}

/** GET, as the spec has it; the server allows one per location every 48 hours (else 429). */
export function resyncData({ locationId, date, message }: ResyncRequest) {
  return api(`/locations/${locationId}/re_sync`, {
    query: { date, message: message || undefined },
    schema: messageSchema,
  });
}

export function useResyncData() {
  return useMutation({ mutationFn: resyncData });
}
