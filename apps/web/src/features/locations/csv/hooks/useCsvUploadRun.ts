import { CSV_ROW_ERRORS_KEPT, INGEST_MAX_BATCH, type CsvMapping, type CsvUpload } from '@rlo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ApiError, NETWORK_ERROR_STATUS } from '@/lib/api';
import { finishCsvUpload } from '../api/finishCsvUpload';
import { csvUploadKeys } from '../api/keys';
import { saveCsvMapping } from '../api/saveCsvMapping';
import { sendCsvBatch } from '../api/sendCsvBatch';
import { startCsvUpload } from '../api/startCsvUpload';
import type { ParsedFile } from '../parseMessages';

export type UploadRun =
  | { phase: 'idle' }
  | { phase: 'sending'; upload: CsvUpload | null }
  | { phase: 'done'; upload: CsvUpload }
  | { phase: 'failed'; upload: CsvUpload | null; error: unknown };

const ATTEMPTS = 3;

/**
 * A lost connection or a server hiccup is tried again (after 1 s, then 4 s): a batch is all or
 * nothing and ingest is idempotent, so sending it twice stores nothing twice.
 */
async function withRetries<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      const retryable =
        error instanceof ApiError && (error.status === NETWORK_ERROR_STATUS || error.status >= 500);
      if (!retryable || attempt >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000 * attempt * attempt));
    }
  }
}

/**
 * Sends a read file to the server: the mapping saved, the upload started with the unreadable rows,
 * then the ROs in batches of INGEST_MAX_BATCH, one after the other (ingest locks the location per
 * batch, so parallel batches would only wait for each other), then finished. Each answer updates
 * the location's "latest upload", which is what a reloaded page shows.
 */
export function useCsvUploadRun(locationId: number) {
  const queryClient = useQueryClient();
  const [run, setRun] = useState<UploadRun>({ phase: 'idle' });

  const start = useCallback(
    async (file: File, parsed: ParsedFile, mapping: CsvMapping) => {
      const show = (upload: CsvUpload) => {
        setRun({ phase: 'sending', upload });
        queryClient.setQueryData(csvUploadKeys.latest(locationId), { upload });
      };
      setRun({ phase: 'sending', upload: null });
      let upload: CsvUpload | null = null;
      try {
        await saveCsvMapping(locationId, { mapping });
        queryClient.setQueryData(csvUploadKeys.mapping(locationId), { mapping });
        upload = await startCsvUpload(locationId, {
          file_name: file.name,
          file_size: file.size,
          rows_total: parsed.rowsTotal,
          ros_total: parsed.repairOrders.length,
          row_errors: parsed.rowErrors.slice(0, CSV_ROW_ERRORS_KEPT),
        });
        show(upload);
        for (let from = 0; from < parsed.repairOrders.length; from += INGEST_MAX_BATCH) {
          const rows = parsed.rowsOf.slice(from, from + INGEST_MAX_BATCH);
          // The rows that could not be read were read too: the first batch counts them.
          const unreadable = from === 0 ? parsed.rowErrors.length : 0;
          const body = {
            rows_read: unreadable + rows.reduce((sum, numbers) => sum + numbers.length, 0),
            repair_orders: parsed.repairOrders.slice(from, from + INGEST_MAX_BATCH),
            rows,
          };
          const uploadId: number = upload.id;
          upload = (await withRetries(() => sendCsvBatch(locationId, uploadId, body))).upload;
          show(upload);
        }
        upload = await finishCsvUpload(locationId, upload.id);
        queryClient.setQueryData(csvUploadKeys.latest(locationId), { upload });
        setRun({ phase: 'done', upload });
        // New repair orders move every figure of the location: dashboards, reports, lists, sync lights.
        void queryClient.invalidateQueries();
      } catch (error) {
        setRun({ phase: 'failed', upload, error });
      }
    },
    [locationId, queryClient],
  );

  const reset = useCallback(() => setRun({ phase: 'idle' }), []);
  return { run, start, reset };
}
