import { customType } from 'drizzle-orm/pg-core';

// An RO's labor, part, sublet and fee lines are stored inside its row: one array per kind, of a
// composite type per kind, in the source's order (a line's line_no is its position, from 1). The
// source always re-sends an RO whole and nothing reads a line without its RO, so the lines are part
// of the RO; as rows of their own they cost ingest ~5 rows, ~17 index entries and ~13 foreign-key
// checks per RO, more than the RO itself (docs/decisions/2026-11-25-ro-lines-in-the-row.md, "An RO's lines live in its row").
// A line's category_id and technician_id refer to `categories` and `employees` of the RO's
// location, which are never deleted on their own; readers left-join them.

/**
 * Each kind of line: its composite type and column (migration 0014 creates them), and the type's
 * fields in order. Ingest writes and readers name the fields from this list only.
 */
export const LINE_KINDS = {
  labor: {
    type: 'ro_labor_line',
    column: 'labor_lines',
    fields: [
      'description',
      'category_id',
      'technician_id',
      'sold_seconds',
      'actual_seconds',
      'sold_price_cents',
      'cost_cents',
    ],
  },
  part: {
    type: 'ro_part_line',
    column: 'part_lines',
    fields: [
      'description',
      'part_number',
      'kind',
      'category_id',
      'quantity',
      'sold_price_cents',
      'cost_cents',
    ],
  },
  sublet: {
    type: 'ro_sublet_line',
    column: 'sublet_lines',
    fields: ['description', 'sold_price_cents', 'cost_cents'],
  },
  fee: { type: 'ro_fee_line', column: 'fee_lines', fields: ['description', 'sold_price_cents'] },
} as const;
export type LineKind = keyof typeof LINE_KINDS;

/** A column holding one kind of line; it travels as PostgreSQL's array literal (ingest/lines.ts writes it). */
export const lineArray = (kind: LineKind) =>
  customType<{ data: string; driverData: string }>({ dataType: () => `${LINE_KINDS[kind].type}[]` })(
    LINE_KINDS[kind].column,
  );
