import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { schema } from '@rlo/db';
import {
  CSV_ROW_ERRORS_KEPT,
  CSV_ROW_ERRORS_SHOWN,
  CSV_UPLOAD_STALE_MS,
  ID_MAX,
  type CsvBatch,
  type CsvBatchResult,
  type CsvMappingResponse,
  type CsvMappingSave,
  type CsvRowError,
  type CsvUpload,
  type CsvUploadStart,
} from '@rlo/contract';
import type { AppDeps } from '../../deps';
import { ingestBatch } from '../../ingest';
import { conflict, notFound } from '../../lib/http-error';
import type { UserPrincipal } from '../../lib/principal';

const { csvUploads, csvMappings } = schema;

/** The first `count` elements of a jsonb array (the path is a constant, never user input). */
const firstOf = (column: SQL | typeof csvUploads.rowErrors, count: number) =>
  sql<CsvRowError[]>`jsonb_path_query_array(${column}, ${sql.raw(`'$[0 to ${count - 1}]'`)})`;

// What an answer reads of an upload: the counters, and only the first row errors (there may be 10,000).
const uploadFields = {
  id: csvUploads.id,
  locationId: csvUploads.locationId,
  fileName: csvUploads.fileName,
  fileSize: csvUploads.fileSize,
  state: csvUploads.state,
  interrupted: sql<boolean>`(${csvUploads.state} = 'running' and ${csvUploads.updatedAt} < now() - ${sql.raw(`interval '${CSV_UPLOAD_STALE_MS} milliseconds'`)})`,
  rowsTotal: csvUploads.rowsTotal,
  rowsRead: csvUploads.rowsRead,
  rosTotal: csvUploads.rosTotal,
  rosSent: csvUploads.rosSent,
  inserted: csvUploads.inserted,
  updated: csvUploads.updated,
  skipped: csvUploads.skipped,
  rejected: csvUploads.rejected,
  rowErrorsTotal: sql<number>`jsonb_array_length(${csvUploads.rowErrors})`.mapWith(Number),
  rowErrors: firstOf(csvUploads.rowErrors, CSV_ROW_ERRORS_SHOWN),
  createdAt: csvUploads.createdAt,
  updatedAt: csvUploads.updatedAt,
  finishedAt: csvUploads.finishedAt,
};
type UploadRow = SelectResultFields<typeof uploadFields>;

