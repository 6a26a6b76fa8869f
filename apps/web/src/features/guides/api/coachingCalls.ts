import { coachingCallSchema, type CoachingCallSave } from '@rlo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';

// Coaching call (1-foundation §2): GET and POST /coaching-call (docs/decisions.md).
const KEY = 'coachingCalls';

export function useCoachingCalls(partnerId: number) {
  return useQuery({
    queryKey: [KEY, partnerId],
    queryFn: ({ signal }) => api('/coaching-call', { query: { partnerId }, schema: z.array(coachingCallSchema), signal }),
  });
}

export function useBookCoachingCall(partnerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ locationId, body }: { locationId: number; body: CoachingCallSave }) =>
      api('/coaching-call', { method: 'POST', query: { partnerId, locationId }, body, schema: coachingCallSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [KEY, partnerId] }),
  });
}
