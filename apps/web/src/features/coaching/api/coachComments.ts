import {
  COMMENT_PAGE_SIZE,
  coachCommentSchema,
  countSchema,
  type CoachComment,
  type KpiType,
} from '@rlo/contract';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';

export interface CommentScope {
  partnerId: number;
  locationId: number;
}

export const coachingKeys = {
  all: ['coaching'] as const,
  comments: (scope: CommentScope, kpiType: KpiType) => ['coaching', 'comments', scope, kpiType] as const,
  comment: (id: number) => ['coaching', 'comment', id] as const,
  unread: (scope: CommentScope) => ['coaching', 'unread', scope] as const,
  requests: (commentId: number) => ['coaching', 'requests', commentId] as const,
};

const commentList = z.array(coachCommentSchema);

/** One list of /coach-comments: pages of 10 from page 1; more while the last page was full. */
export function commentListOptions(scope: CommentScope, kpiType: KpiType) {
  return infiniteQueryOptions({
    queryKey: coachingKeys.comments(scope, kpiType),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api('/coach_comments', {
        query: { ...scope, kpi_type: kpiType, page_num: pageParam, page_size: COMMENT_PAGE_SIZE },
        schema: commentList,
        signal,
      }),
    getNextPageParam: (last: CoachComment[], pages) => (last.length === COMMENT_PAGE_SIZE ? pages.length + 1 : undefined),
  });
}

export const useCommentList = (scope: CommentScope, kpiType: KpiType) => useInfiniteQuery(commentListOptions(scope, kpiType));

export function useComment(id: number | null) {
  return useQuery({
    queryKey: coachingKeys.comment(id ?? 0),
    queryFn: ({ signal }) => api(`/coach_comment/${id ?? 0}`, { schema: coachCommentSchema, signal }),
    enabled: id !== null,
  });
}

export function unreadCountOptions(scope: CommentScope) {
  return queryOptions({
    queryKey: coachingKeys.unread(scope),
    queryFn: ({ signal }) =>
      // The badge polls: background, so an open tab does not keep an idle session alive.
      api(`/${scope.partnerId}/comment-count/${scope.locationId}`, { schema: countSchema, signal, background: true }).then(
        (r) => r.count,
      ),
    refetchInterval: 5 * 60_000,
  });
}

/** Marks the comment read; the unread count (the sidebar badge) and the lists refresh. */
export function useMarkRead(scope: CommentScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fromEmail = false }: { id: number; fromEmail?: boolean }) =>
      api(`/coach_comment/read/${id}`, {
        method: 'POST',
        query: { ...scope, isEmailRead: fromEmail },
        schema: coachCommentSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coachingKeys.all }),
  });
}