function toUpload(row: UploadRow): CsvUpload {
  return {
    id: row.id,
    location_id: row.locationId,
    file_name: row.fileName,
    file_size: row.fileSize,
    state: row.state,
    interrupted: Boolean(row.interrupted),
    rows_total: row.rowsTotal,
    rows_read: row.rowsRead,
    ros_total: row.rosTotal,
    ros_sent: row.rosSent,
    inserted: row.inserted,
    updated: row.updated,
    skipped: row.skipped,
    rejected: row.rejected,
    row_errors_total: row.rowErrorsTotal,
    row_errors: row.rowErrors,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

const ofLocation = (partnerId: number, locationId: number) =>
  and(eq(csvUploads.partnerId, partnerId), eq(csvUploads.locationId, locationId));

export async function getCsvMapping(
  deps: AppDeps,
  partnerId: number,
  locationId: number,
): Promise<CsvMappingResponse> {
  const [row] = await deps.database.db
    .select({ mapping: csvMappings.mapping })
    .from(csvMappings)
    .where(and(eq(csvMappings.partnerId, partnerId), eq(csvMappings.locationId, locationId)));
  return { mapping: row?.mapping ?? null };
}

/** One mapping per location: the last one used is offered on its next upload. */
export async function saveCsvMapping(
  deps: AppDeps,
  partnerId: number,
  locationId: number,
  { mapping }: CsvMappingSave,
): Promise<CsvMappingResponse> {
  const saved = Object.fromEntries(
    Object.entries(mapping).filter((e): e is [string, string] => e[1] !== undefined),
  );
  await deps.database.db
    .insert(csvMappings)
    .values({ partnerId, locationId, mapping: saved })
    .onConflictDoUpdate({ target: csvMappings.locationId, set: { mapping: saved, updatedAt: new Date() } });
  return { mapping: saved };
}

/**
 * A new upload. An older one of the location still "running" but silent for a minute was
 * interrupted (its tab closed): it is marked failed, so it no longer looks in progress.
 */
export async function startCsvUpload(
  deps: AppDeps,
  principal: UserPrincipal,
  locationId: number,
  input: CsvUploadStart,
): Promise<CsvUpload> {
  return deps.database.db.transaction(async (tx) => {
    await tx
      .update(csvUploads)
      .set({ state: 'failed', updatedAt: sql`now()` })
      .where(
        and(
          ofLocation(principal.partnerId, locationId),
          eq(csvUploads.state, 'running'),
          uploadFields.interrupted,
        ),
      );
    const [row] = await tx
      .insert(csvUploads)
      .values({
        partnerId: principal.partnerId,
        locationId,
        userId: principal.userId,
        fileName: input.file_name,
        fileSize: input.file_size,
        rowsTotal: input.rows_total,
        rosTotal: input.ros_total,
        rowErrors: input.row_errors.slice(0, CSV_ROW_ERRORS_KEPT),
      })
      .returning(uploadFields);
    return toUpload(row);
  });
}

async function findUpload(deps: AppDeps, partnerId: number, locationId: number, uploadId: number) {
  const [row] = await deps.database.db
    .select(uploadFields)
    .from(csvUploads)
    .where(and(ofLocation(partnerId, locationId), eq(csvUploads.id, uploadId)));
  if (!row) throw notFound('The upload');
  return row;
}

const ALREADY_FINISHED = 'This upload is already finished. Choose the file again to start a new upload.';

/**
 * One batch of ROs through the ingest path (its own transaction, all or nothing), then its counts
 * added to the upload in one UPDATE, so batches never overwrite each other's counts. ROs that
 * ingest rejects become row errors of the rows behind them.
 */
export async function addCsvBatch(
  deps: AppDeps,
  partnerId: number,
  locationId: number,
  uploadId: number,
  batch: CsvBatch,
): Promise<CsvBatchResult> {
  const upload = await findUpload(deps, partnerId, locationId, uploadId);
  if (upload.state !== 'running') throw conflict(ALREADY_FINISHED);
  const result = await ingestBatch(deps, { locationId, source: 'csv' }, batch.repair_orders);
  const rowErrors: CsvRowError[] = result.rejections.flatMap(({ index, external_id, reason }) =>
    (batch.rows[index] ?? []).map((row) => ({ row, reason: `RO ${external_id ?? '?'}: ${reason}` })),
  );
  const kept = sql`${csvUploads.rowErrors} || ${JSON.stringify(rowErrors)}::jsonb`;
  const [row] = await deps.database.db
    .update(csvUploads)
    .set({
      // Each batch's rows_read is bounded, not their sum: a client re-sending batches must not overflow the int4.
      rowsRead: sql`least(${csvUploads.rowsRead}::bigint + ${batch.rows_read}, ${ID_MAX})`,
      rosSent: sql`${csvUploads.rosSent} + ${batch.repair_orders.length}`,
      inserted: sql`${csvUploads.inserted} + ${result.inserted}`,
      updated: sql`${csvUploads.updated} + ${result.updated}`,
      skipped: sql`${csvUploads.skipped} + ${result.skipped}`,
      rejected: sql`${csvUploads.rejected} + ${result.rejected}`,
      ...(rowErrors.length > 0 ? { rowErrors: firstOf(kept, CSV_ROW_ERRORS_KEPT) } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(ofLocation(partnerId, locationId), eq(csvUploads.id, uploadId)))
    .returning(uploadFields);
  return { result, upload: toUpload(row) };
}

/** The upload is done; finishing it again changes nothing. */
export async function finishCsvUpload(
  deps: AppDeps,
  partnerId: number,
  locationId: number,
  uploadId: number,
): Promise<CsvUpload> {
  const upload = await findUpload(deps, partnerId, locationId, uploadId);
  if (upload.state === 'finished') return toUpload(upload);
  if (upload.state !== 'running') throw conflict(ALREADY_FINISHED);
  const [row] = await deps.database.db
    .update(csvUploads)
    .set({ state: 'finished', finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(ofLocation(partnerId, locationId), eq(csvUploads.id, uploadId)))
    .returning(uploadFields);
  return toUpload(row);
}

export async function latestCsvUpload(
  deps: AppDeps,
  partnerId: number,
  locationId: number,
): Promise<CsvUpload | null> {
  const [row] = await deps.database.db
    .select(uploadFields)
    .from(csvUploads)
    .where(ofLocation(partnerId, locationId))
    .orderBy(desc(csvUploads.createdAt), desc(csvUploads.id))
    .limit(1);
  return row ? toUpload(row) : null;
}

/** The upload with every row error kept, for its report. */
export async function uploadWithAllErrors(
  deps: AppDeps,
  partnerId: number,
  locationId: number,
  uploadId: number,
) {
  const upload = toUpload(await findUpload(deps, partnerId, locationId, uploadId));
  const [row] = await deps.database.db
    .select({ rowErrors: csvUploads.rowErrors })
    .from(csvUploads)
    .where(eq(csvUploads.id, upload.id));
  return { ...upload, row_errors: row.rowErrors };
}
