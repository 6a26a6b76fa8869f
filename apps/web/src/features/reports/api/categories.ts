import {
  type SaveMappedCategory,
  buildPath,
  paths,
  type DashboardCategory,
  type MappedCategory,
  type SmsCategory,
  type LocationMapping,
} from '@rlo/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

// The Map category calls (3-operations §7 "Reports and categories").
const KEY = 'categories';

export function dashboardCategoriesQueryOptions() {
  return queryOptions({
    queryKey: [KEY, 'dashboard'],
    queryFn: ({ signal }) => api<DashboardCategory[]>(paths.dashboardCategories, { signal }),
    staleTime: Infinity,
    meta: { errorToastKey: 'reportsPage.mapping.errors.load' },
  });
}

export function smsCategoriesQueryOptions(partnerId: number, locationId: number) {
  return queryOptions({
    queryKey: [KEY, 'sms', partnerId, locationId],
    queryFn: ({ signal }) => api<SmsCategory[]>(buildPath(paths.smsCategories, { partnerId, locationId }), { signal }),
    meta: { errorToastKey: 'reportsPage.mapping.errors.load' },
  });
}

export function mappingsQueryOptions(partnerId: number, locationId: number) {
  return queryOptions({
    queryKey: [KEY, 'mapped', partnerId, locationId],
    queryFn: ({ signal }) =>
      api<MappedCategory[]>(buildPath(paths.mappedCategories, { partnerId, locationId }), { signal }),
    meta: { errorToastKey: 'reportsPage.mapping.errors.load' },
  });
}

export function verifyMappingQueryOptions(partnerId: number) {
  return queryOptions({
    queryKey: [KEY, 'verify', partnerId],
    queryFn: ({ signal }) => api<LocationMapping[]>(buildPath(paths.verifyCategoryMapping, { partnerId }), { signal }),
    meta: { errorToastKey: 'reportsPage.mapping.errors.load' },
  });
}

export const useDashboardCategories = () => useQuery(dashboardCategoriesQueryOptions());
export const useSmsCategories = (partnerId: number, locationId: number) => useQuery(smsCategoriesQueryOptions(partnerId, locationId));
export const useMappings = (partnerId: number, locationId: number) => useQuery(mappingsQueryOptions(partnerId, locationId));
export const useVerifyMapping = (partnerId: number) => useQuery(verifyMappingQueryOptions(partnerId));

/** Saving or deleting changes the location's mappings and its mapped flag: both are read again. */
function useRefreshMappings() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [KEY] });
}

export function useSaveMapping(partnerId: number, locationId: number) {
  const refresh = useRefreshMappings();
  return useMutation({
    mutationFn: (body: SaveMappedCategory) =>
      api<MappedCategory>(buildPath(paths.saveMappedCategories, { partnerId, locationId }), { method: 'POST', body }),
    onSuccess: refresh,
  });
}

export function useDeleteMapping() {
  const refresh = useRefreshMappings();
  return useMutation({
    mutationFn: (id: number) => api(buildPath(paths.deleteMappedCategory, { id }), { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
