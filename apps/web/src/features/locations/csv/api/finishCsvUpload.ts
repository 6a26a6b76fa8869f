import { buildPath, paths, type CsvUpload } from '@rlo/contract';
import { api } from '@/lib/api';

/** POST /locations/{id}/csv-uploads/{uploadId}/finish. */
export const finishCsvUpload = (locationId: number, uploadId: number) =>
  api<CsvUpload>(buildPath(paths.csvUploadFinish, { id: locationId, uploadId }), { method: 'POST'});
