import {
  buildPath,
  COMMENT_PAGE_SIZE,
  paths,
  type CoachComment,
  type KpiType,
  type RoCoachCommentSave,
  type CountAnswer,
} from '@rlo/contract';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

// The one client of the coach-comment calls: the coaching pages (lists, badge, requests) and the
// dashboard (an RO's comments, the comment an e-mail link opens) both use it. Everything lives
// under ['coaching', …], so reading or saving a comment refreshes the lists and the sidebar badge.

export interface CommentScope {
  partnerId: number;
  locationId: number;
}

export const coachingKeys = {
  all: ['coaching'] as const,
  comments: (scope: CommentScope, kpiType: KpiType) => ['coaching', 'comments', scope, kpiType] as const,
  roComments: (scope: CommentScope, roNumber: string) => ['coaching', 'ro-comments', scope, roNumber] as const,
  comment: (id: number) => ['coaching', 'comment', id] as const,
  unread: (scope: CommentScope) => ['coaching', 'unread', scope] as const,
  requests: (commentId: number) => ['coaching', 'requests', commentId] as const,
};

/** One list of GET /coach_comments: pages of 10 from page 1; more while the last page was full. */
export function commentListOptions(scope: CommentScope, kpiType: KpiType) {
  return infiniteQueryOptions({
    queryKey: coachingKeys.comments(scope, kpiType),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api<CoachComment[]>(paths.coachComments, {
        query: { ...scope, kpi_type: kpiType, page_num: pageParam, page_size: COMMENT_PAGE_SIZE },
        signal,
      }),
    getNextPageParam: (last: CoachComment[], pages) => (last.length === COMMENT_PAGE_SIZE ? pages.length + 1 : undefined),
  });
}

export const useCommentList = (scope: CommentScope, kpiType: KpiType) => useInfiniteQuery(commentListOptions(scope, kpiType));

/** An RO's comments (RO details on the dashboard). */
export function useRoCoachComments(partnerId: number, locationId: number, roNumber: string) {
  const scope = { partnerId, locationId };
  return useQuery({
    queryKey: coachingKeys.roComments(scope, roNumber),
    queryFn: ({ signal }) =>
      api<CoachComment[]>(paths.coachComments, {
        query: { ...scope, kpi_type: 'REPAIR_ORDER', ro_num: roNumber, page_num: 1, page_size: 50 },
        signal,
      }),
  });
}

/** POST /coach_comment/save: a comment on an RO. */
export function useSaveRoCoachComment(partnerId: number, locationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RoCoachCommentSave) =>
      api<CoachComment>(paths.saveCoachComment, { method: 'POST', query: { partnerId, locationId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coachingKeys.all }),
  });
}

/** One comment (GET /coach_comment/{id}); a comment that cannot be read is not asked for again. */
export function useComment(id: number | null) {
  return useQuery({
    queryKey: coachingKeys.comment(id ?? 0),
    queryFn: ({ signal }) => api<CoachComment>(buildPath(paths.coachComment, { id: id ?? 0 }), { signal }),
    enabled: id !== null,
    retry: false,
  });
}

export function unreadCountOptions(scope: CommentScope) {
  return queryOptions({
    queryKey: coachingKeys.unread(scope),
    queryFn: ({ signal }) =>
      // The badge polls: background, so an open tab does not keep an idle session alive.
      api<CountAnswer>(buildPath(paths.coachCommentCount, scope), { signal, background: true }).then(
        (r) => r.count,
      ),
    refetchInterval: 5 * 60_000,
  });
}

export interface MarkReadVariables {
  id: number;
  locationId: number;
  /** Opened from the comment's e-mail link. */
  fromEmail?: boolean;
}

/** Marks the comment read; the unread count (the sidebar badge) and the lists refresh. */
export function useMarkRead(partnerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, locationId, fromEmail = false }: MarkReadVariables) =>
      api<CoachComment>(buildPath(paths.readCoachComment, { id }), {
        method: 'POST',
        query: { partnerId, locationId, isEmailRead: fromEmail },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coachingKeys.all }),
  });
}
