import { csvUploadSchema, type CsvUploadStart, buildPath, paths } from '@rlo/contract';
import { api } from '@/lib/api';

/** POST /locations/{id}/csv-uploads: the upload's counts and unreadable rows, before its batches. */
export const startCsvUpload = (locationId: number, body: CsvUploadStart) =>
  api(buildPath(paths.csvUploads, { id: locationId }), { method: 'POST', body, schema: csvUploadSchema });
