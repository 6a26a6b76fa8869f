import { buildPath, paths, type CsvLatestUpload } from '@rlo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { csvUploadKeys } from './keys';

// An upload running in another tab is followed until it finishes or goes silent (interrupted).
const FOLLOW_MS = 5000;

/** GET /locations/{id}/csv-uploads/latest: the newest upload, which a reloaded page shows. */
export const getLatestCsvUpload = (locationId: number, signal?: AbortSignal) =>
  api<CsvLatestUpload>(buildPath(paths.csvUploadLatest, { id: locationId }), {
    signal,
  });

export function latestCsvUploadQueryOptions(locationId: number) {
  return queryOptions({
    queryKey: csvUploadKeys.latest(locationId),
    queryFn: ({ signal }) => getLatestCsvUpload(locationId, signal),
    refetchInterval: (query) => {
      const upload = query.state.data?.upload;
      return upload?.state === 'running' && !upload.interrupted ? FOLLOW_MS : false;
    },
    meta: { errorToastKey: 'csvUpload.errors.latest' },
  });
}

export function useLatestCsvUpload(locationId: number) {
  return useQuery(latestCsvUploadQueryOptions(locationId));
}
