import { buildPath, paths, type OwnerCommentRead } from '@rlo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { OWNER_COMMENTS_KEY as COMMENTS } from '@/api/ownerComments';

export function useDeleteOwnerComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(buildPath(paths.deleteOwnerComment, { id }), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMMENTS }),
  });
}

/** Marks a comment read (viewers who are not the shop owner); the lists show it at once. */
export function useReadOwnerComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<OwnerCommentRead>(buildPath(paths.readOwnerComment, { id }), { method: 'POST'}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMMENTS }),
  });
}
