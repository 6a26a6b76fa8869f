import {
  AGENT_PAGING_HEADER,
  API_PREFIX,
  COMMENT_PAGE_SIZE,
  statusTitle,
  type CoachCommentCreate,
  type ClientLocation,
  type KpiType,
  buildPath,
  paths,
  type CoachComment,
  type DailySummaryResponse,
  type RepairOrderDetail,
  type SummaryReport,
  type RepairOrderPage,
  type ForecastSummary,
  type MonthlyRow,
} from '@rlo/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api';

// The coach's calls (/agent/…). The list pages by cursor: the server returns the next one in a
// response header, which the shared api() helper does not expose, so this call uses fetch itself
// (and, as api() does, takes the server's answer as the contract's type: the server checked it).

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
  return { items: (await response.json()) as ClientLocation[], cursor: response.headers.get(AGENT_PAGING_HEADER) };
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
    queryFn: ({ signal }) => api<ClientLocation>(buildPath(paths.clientLocation, { id }), { signal }),
  });
}

export function useClientSummary(id: number) {
  return useQuery({
    queryKey: ['agent', 'client-location', id, 'summary'],
    queryFn: ({ signal }) => api<DailySummaryResponse>(buildPath(paths.clientLocationDailySummary, { id }), { signal }),
  });
}

export function useClientComments(id: number, kpiType: KpiType) {
  return useInfiniteQuery({
    queryKey: ['agent', 'client-location', id, 'comments', kpiType],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api<CoachComment[]>(buildPath(paths.clientLocationCoachComments, { id }), {
        query: { kpi_type: kpiType, page_num: pageParam, page_size: COMMENT_PAGE_SIZE },
        signal,
      }),
    getNextPageParam: (last, pages) => (last.length === COMMENT_PAGE_SIZE ? pages.length + 1 : undefined),
  });
}

export function useWriteComment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CoachCommentCreate) =>
      api<CoachComment>(buildPath(paths.clientLocationCoachComments, { id }), { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['agent', 'client-location', id, 'comments'] }),
  });
}

/**
 * What the shop's own dashboard sections read, for one client location: the dashboard feature takes
 * it as its data source (the route passes it on), so the coach sees the same sections read-only.
 */
export function clientDashboardSource(id: number) {
  return {
    key: `agent-client-location-${id}`,
    dailySummary: (signal?: AbortSignal) =>
      api<DailySummaryResponse>(buildPath(paths.clientLocationDailySummary, { id }), { signal }),
    monthlySummary: (signal?: AbortSignal) =>
      api<MonthlyRow[]>(buildPath(paths.clientLocationMonthlySummary, { id }), { signal }),
    forecastSummary: (signal?: AbortSignal) =>
      api<ForecastSummary>(buildPath(paths.clientLocationForecastSummary, { id }), { signal }),
    repairOrder: (roId: number, signal?: AbortSignal) =>
      api<RepairOrderDetail>(buildPath(paths.clientLocationRepairOrder, { id, roId }), { signal }),
  };
}

export interface ClientRepairOrderParams {
  startDate: string;
  endDate: string;
  search: string;
  /** 1-based. */
  pageNum: number;
  pageSize: number;
}

/** One server page of the client location's ROs in a date range, searched by RO number or customer. */
export function useClientRepairOrders(id: number, params: ClientRepairOrderParams, enabled = true) {
  const { startDate, endDate, search, pageNum, pageSize } = params;
  return useQuery({
    queryKey: ['agent', 'client-location', id, 'repair-orders', params],
    queryFn: ({ signal }) =>
      api<RepairOrderPage>(buildPath(paths.clientLocationRepairOrders, { id }), {
        query: { startDate, endDate, search: search.trim() || undefined, page_num: pageNum, page_size: pageSize },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The client location's summary report over a range (the shop's Reports screen). */
export function useClientSummaryReport(id: number, range: { startDate: string; endDate: string }, enabled: boolean) {
  return useQuery({
    queryKey: ['agent', 'client-location', id, 'summary-report', range],
    queryFn: ({ signal }) =>
      api<SummaryReport>(buildPath(paths.clientLocationSummaryReport, { id }), { query: range, signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
