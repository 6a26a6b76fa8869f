import { type CsvBatch, buildPath, paths, type CsvBatchResult } from '@rlo/contract';
import { api } from '@/lib/api';

/** POST /locations/{id}/csv-uploads/{uploadId}/batches: at most 1,000 ROs through ingest. */
export const sendCsvBatch = (locationId: number, uploadId: number, body: CsvBatch) =>
  api<CsvBatchResult>(buildPath(paths.csvUploadBatches, { id: locationId, uploadId }), {
    method: 'POST',
    body,
  });
