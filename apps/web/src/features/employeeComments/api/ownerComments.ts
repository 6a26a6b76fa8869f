import { COMMENT_PAGE_SIZE, type OwnerCommentView, paths } from '@rlo/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { OWNER_COMMENTS_KEY } from '@/api/ownerComments';

export type { OwnerCommentView };

export interface OwnerCommentSearch {
  /** ISO instants at 05:00 UTC (2-dashboard §9), or undefined. */
  startDate?: string;
  endDate?: string;
  searchText?: string;
}

export function getOwnerComments(
  partnerId: number,
  locationId: number,
  search: OwnerCommentSearch,
  page: number,
  signal?: AbortSignal,
) {
  return api<OwnerCommentView[]>(paths.ownerComments, {
    query: { partnerId, locationId, ...search, page_num: page, page_size: COMMENT_PAGE_SIZE },
    signal,
  });
}

/** Owner comments, newest first, a page of 10 at a time: "show more" is on while a page comes back full. */
export function ownerCommentsQueryOptions(partnerId: number, locationId: number, search: OwnerCommentSearch) {
  return infiniteQueryOptions({
    queryKey: [...OWNER_COMMENTS_KEY, partnerId, locationId, search],
    queryFn: ({ pageParam, signal }) => getOwnerComments(partnerId, locationId, search, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: OwnerCommentView[], _all, lastPage: number) =>
      last.length === COMMENT_PAGE_SIZE ? lastPage + 1 : undefined,
    meta: { errorToastKey: 'employeeComments.errors.comments' },
  });
}

export function useOwnerComments(partnerId: number, locationId: number, search: OwnerCommentSearch) {
  return useInfiniteQuery(ownerCommentsQueryOptions(partnerId, locationId, search));
}
