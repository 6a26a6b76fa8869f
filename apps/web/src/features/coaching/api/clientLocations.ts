import {
  AGENT_PAGING_HEADER,
  API_PREFIX,
  COMMENT_PAGE_SIZE,
  clientLocationSchema,
  coachCommentSchema,
  dailySummaryResponseSchema,
  statusTitle,
  type CoachCommentCreate,
  type ClientLocation,
  type KpiType,
  buildPath,
  paths,
} from '@rlo/contract';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, api } from '@/lib/api';

// The coach's calls (/agent/…). The list pages by cursor: the server returns the next one in a
// response header, which the shared api() helper does not expose, so this call uses fetch itself.
const clientLocationList = z.array(clientLocationSchema);

interface ClientPage {
  items: ClientLocation[];
  cursor: string | null;
}

async function getClientLocations(filter: string, cursor: string | null, signal: AbortSignal): Promise<ClientPage> {
  const query = new URLSearchParams();
  if (filter) query.set('filter', filter);
  if (cursor) query.set('cursor', cursor);
  const response = await fetch(`${API_PREFIX}${paths.clientLocations}?${query.toString()}`, {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok) {
    throw new ApiError({ status: response.status, title: statusTitle(response.status), message: response.statusText });
  }
  return { items: clientLocationList.parse(await response.json()), cursor: response.headers.get(AGENT_PAGING_HEADER) };
}

export function clientLocationsOptions(filter: string) {
  return infiniteQueryOptions({
    queryKey: ['agent', 'client-locations', filter],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => getClientLocations(filter, pageParam, signal),
    getNextPageParam: (last: ClientPage) => last.cursor,
  });
}

export const useClientLocations = (filter: string) => useInfiniteQuery(clientLocationsOptions(filter));

export function useClientLocation(id: number) {
  return useQuery({
    queryKey: ['agent', 'client-location', id],
    queryFn: ({ signal }) => api(buildPath(paths.clientLocation, { id }), { schema: clientLocationSchema, signal }),
  });
}

export function useClientSummary(id: number) {
  return useQuery({
    queryKey: ['agent', 'client-location', id, 'summary'],
    queryFn: ({ signal }) => api(buildPath(paths.clientLocationDailySummary, { id }), { schema: dailySummaryResponseSchema, signal }),
  });
}

export function useClientComments(id: number, kpiType: KpiType) {
  return useInfiniteQuery({
    queryKey: ['agent', 'client-location', id, 'comments', kpiType],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api(buildPath(paths.clientLocationCoachComments, { id }), {
        query: { kpi_type: kpiType, page_num: pageParam, page_size: COMMENT_PAGE_SIZE },
        schema: z.array(coachCommentSchema),
        signal,
      }),
    getNextPageParam: (last, pages) => (last.length === COMMENT_PAGE_SIZE ? pages.length + 1 : undefined),
  });
}

export function useWriteComment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CoachCommentCreate) =>
      api(buildPath(paths.clientLocationCoachComments, { id }), { method: 'POST', body, schema: coachCommentSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['agent', 'client-location', id, 'comments'] }),
  });
}
