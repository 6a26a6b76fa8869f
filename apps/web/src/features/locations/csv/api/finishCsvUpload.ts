import { csvUploadSchema } from '@rlo/contract';
import { api } from '@/lib/api';

/** POST /locations/{id}/csv-uploads/{uploadId}/finish. */
export const finishCsvUpload = (locationId: number, uploadId: number) =>
  api(`/locations/${locationId}/csv-uploads/${uploadId}/finish`, { method: 'POST', schema: csvUploadSchema });
