import {
  dashboardCategorySchema,
  locationMappingSchema,
  mappedCategorySchema,
  smsCategorySchema,
  type SaveMappedCategory,
  buildPath,
  paths,
} from '@rlo/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';

// The Map category calls (3-operations §7 "Reports and categories").
const KEY = 'categories';

export function dashboardCategoriesQueryOptions() {
  return queryOptions({
    queryKey: [KEY, 'dashboard'],
    queryFn: ({ signal }) => api(paths.dashboardCategories, { schema: z.array(dashboardCategorySchema), signal }),
    staleTime: Infinity,
    meta: { errorToastKey: 'reportsPage.mapping.errors.load' },
  });
}

export function smsCategoriesQueryOptions(partnerId: number, locationId: number) {
  return queryOptions({
    queryKey: [KEY, 'sms', partnerId, locationId],
    queryFn: ({ signal }) => api(buildPath(paths.smsCategories, { partnerId, locationId }), { schema: z.array(smsCategorySchema), signal }),
    meta: { errorToastKey: 'reportsPage.mapping.errors.load' },
  });
}

export function mappingsQueryOptions(partnerId: number, locationId: number) {
  return queryOptions({
    queryKey: [KEY, 'mapped', partnerId, locationId],
    queryFn: ({ signal }) =>
      api(buildPath(paths.mappedCategories, { partnerId, locationId }), { schema: z.array(mappedCategorySchema), signal }),
    meta: { errorToastKey: 'reportsPage.mapping.errors.load' },
  });
}

export function verifyMappingQueryOptions(partnerId: number) {
  return queryOptions({
    queryKey: [KEY, 'verify', partnerId],
    queryFn: ({ signal }) => api(buildPath(paths.verifyCategoryMapping, { partnerId }), { schema: z.array(locationMappingSchema), signal }),
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
      api(buildPath(paths.saveMappedCategories, { partnerId, locationId }), { method: 'POST', body, schema: mappedCategorySchema }),
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
