import { ownerCommentSchema, type OwnerCommentSave } from '@rlo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';
import { EMPLOYEE_COMMENTS_KEY } from './keys';

const COMMENTS = [EMPLOYEE_COMMENTS_KEY, 'owner-comments'];

export function saveOwnerComment(partnerId: number, locationId: number, body: OwnerCommentSave) {
  return api('/owner_comment/save', {
    method: 'POST',
    query: { locationId, partnerId },
    body,
    schema: ownerCommentSchema,
  });
}

export function useSaveOwnerComment(partnerId: number, locationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OwnerCommentSave) => saveOwnerComment(partnerId, locationId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMMENTS }),
  });
}

export function useDeleteOwnerComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(`/owner_comment/delete/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMMENTS }),
  });
}

const readSchema = z.object({ id: z.number(), read: z.boolean() });

/** Marks a comment read (viewers who are not the shop owner); the lists show it at once. */
export function useReadOwnerComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(`/owner_comment/read/${id}`, { method: 'POST', schema: readSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMMENTS }),
  });
}
