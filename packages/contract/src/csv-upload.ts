import { z } from 'zod';
import { CSV_MAX_ROWS, CSV_ROW_ERRORS_KEPT, CSV_ROWS_PER_RO_MAX, CSV_UPLOAD_STATES, INGEST_MAX_BATCH } from './constants';
import { CSV_FIELDS } from './csv-columns';
import { ingestResultSchema } from './ingest';
import { idParam, text } from './params';

// The calls of the CSV upload (connectors.md §2, docs/csv-upload.md). The browser reads the file
// and sends canonical ROs in batches; the server runs them through ingest and keeps the progress.

/** Row errors an upload answer carries; the downloadable report has all that were kept. */
export const CSV_ROW_ERRORS_SHOWN = 100;
/** A running upload not heard from for this long is shown as interrupted. */
export const CSV_UPLOAD_STALE_MS = 60_000;
/** Files above this size are refused before reading (100,000 rows of a wide export are about 50 MB). */
export const CSV_MAX_FILE_BYTES = 200 * 1024 * 1024;

export const csvLocationParams = z.object({ id: idParam });
export const csvUploadParams = z.object({ id: idParam, uploadId: idParam });
/** GET /locations/{id}/csv-uploads/{uploadId}/report: the rows refused, as a CSV attachment. */
export const csvUploadReportSchema = z.string().describe('text/csv');

const header = text({ min: 1, max: 200, messages: { min: 'must name a column', max: 'is too long' } });

/** Canonical field → the file's column; the RO number column is required. */
export const csvMappingSaveSchema = z.object({
  mapping: z
    .partialRecord(z.enum(CSV_FIELDS, { error: 'is not a CSV field' }), header)
    .refine((m) => m.ro_number !== undefined, 'must name the RO number column'),
});
export type CsvMappingSave = z.infer<typeof csvMappingSaveSchema>;

// Read back leniently: a mapping saved before a field was renamed must not break the answer.
export const csvMappingResponseSchema = z.object({ mapping: z.record(z.string(), z.string()).nullable() });
export type CsvMappingResponse = z.infer<typeof csvMappingResponseSchema>;

/** A count the upload keeps in an int4 column: never past what one file can hold. */
const count = (max: number) =>
  z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must not be negative')
    .max(max, `must be at most ${max}`);
const rowNumber = z.number().int().positive('must be a row number (1 or more)').max(CSV_MAX_ROWS + 1, 'is past the last row a file can have');

export const csvRowErrorSchema = z.object({
  row: rowNumber,
  reason: text({ max: 1000, trim: false, messages: { max: 'is too long' } }),
});

export const csvUploadStartSchema = z.object({
  file_name: text({ min: 1, max: 255, messages: { min: 'must not be empty', max: 'is too long' } }),
  file_size: count(CSV_MAX_FILE_BYTES),
  /** Data rows in the file (the header not counted). */
  rows_total: count(CSV_MAX_ROWS),
  /** ROs the file's readable rows make, the ones the batches will send. */
  ros_total: count(CSV_MAX_ROWS),
  /** The rows the browser could not read, by row number. */
  row_errors: z
    .array(csvRowErrorSchema)
    .max(CSV_ROW_ERRORS_KEPT, `must hold at most ${CSV_ROW_ERRORS_KEPT} rows; send the first ones`),
});
export type CsvUploadStart = z.infer<typeof csvUploadStartSchema>;

export const csvBatchSchema = z
  .object({
    /** Data rows this batch accounts for: those behind its ROs (the first batch adds the unreadable rows). */
    rows_read: count(CSV_MAX_ROWS),
    /** Canonical ROs (ingest.md): each is validated by ingest on its own, so one bad RO never fails the call. */
    repair_orders: z
      .array(z.unknown())
      .max(INGEST_MAX_BATCH, `must hold at most ${INGEST_MAX_BATCH} repair orders; send them in batches`),
    /** The data row numbers behind each RO, index for index, to report rejected ROs by row. */
    rows: z.array(z.array(rowNumber).max(CSV_ROWS_PER_RO_MAX)).max(INGEST_MAX_BATCH),
  })
  .refine((b) => b.rows.length === b.repair_orders.length, {
    path: ['rows'],
    message: 'must have one list of row numbers per repair order',
  });
export type CsvBatch = z.infer<typeof csvBatchSchema>;

export const csvUploadSchema = z.object({
  id: z.number().int(),
  location_id: z.number().int(),
  file_name: z.string(),
  file_size: z.number().int(),
  state: z.enum(CSV_UPLOAD_STATES),
  /** Running, but not heard from for CSV_UPLOAD_STALE_MS: the tab was closed or lost its connection. */
  interrupted: z.boolean(),
  rows_total: z.number().int(),
  rows_read: z.number().int(),
  ros_total: z.number().int(),
  ros_sent: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  rejected: z.number().int(),
  /** Rows not stored (unreadable, or their RO rejected), of which the first CSV_ROW_ERRORS_SHOWN follow. */
  row_errors_total: z.number().int(),
  row_errors: z.array(csvRowErrorSchema),
  created_at: z.string(),
  updated_at: z.string(),
  finished_at: z.string().nullable(),
});
export type CsvUpload = z.infer<typeof csvUploadSchema>;

export const csvLatestUploadSchema = z.object({ upload: csvUploadSchema.nullable() });
export type CsvLatestUpload = z.infer<typeof csvLatestUploadSchema>;
export const csvBatchResultSchema = z.object({ result: ingestResultSchema, upload: csvUploadSchema });
export type CsvBatchResult = z.infer<typeof csvBatchResultSchema>;
