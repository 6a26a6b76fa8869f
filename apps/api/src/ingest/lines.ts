import { sql } from 'drizzle-orm';
import { schema } from '@rlo/db';
import type { DimensionIds } from './dimensions';
import type { IngestLocation } from './location';
import type { WrittenRepairOrder } from './repair-orders';
import { arrayLiteral, intArray, recordsOf, type Executor } from './sql';
import type { AcceptedRepairOrder } from './validate';

const { LINE_KINDS } = schema;
type LineKind = schema.LineKind;

type Ref = { external_id: string } | null;
type Field = string | number | null;

// A field of a composite literal: NULL is an empty field. A text goes as it is unless it is empty
// (which would read as NULL) or holds a character of the literal's syntax; then it is quoted, with
// its quotes and backslashes doubled. Blanks need no quotes: inside the parentheses they are part
// of the field.
const SYNTAX = /["\\(),]/;
const field = (value: Field) =>
  value === null
    ? ''
    : typeof value === 'number'
      ? String(value)
      : value !== '' && !SYNTAX.test(value)
        ? value
        : `"${value.replace(/["\\]/g, '$&$&')}"`;

/**
 * The array literal of one kind of line: each line a composite literal with LINE_KINDS' field order.
 * arrayLiteral drops a NUL in a text, as it does for every text ingest sends.
 */
function lineArray<K extends LineKind>(
  kind: K,
  lines: readonly Record<(typeof LINE_KINDS)[K]['fields'][number], Field>[],
) {
  const fields = LINE_KINDS[kind].fields as readonly (keyof (typeof lines)[number])[];
  return arrayLiteral(lines.map((line) => `(${fields.map((name) => field(line[name])).join(',')})`));
}

/** The RO's lines as its row stores them (repair-order-lines.ts): one array literal per kind, in order. */
export function storedLines(ro: AcceptedRepairOrder['ro'], ids: DimensionIds) {
  const id = (map: Map<string, number>, ref: Ref) => (ref ? (map.get(ref.external_id) ?? null) : null);
  return {
    labor_lines: lineArray(
      'labor',
      ro.labor.map((l) => ({
        description: l.description,
        category_id: id(ids.categories, l.category),
        technician_id: id(ids.employees, l.technician),
        sold_seconds: l.sold_seconds,
        actual_seconds: l.actual_seconds,
        sold_price_cents: l.sold_price_cents,
        cost_cents: l.cost_cents,
      })),
    ),
    part_lines: lineArray(
      'part',
      ro.parts.map((p) => ({
        description: p.description,
        part_number: p.part_number,
        kind: p.kind,
        category_id: id(ids.categories, p.category),
        quantity: p.quantity,
        sold_price_cents: p.sold_price_cents,
        cost_cents: p.cost_cents,
      })),
    ),
    sublet_lines: lineArray(
      'sublet',
      ro.sublets.map((s) => ({
        description: s.description,
        sold_price_cents: s.sold_price_cents,
        cost_cents: s.cost_cents,
      })),
    ),
    fee_lines: lineArray(
      'fee',
      ro.fees.map((f) => ({ description: f.description, sold_price_cents: f.sold_price_cents })),
    ),
  };
}

const kinds = Object.values(LINE_KINDS);
/** The line columns of repair_orders, and their SQL types for `recordsOf` (the literal is cast back there). */
export const LINE_COLUMNS = kinds.map(({ column }) => column);
export const LINE_COLUMN_TYPES = kinds.map(({ column, type }) => `${column} ${type}[]`).join(', ');

const RECOMMENDATION =
  'repair_order_id int, vehicle_id int, text text, recommended_date date, due_date date, recommendation_type text, amount_cents int';

/** Replaces the recommendations of the written ROs: a re-sent RO carries all of them. */
export async function replaceRecommendations(
  tx: Executor,
  location: IngestLocation,
  ros: readonly AcceptedRepairOrder[],
  written: ReadonlyMap<string, WrittenRepairOrder>,
  ids: DimensionIds,
  replacedIds: readonly number[],
): Promise<void> {
  if (replacedIds.length > 0) {
    await tx.execute(
      sql`DELETE FROM ro_recommendations WHERE repair_order_id = ANY(${intArray(replacedIds)})`,
    );
  }
  const rows = ros.flatMap(({ ro }) => {
    const vehicle_id = ro.vehicle ? ids.vehicles.get(ro.vehicle.external_id) : null;
    return ro.recommendations.map((r) => ({
      repair_order_id: written.get(ro.external_id)?.id,
      vehicle_id,
      text: r.text,
      recommended_date: r.recommended_date,
      due_date: r.due_date,
      recommendation_type: r.recommendation_type,
      amount_cents: r.amount_cents,
    }));
  });
  if (rows.length === 0) return;
  await tx.execute(sql`INSERT INTO ro_recommendations (partner_id, repair_order_id, vehicle_id, text,
      recommended_date, due_date, recommendation_type, amount_cents)
    SELECT ${location.partnerId}, r.repair_order_id, r.vehicle_id, r.text, r.recommended_date, r.due_date,
      r.recommendation_type, r.amount_cents
    FROM ${recordsOf(rows, RECOMMENDATION)}`);
}

/**
 * One kind of line of the RO `ro` (its name in the query) as the relation `alias`, with the fields
 * of LINE_KINDS and `line_no` (from 1, the source's order): `FROM repair_orders ro CROSS JOIN
 * LATERAL ${linesOfRo('labor', 'l')}`.
 */
export function linesOfRo(kind: LineKind, alias: string, ro = 'ro') {
  const { column, fields } = LINE_KINDS[kind];
  return sql.raw(`unnest(${ro}.${column}) WITH ORDINALITY AS ${alias}(${fields.join(', ')}, line_no)`);
}
