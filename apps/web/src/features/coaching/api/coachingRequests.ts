import { type CoachingRequestSave, buildPath, paths, type CoachingRequest } from '@rlo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { coachingKeys, type CommentScope } from '@/api/coachComments';

/** The requests already made for a comment (a second one of a type is not offered). */
export function useCommentRequests(commentId: number | null) {
  return useQuery({
    queryKey: coachingKeys.requests(commentId ?? 0),
    queryFn: ({ signal }) => api<CoachingRequest[]>(buildPath(paths.coachingRequests, { commentId: commentId ?? 0 }), { signal }),
    enabled: commentId !== null,
  });
}

export function useSendRequest(scope: CommentScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CoachingRequestSave) =>
      api<CoachingRequest>(paths.saveCoachingRequest, { method: 'POST', query: { ...scope }, body }),
    onSettled: (_data, _error, body) => queryClient.invalidateQueries({ queryKey: coachingKeys.requests(body.commentId) }),
  });
}
