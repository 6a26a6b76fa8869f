import type { CsvMapping, CsvParseResult } from '@rlo/contract';

// What the page and the parse worker say to each other (parse.worker.ts).

export type ParseRequest =
  { kind: 'header'; file: File } | { kind: 'parse'; file: File; mapping: CsvMapping; timeZone: string };

/** A whole file read: its ROs and unreadable rows, and how many data rows it had (blank lines not counted). */
export interface ParsedFile extends CsvParseResult {
  rowsTotal: number;
}

export interface ParseProgress {
  rows: number;
  /** 0 to 1, how far into the file the reader is. */
  fraction: number;
}

export type ParseReply =
  | { kind: 'header'; headers: string[] }
  | ({ kind: 'progress' } & ParseProgress)
  /** The ROs come back in slices, so no single message holds the page's thread for long. */
  | { kind: 'ros'; repairOrders: ParsedFile['repairOrders']; rowsOf: ParsedFile['rowsOf'] }
  | { kind: 'done'; rowErrors: ParsedFile['rowErrors']; rowsTotal: number }
  | { kind: 'error'; message: string };
