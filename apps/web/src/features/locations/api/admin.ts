import {
  type LocationSave,
  buildPath,
  paths,
  type AgentToken,
  type AgentTokenStatus,
  type LocationList,
  type LocationSaved,
  type RepairOrderPage,
} from '@rlo/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

// The calls of the locations and location setup screens (3-operations §7 "Locations").

/** Every field of every location: the admin grid and forms need more than the sidebar's list. */
export function fullLocationsQueryOptions() {
  return queryOptions({
    queryKey: ['locations', 'full'],
    queryFn: ({ signal }) => api<LocationList>(paths.locations, { signal }),
    meta: { errorToastKey: 'locationAdmin.errors.load' },
  });
}

export function useFullLocations() {
  return useQuery(fullLocationsQueryOptions());
}

/** POST /locations (create) or /locations/{id} (update): an id present means update (3-operations §4). */
export function saveLocation({ id, values }: { id: number | null; values: LocationSave }) {
  return api<LocationSaved>(id ? buildPath(paths.location, { id }) : paths.locations, {
    method: 'POST',
    body: values,
  });
}

export function useSaveLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLocation,
    // ['locations'] also refreshes the sidebar's sync lights and every location dropdown.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['locations'] }),
  });
}

export interface LocationRoParams {
  locationId: number;
  startDate: string;
  endDate: string;
  page: number;
  pageSize: number;
}

export function useLocationRepairOrders(params: LocationRoParams | null) {
  return useQuery({
    queryKey: ['locations', 'repair-orders', params],
    queryFn: ({ signal }) =>
      api<RepairOrderPage>(buildPath(paths.locationRepairOrders, { id: params!.locationId }), {
        signal,
        query: {
          startDate: params!.startDate,
          endDate: params!.endDate,
          page_num: params!.page + 1,
          page_size: params!.pageSize,
        },
      }),
    enabled: params !== null,
    placeholderData: keepPreviousData,
    meta: { errorToastKey: 'locationAdmin.errors.repairOrders' },
  });
}

export function useAgentTokenStatus(locationId: number | null) {
  return useQuery({
    queryKey: ['locations', 'agent-token', locationId],
    queryFn: ({ signal }) =>
      api<AgentTokenStatus>(buildPath(paths.locationAgentToken, { locationId: locationId! }), { signal }),
    enabled: locationId !== null,
    meta: { errorToastKey: 'locationAdmin.errors.token' },
  });
}

/** Issues (or rotates) the agent token: the answer is the only place the token ever appears. */
export function useIssueAgentToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (locationId: number) =>
      api<AgentToken>(buildPath(paths.locationAgentToken, { locationId }), { method: 'POST'}),
    onSuccess: (_token, locationId) =>
      queryClient.invalidateQueries({ queryKey: ['locations', 'agent-token', locationId] }),
  });
}
