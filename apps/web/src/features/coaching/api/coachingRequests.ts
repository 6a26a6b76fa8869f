import { coachingRequestSchema, type CoachingRequestSave, buildPath, paths } from '@rlo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';
import { coachingKeys, type CommentScope } from '@/api/coachComments';

/** The requests already made for a comment (a second one of a type is not offered). */
export function useCommentRequests(commentId: number | null) {
  return useQuery({
    queryKey: coachingKeys.requests(commentId ?? 0),
    queryFn: ({ signal }) => api(buildPath(paths.coachingRequests, { commentId: commentId ?? 0 }), { schema: z.array(coachingRequestSchema), signal }),
    enabled: commentId !== null,
  });
}

export function useSendRequest(scope: CommentScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CoachingRequestSave) =>
      api(paths.saveCoachingRequest, { method: 'POST', query: { ...scope }, body, schema: coachingRequestSchema }),
    onSettled: (_data, _error, body) => queryClient.invalidateQueries({ queryKey: coachingKeys.requests(body.commentId) }),
  });
}
