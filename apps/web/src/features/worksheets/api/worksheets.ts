import {
  type WorksheetCreate,
  type WorksheetUpdate,
  buildPath,
  paths,
  type WorksheetDefinitionDto,
  type WorksheetDto,
  type WorksheetList,
} from '@rlo/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
      api<WorksheetList>(buildPath(paths.worksheets, { partnerId }), {
        query: { page_num: paging.page + 1, page_size: paging.pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { errorToastKey: 'worksheets.errors.load' },
  });
}

export function worksheetQueryOptions(partnerId: number, id: number) {
  return queryOptions({
    queryKey: [...all, 'one', partnerId, id],
    queryFn: ({ signal }) => api<WorksheetDto>(buildPath(paths.worksheet, { partnerId, id }), { signal }),
    meta: { errorToastKey: 'worksheets.errors.loadOne' },
  });
}

export const useWorksheet = (partnerId: number, id: number) => useQuery(worksheetQueryOptions(partnerId, id));

export function useWorksheetDefinitions(partnerId: number) {
  return useQuery({
    queryKey: [...all, 'definitions', partnerId],
    queryFn: ({ signal }) => api<WorksheetDefinitionDto[]>(buildPath(paths.worksheetDefinitions, { partnerId }), { signal }),
    meta: { errorToastKey: 'worksheets.errors.definitions' },
  });
}

export function useCreateWorksheet(partnerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WorksheetCreate) => api<WorksheetDto>(buildPath(paths.worksheets, { partnerId }), { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...all, 'list'] }),
  });
}

export function useUpdateWorksheet(partnerId: number, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WorksheetUpdate) =>
      api<WorksheetDto>(buildPath(paths.worksheet, { partnerId, id }), { method: 'PUT', body }),
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
