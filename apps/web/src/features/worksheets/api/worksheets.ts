import {
  worksheetDefinitionSchema,
  worksheetListSchema,
  worksheetSchema,
  type WorksheetCreate,
  type WorksheetUpdate,
  buildPath,
  paths,
} from '@rlo/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';

// The worksheet calls of 3-operations §7, under /{partnerId}; the partner is the signed-in user's.

export interface Paging {
  page: number;
  pageSize: number;
}

const all = ['worksheets'] as const;

export function useWorksheets(partnerId: number, paging: Paging) {
  return useQuery({
    queryKey: [...all, 'list', partnerId, paging],
    queryFn: ({ signal }) =>
      api(buildPath(paths.worksheets, { partnerId }), {
        query: { page_num: paging.page + 1, page_size: paging.pageSize },
        schema: worksheetListSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { errorToastKey: 'worksheets.errors.load' },
  });
}

export function worksheetQueryOptions(partnerId: number, id: number) {
  return queryOptions({
    queryKey: [...all, 'one', partnerId, id],
    queryFn: ({ signal }) => api(buildPath(paths.worksheet, { partnerId, id }), { schema: worksheetSchema, signal }),
    meta: { errorToastKey: 'worksheets.errors.loadOne' },
  });
}

export const useWorksheet = (partnerId: number, id: number) => useQuery(worksheetQueryOptions(partnerId, id));

export function useWorksheetDefinitions(partnerId: number) {
  return useQuery({
    queryKey: [...all, 'definitions', partnerId],
    queryFn: ({ signal }) => api(buildPath(paths.worksheetDefinitions, { partnerId }), { schema: z.array(worksheetDefinitionSchema), signal }),
    meta: { errorToastKey: 'worksheets.errors.definitions' },
  });
}

export function useCreateWorksheet(partnerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WorksheetCreate) => api(buildPath(paths.worksheets, { partnerId }), { method: 'POST', body, schema: worksheetSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...all, 'list'] }),
  });
}

export function useUpdateWorksheet(partnerId: number, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WorksheetUpdate) =>
      api(buildPath(paths.worksheet, { partnerId, id }), { method: 'PUT', body, schema: worksheetSchema }),
    onSuccess: (saved) => {
      queryClient.setQueryData(worksheetQueryOptions(partnerId, id).queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: [...all, 'list'] });
    },
  });
}

export function useDeleteWorksheet(partnerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(buildPath(paths.worksheet, { partnerId, id }), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...all, 'list'] }),
  });
}
