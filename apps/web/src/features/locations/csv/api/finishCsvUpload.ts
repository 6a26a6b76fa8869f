import { csvUploadSchema, buildPath, paths } from '@rlo/contract';
import { api } from '@/lib/api';

/** POST /locations/{id}/csv-uploads/{uploadId}/finish. */
export const finishCsvUpload = (locationId: number, uploadId: number) =>
  api(buildPath(paths.csvUploadFinish, { id: locationId, uploadId }), { method: 'POST', schema: csvUploadSchema });
