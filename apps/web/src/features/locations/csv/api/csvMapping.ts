import { buildPath, paths, type CsvMappingResponse } from '@rlo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { csvUploadKeys } from './keys';

/** GET /locations/{id}/csv-mapping: the column mapping the location last used, or null. */
export const getCsvMapping = (locationId: number, signal?: AbortSignal) =>
  api<CsvMappingResponse>(buildPath(paths.csvMapping, { id: locationId }), { signal });

export function csvMappingQueryOptions(locationId: number) {
  return queryOptions({
    queryKey: csvUploadKeys.mapping(locationId),
    queryFn: ({ signal }) => getCsvMapping(locationId, signal),
    meta: { errorToastKey: 'csvUpload.errors.mapping' },
  });
}

export function useCsvMapping(locationId: number) {
  return useQuery(csvMappingQueryOptions(locationId));
}
