import type { z } from 'zod';
import type { RoStatus } from './constants';
import type { CsvField, CsvMapping } from './csv-columns';
import {
  normalizeWords,
  parseDate,
  parseHours,
  parseLineType,
  parseMoney,
  parseQuantity,
  parseStatus,
  type CsvLineType,
  type Parsed,
} from './csv-values';
import type {
  canonicalFeeLineSchema,
  canonicalLaborLineSchema,
  canonicalPartLineSchema,
  canonicalSubletLineSchema,
} from './ingest';

// One data row of a CSV upload read on its own: its RO-level cells and its line, or every reason
// it cannot be read.

/** A parsed data row: header → cell. */
export type CsvRow = Readonly<Record<string, string | undefined>>;

export interface CsvEmployee {
  external_id: string;
  full_name: string;
}

/** Names are the only key a CSV has for people and categories: "Tina  Tech" and "tina tech" are one. */
export const namedRecord = (name: string): CsvEmployee | null =>
  name ? { external_id: `name:${normalizeWords(name)}`, full_name: name } : null;

export type CsvLine =
  | { type: 'labor'; line: z.input<typeof canonicalLaborLineSchema> }
  | { type: 'part'; line: z.input<typeof canonicalPartLineSchema> }
  | { type: 'sublet'; line: z.input<typeof canonicalSubletLineSchema> }
  | { type: 'fee'; line: z.input<typeof canonicalFeeLineSchema> }
  | { type: 'discount' | 'tax'; cents: number };

export interface CsvRowRead {
  status: RoStatus | null;
  opened: string | null;
  closed: string | null;
  modified: string | null;
  line: CsvLine | null;
}

export class CsvCells {
  // A file repeats the same few dates on every line of an RO: each is read once.
  private readonly dates = new Map<string, Parsed<string | null>>();

  constructor(
    private readonly mapping: CsvMapping,
    private readonly timeZone: string,
  ) {}

  cell(row: CsvRow, field: CsvField): string {
    const header = this.mapping[field];
    return header === undefined ? '' : (row[header] ?? '').trim();
  }

  date(text: string): Parsed<string | null> {
    let parsed = this.dates.get(text);
    if (!parsed) {
      parsed = parseDate(text, this.timeZone);
      this.dates.set(text, parsed);
    }
    return parsed;
  }
}

/**
 * A row without a line type is a part when it has a part number, labor when it has hours, and no
 * line at all when it has no amount, hours or description (a row that only carries the RO's
 * fields); anything else is ambiguous and refused.
 */
function lineTypeOf(row: CsvRow, cells: CsvCells, problems: string[]): CsvLineType | null {
  const text = cells.cell(row, 'line_type');
  if (text) {
    const type = parseLineType(text);
    if (type.ok) return type.value;
    problems.push(type.reason);
    return null;
  }
  const has = (field: CsvField) => cells.cell(row, field) !== '';
  if (has('part_number')) return 'part';
  if (has('sold_hours') || has('actual_hours')) return 'labor';
  if (has('sold_amount') || has('cost_amount') || has('line_description')) {
    problems.push('no line type (labor, part, tire, sublet, fee, discount or tax)');
  }
  return null;
}

export function readRow(row: CsvRow, cells: CsvCells): Parsed<CsvRowRead> {
  const problems: string[] = [];
  const take = <T>(parsed: Parsed<T>, fallback: T): T => {
    if (parsed.ok) return parsed.value;
    problems.push(parsed.reason);
    return fallback;
  };
  const statusText = cells.cell(row, 'status');
  const read: CsvRowRead = {
    status: statusText ? take<RoStatus | null>(parseStatus(statusText), null) : null,
    opened: take(cells.date(cells.cell(row, 'opened')), null),
    closed: take(cells.date(cells.cell(row, 'closed')), null),
    modified: take(cells.date(cells.cell(row, 'modified')), null),
    line: null,
  };
  const type = lineTypeOf(row, cells, problems);
  const description = cells.cell(row, 'line_description') || null;
  const categoryName = cells.cell(row, 'category');
  const category = categoryName ? { external_id: normalizeWords(categoryName), name: categoryName } : null;
  const soldText = cells.cell(row, 'sold_amount');
  const sold = take(parseMoney(soldText, { allowNegative: type === 'discount' }), 0);
  const cost = take(parseMoney(cells.cell(row, 'cost_amount')), 0);
  if (type === 'labor') {
    const line = {
      description,
      category,
      technician: namedRecord(cells.cell(row, 'technician_name')),
      sold_seconds: take(parseHours(cells.cell(row, 'sold_hours')), 0),
      actual_seconds: take(parseHours(cells.cell(row, 'actual_hours')), 0),
      sold_price_cents: sold,
      cost_cents: cost,
    };
    read.line = { type, line };
  } else if (type === 'part' || type === 'tire') {
    const line = {
      description,
      part_number: cells.cell(row, 'part_number') || null,
      kind: type,
      category,
      quantity: take(parseQuantity(cells.cell(row, 'quantity')), 1),
      sold_price_cents: sold,
      cost_cents: cost,
    };
    read.line = { type: 'part', line };
  } else if (type === 'sublet') {
    read.line = { type, line: { description, sold_price_cents: sold, cost_cents: cost } };
  } else if (type === 'fee') {
    read.line = { type, line: { description, sold_price_cents: sold } };
  } else if (type === 'discount' || type === 'tax') {
    read.line = { type, cents: sold };
  }
  return problems.length > 0 ? { ok: false, reason: problems.join('; ') } : { ok: true, value: read };
}
