import {
  CSV_FIELDS,
  guessMapping,
  mappingForHeaders,
  type CanonicalRepairOrder,
  type CsvField,
  type CsvMapping,
  type CsvPresetId,
} from '@rlo/contract';

export interface RoTotals {
  labor: number;
  parts: number;
  /** Sublets and fees, less discounts: labor + parts + other is the RO's sales. */
  other: number;
  total: number;
}

const sum = (lines: readonly { sold_price_cents: number }[]) =>
  lines.reduce((n, l) => n + l.sold_price_cents, 0);

/** What the preview shows of an RO, in cents. Tires count with parts, tax is left out (kpis.md). */
export function roTotals(ro: CanonicalRepairOrder): RoTotals {
  const labor = sum(ro.labor);
  const parts = sum(ro.parts);
  const other = sum(ro.sublets) + sum(ro.fees) - ro.discount_cents;
  return { labor, parts, other, total: labor + parts + other };
}

/** "2025-03-04T08:12:00-06:00" → "2025-03-04 08:12 (-06:00)": the time as stored, at the location. */
export const storedTime = (iso: string | null): string =>
  iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} (${iso.slice(19)})` : '—';

export type MappingSource = 'saved' | 'guess';
/** Where the mapping step's values came from: the saved mapping, the guess, or a preset. */
export type MappingChoice = MappingSource | CsvPresetId;

const isField = (key: string): key is CsvField => (CSV_FIELDS as readonly string[]).includes(key);

/** A saved mapping as a CsvMapping, fields this version no longer knows dropped. */
export function savedMapping(saved: Record<string, string> | null | undefined): CsvMapping | null {
  if (!saved) return null;
  return Object.fromEntries(Object.entries(saved).filter(([key]) => isField(key)));
}

/** The location's saved mapping when this file has its RO number column, else a guess from the header. */
export function initialMapping(
  headers: readonly string[],
  saved: CsvMapping | null,
): { mapping: CsvMapping; source: MappingSource } {
  const fromSaved = saved ? mappingForHeaders(saved, headers) : {};
  if (fromSaved.ro_number) return { mapping: fromSaved, source: 'saved' };
  return { mapping: guessMapping(headers), source: 'guess' };
}

/** Why a chosen file cannot be read as a CSV upload (an i18n key and its values), or null. */
export function fileProblem(
  file: File,
  maxBytes: number,
): { key: string; values: Record<string, string> } | null {
  if (!/\.csv$/i.test(file.name)) return { key: 'csvUpload.file.onlyCsv', values: { name: file.name } };
  if (file.size === 0) return { key: 'csvUpload.file.empty', values: { name: file.name } };
  if (file.size > maxBytes)
    return { key: 'csvUpload.file.tooLarge', values: { size: `${Math.round(maxBytes / 1024 / 1024)} MB` } };
  return null;
}
