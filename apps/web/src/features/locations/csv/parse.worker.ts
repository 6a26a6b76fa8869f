/// <reference lib="webworker" />
import Papa from 'papaparse';
import { rowsToRepairOrders, type CsvMapping, type CsvRow } from '@rlo/contract';
import type { ParseReply, ParseRequest } from './parseMessages';

// Reads a CSV file off the page's thread, streaming it row by row (papaparse `step`), so a
// 100,000-row, 50 MB file neither freezes the tab nor is held in memory whole: each row keeps only
// the mapped columns.

declare const self: DedicatedWorkerGlobalScope;
const post = (reply: ParseReply) => self.postMessage(reply);
const PROGRESS_EVERY_MS = 100;
// Copying 30,000 ROs into the page at once held its thread for 0.7 s; slices of 500 take a few ms each.
const SLICE = 500;

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

function readHeader(file: File) {
  Papa.parse<string[]>(file, {
    preview: 1,
    skipEmptyLines: 'greedy',
    complete: (result) => post({ kind: 'header', headers: (result.data[0] ?? []).map((h) => h.trim()) }),
    error: (error) => post({ kind: 'error', message: error.message }),
  });
}

function parseFile(file: File, mapping: CsvMapping, timeZone: string) {
  const wanted = [...new Set(Object.values(mapping))];
  let columns: [string, number][] | null = null;
  // Blank lines stay as null, so row numbers are the file's records under the header.
  const rows: (CsvRow | null)[] = [];
  let rowsTotal = 0;
  let lastPost = 0;
  Papa.parse<string[]>(file, {
    skipEmptyLines: false,
    step: ({ data, meta }) => {
      if (columns === null) {
        if (isBlank(data)) return;
        const headers = data.map((h) => h.trim());
        columns = wanted.map((header) => [header, headers.indexOf(header)]);
        return;
      }
      if (isBlank(data)) {
        rows.push(null);
        return;
      }
      const row: Record<string, string> = {};
      for (const [header, index] of columns) if (index >= 0) row[header] = data[index] ?? '';
      rows.push(row);
      rowsTotal += 1;
      const now = performance.now();
      if (now - lastPost > PROGRESS_EVERY_MS) {
        lastPost = now;
        post({
          kind: 'progress',
          rows: rowsTotal,
          fraction: Math.min(1, meta.cursor / Math.max(1, file.size)),
        });
      }
    },
    complete: () => {
      // Trailing blank lines are not rows of the file.
      while (rows.length > 0 && rows[rows.length - 1] === null) rows.pop();
      post({ kind: 'progress', rows: rowsTotal, fraction: 1 });
      const { repairOrders, rowsOf, rowErrors } = rowsToRepairOrders(rows, mapping, { timeZone });
      for (let from = 0; from < repairOrders.length; from += SLICE) {
        post({
          kind: 'ros',
          repairOrders: repairOrders.slice(from, from + SLICE),
          rowsOf: rowsOf.slice(from, from + SLICE),
        });
      }
      post({ kind: 'done', rowErrors, rowsTotal });
    },
    error: (error) => post({ kind: 'error', message: error.message }),
  });
}

self.onmessage = (event: MessageEvent<ParseRequest>) => {
  const request = event.data;
  try {
    if (request.kind === 'header') readHeader(request.file);
    else parseFile(request.file, request.mapping, request.timeZone);
  } catch (error) {
    post({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
