import type { CsvMapping } from '@rlo/contract';
import type { ParsedFile, ParseProgress, ParseReply, ParseRequest } from './parseMessages';

// The page's side of the parse worker: one worker per read, ended when the read ends or is cancelled.

export interface Cancellable<T> {
  promise: Promise<T>;
  cancel: () => void;
}

type Answer<T> = { value: T } | null;

/**
 * Runs one request in a new worker. `take` sees every reply but progress and errors: it answers
 * the result once it has it, null while more is to come.
 */
function run<T>(
  request: ParseRequest,
  take: (reply: ParseReply) => Answer<T>,
  onProgress?: (progress: ParseProgress) => void,
): Cancellable<T> {
  const worker = new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module' });
  let cancel = () => worker.terminate();
  const promise = new Promise<T>((resolve, reject) => {
    const fail = (error: Error) => {
      worker.terminate();
      reject(error);
    };
    cancel = () => fail(new DOMException('The file reading was cancelled.', 'AbortError'));
    worker.onmessage = (event: MessageEvent<ParseReply>) => {
      const reply = event.data;
      if (reply.kind === 'progress') onProgress?.(reply);
      else if (reply.kind === 'error') fail(new Error(reply.message));
      else {
        const answer = take(reply);
        if (answer) {
          worker.terminate();
          resolve(answer.value);
        }
      }
    };
    worker.onerror = (event) => fail(new Error(event.message || 'The file could not be read.'));
  });
  worker.postMessage(request);
  return { promise, cancel: () => cancel() };
}

/** The column names of the file's first row. */
export function readCsvHeader(file: File): Promise<string[]> {
  return run({ kind: 'header', file }, (reply) => (reply.kind === 'header' ? { value: reply.headers } : null))
    .promise;
}

/** The whole file read into canonical ROs with the mapping, dates in the location's time zone. */
export function parseCsvFile(
  file: File,
  mapping: CsvMapping,
  timeZone: string,
  onProgress: (progress: ParseProgress) => void,
): Cancellable<ParsedFile> {
  const parsed: ParsedFile = { repairOrders: [], rowsOf: [], rowErrors: [], rowsTotal: 0 };
  return run(
    { kind: 'parse', file, mapping, timeZone },
    (reply) => {
      if (reply.kind === 'ros') {
        for (const ro of reply.repairOrders) parsed.repairOrders.push(ro);
        for (const rows of reply.rowsOf) parsed.rowsOf.push(rows);
        return null;
      }
      if (reply.kind !== 'done') return null;
      return { value: { ...parsed, rowErrors: reply.rowErrors, rowsTotal: reply.rowsTotal } };
    },
    onProgress,
  );
}
