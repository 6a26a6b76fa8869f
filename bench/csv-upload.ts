// The CSV upload's time for a 100,000-row file (issue 26): what the browser's worker does
// (papaparse streaming, the mapping guessed from the header, rows grouped into ROs by
// rowsToRepairOrders — the same code) done here in Node, then the upload's calls through the
// real routes, batch after batch, as the page sends them. The file is the e2e suite's shop export.
import { performance } from 'node:perf_hooks';
import Papa from 'papaparse';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, DEFAULT_TIME_ZONE, INGEST_MAX_BATCH, guessMapping, rowsToRepairOrders, type CsvRow } from '@rlo/contract';
import type { AppDeps } from '../apps/api/src/deps';
import { createLocation } from '../apps/api/src/modules/accounts/service';
import { shopExport } from '../e2e/csv-upload-file';

export interface CsvUploadResult {
  rows: number;
  megabytes: number;
  repairOrders: number;
  parseSeconds: number;
  sendSeconds: number;
  seconds: number;
  inserted: number;
}

/** About 30,000 ROs of three or four lines: a little over 100,000 rows. */
const ROS = 30_000;

async function call(app: FastifyInstance, cookie: string, method: 'POST', url: string, payload: unknown) {
  const response = await app.inject({ method, url: `${API_PREFIX}${url}`, headers: { cookie, 'x-requested-with': 'XMLHttpRequest' }, payload: payload as object });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
  return response.json<Record<string, unknown>>();
}

export async function benchCsvUpload(deps: AppDeps, app: FastifyInstance, cookie: string, partnerId: number): Promise<CsvUploadResult> {
  const file = shopExport('B', 2026, 3, ROS);
  const { locationId } = await createLocation(deps, { partnerId, name: 'Bench CSV upload' });
  const start = performance.now();
  let header: string[] | null = null;
  const rows: (CsvRow | null)[] = [];
  Papa.parse<string[]>(file.csv, {
    step: ({ data }) => {
      if (header === null) {
        header = data.map((h) => h.trim());
        return;
      }
      if (data.every((cell) => cell.trim() === '')) return void rows.push(null);
      rows.push(Object.fromEntries(header.map((h, i) => [h, data[i] ?? ''])));
    },
  });
  const mapping = guessMapping(header ?? []);
  const parsed = rowsToRepairOrders(rows, mapping, { timeZone: DEFAULT_TIME_ZONE });
  const parsedAt = performance.now();

  const upload = await call(app, cookie, 'POST', `/locations/${locationId}/csv-uploads`, {
    file_name: 'bench.csv',
    file_size: Buffer.byteLength(file.csv),
    rows_total: file.rows,
    ros_total: parsed.repairOrders.length,
    row_errors: parsed.rowErrors,
  });
  let inserted = 0;
  for (let from = 0; from < parsed.repairOrders.length; from += INGEST_MAX_BATCH) {
    const rowsOf = parsed.rowsOf.slice(from, from + INGEST_MAX_BATCH);
    const answer = await call(app, cookie, 'POST', `/locations/${locationId}/csv-uploads/${String(upload.id)}/batches`, {
      rows_read: rowsOf.reduce((n, r) => n + r.length, from === 0 ? parsed.rowErrors.length : 0),
      repair_orders: parsed.repairOrders.slice(from, from + INGEST_MAX_BATCH),
      rows: rowsOf,
    });
    inserted += (answer.result as { inserted: number }).inserted;
  }
  await call(app, cookie, 'POST', `/locations/${locationId}/csv-uploads/${String(upload.id)}/finish`, {});
  const end = performance.now();
  return {
    rows: file.rows,
    megabytes: Buffer.byteLength(file.csv) / 2 ** 20,
    repairOrders: parsed.repairOrders.length,
    parseSeconds: (parsedAt - start) / 1000,
    sendSeconds: (end - parsedAt) / 1000,
    seconds: (end - start) / 1000,
    inserted,
  };
}
