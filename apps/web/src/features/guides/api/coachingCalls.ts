import { type CoachingCallSave, paths, type CoachingCall } from '@rlo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

// Coaching call (1-foundation §2): GET and POST /coaching-call (docs/decisions/2026-11-23-coaching-call.md).
const KEY = 'coachingCalls';

export function useCoachingCalls(partnerId: number) {
  return useQuery({
    queryKey: [KEY, partnerId],
    queryFn: ({ signal }) => api<CoachingCall[]>(paths.coachingCalls, { query: { partnerId }, signal }),
  });
}

export function useBookCoachingCall(partnerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ locationId, body }: { locationId: number; body: CoachingCallSave }) =>
      api<CoachingCall>(paths.coachingCalls, { method: 'POST', query: { partnerId, locationId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [KEY, partnerId] }),
  });
}
