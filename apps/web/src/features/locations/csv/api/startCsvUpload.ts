import { type CsvUploadStart, buildPath, paths, type CsvUpload } from '@rlo/contract';
import { api } from '@/lib/api';

/** POST /locations/{id}/csv-uploads: the upload's counts and unreadable rows, before its batches. */
export const startCsvUpload = (locationId: number, body: CsvUploadStart) =>
  api<CsvUpload>(buildPath(paths.csvUploads, { id: locationId }), { method: 'POST', body });
