import { coachCommentSchema, type RoCoachCommentSave } from '@rlo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';

// Coach comments as the dashboard shows them: an RO's comments in RO details, and the comment an
// e-mail link (?id&type) opens. Reading one refreshes the sidebar's unread count (['coaching', …]).

export function useRoCoachComments(partnerId: number, locationId: number, roNumber: string) {
  return useQuery({
    queryKey: ['coaching', 'ro-comments', partnerId, locationId, roNumber],
    queryFn: ({ signal }) =>
      api('/coach_comments', {
        query: { partnerId, locationId, kpi_type: 'REPAIR_ORDER', ro_num: roNumber, page_num: 1, page_size: 50 },
        schema: z.array(coachCommentSchema),
        signal,
      }),
  });
}

export function useSaveRoCoachComment(partnerId: number, locationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RoCoachCommentSave) =>
      api('/coach_comment/save', { method: 'POST', query: { partnerId, locationId }, body, schema: coachCommentSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['coaching'] }),
  });
}

export function useLinkedComment(id: number | null) {
  return useQuery({
    queryKey: ['coaching', 'comment', id ?? 0],
    queryFn: ({ signal }) => api(`/coach_comment/${id ?? 0}`, { schema: coachCommentSchema, signal }),
    enabled: id !== null,
    retry: false,
  });
}

/** Marks a comment read from its e-mail link (isEmailRead). */
export function useMarkLinkedRead(partnerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, locationId }: { id: number; locationId: number }) =>
      api(`/coach_comment/read/${id}`, {
        method: 'POST',
        query: { partnerId, locationId, isEmailRead: true },
        schema: coachCommentSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['coaching'] }),
  });
}
