import { csvBatchResultSchema, type CsvBatch, buildPath, paths } from '@rlo/contract';
import { api } from '@/lib/api';

/** POST /locations/{id}/csv-uploads/{uploadId}/batches: at most 1,000 ROs through ingest. */
export const sendCsvBatch = (locationId: number, uploadId: number, body: CsvBatch) =>
  api(buildPath(paths.csvUploadBatches, { id: locationId, uploadId }), {
    method: 'POST',
    body,
    schema: csvBatchResultSchema,
  });
