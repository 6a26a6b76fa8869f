import { sql, type SQL } from 'drizzle-orm';
import type { DimensionIds } from './dimensions';
import type { IngestLocation } from './location';
import type { WrittenRepairOrder } from './repair-orders';
import { intArray, recordsOf, type Executor } from './sql';
import type { AcceptedRepairOrder } from './validate';

type Row = Record<string, string | number | null | undefined>;

/** Each child table of an RO, with the columns ingest writes and their SQL types. */
const TABLES = {
  ro_labor_lines:
    'repair_order_id int, line_no int, description text, category_id int, technician_id int, sold_seconds int, actual_seconds int, sold_price_cents int, cost_cents int',
  ro_part_lines:
    'repair_order_id int, line_no int, description text, part_number text, kind text, category_id int, quantity float8, sold_price_cents int, cost_cents int',
  ro_sublet_lines: 'repair_order_id int, line_no int, description text, sold_price_cents int, cost_cents int',
  ro_fee_lines: 'repair_order_id int, line_no int, description text, sold_price_cents int',
  ro_recommendations:
    'repair_order_id int, vehicle_id int, text text, recommended_date date, due_date date, recommendation_type text, amount_cents int',
} as const;
type Table = keyof typeof TABLES;
const NAMES = Object.keys(TABLES) as Table[];

function insertInto(table: Table, partnerId: number, rows: Row[]): SQL {
  const columns = TABLES[table].split(', ').map((c) => c.split(' ')[0]);
  return sql`INSERT INTO ${sql.raw(table)} (partner_id, ${sql.raw(columns.join(', '))})
    SELECT ${partnerId}, ${sql.raw(columns.map((c) => `r.${c}`).join(', '))}
    FROM ${recordsOf(rows, TABLES[table])}`;
}

/** One statement running several independent data-modifying statements. */
function together(statements: SQL[]): SQL {
  const last = statements[statements.length - 1];
  const ctes = statements.slice(0, -1).map((s, i) => sql`w${sql.raw(String(i))} AS (${s})`);
  return ctes.length ? sql`WITH ${sql.join(ctes, sql`, `)} ${last}` : last;
}

/** Replaces the lines and recommendations of the written ROs: a re-sent RO carries all of them. */
export async function replaceLines(
  tx: Executor,
  location: IngestLocation,
  ros: readonly AcceptedRepairOrder[],
  written: ReadonlyMap<string, WrittenRepairOrder>,
  ids: DimensionIds,
  replacedIds: readonly number[],
): Promise<void> {
  if (replacedIds.length > 0) {
    const replaced = intArray(replacedIds);
    await tx.execute(
      together(NAMES.map((t) => sql`DELETE FROM ${sql.raw(t)} WHERE repair_order_id = ANY(${replaced})`)),
    );
  }
  const id = (map: Map<string, number>, ref: { external_id: string } | null) =>
    ref ? map.get(ref.external_id) : null;
  const rows: Record<Table, Row[]> = {
    ro_labor_lines: [],
    ro_part_lines: [],
    ro_sublet_lines: [],
    ro_fee_lines: [],
    ro_recommendations: [],
  };
  for (const { ro } of ros) {
    const repair_order_id = written.get(ro.external_id)?.id;
    ro.labor.forEach((l, i) =>
      rows.ro_labor_lines.push({
        repair_order_id,
        line_no: i + 1,
        description: l.description,
        category_id: id(ids.categories, l.category),
        technician_id: id(ids.employees, l.technician),
        sold_seconds: l.sold_seconds,
        actual_seconds: l.actual_seconds,
        sold_price_cents: l.sold_price_cents,
        cost_cents: l.cost_cents,
      }),
    );
    ro.parts.forEach((p, i) =>
      rows.ro_part_lines.push({
        repair_order_id,
        line_no: i + 1,
        description: p.description,
        part_number: p.part_number,
        kind: p.kind,
        category_id: id(ids.categories, p.category),
        quantity: p.quantity,
        sold_price_cents: p.sold_price_cents,
        cost_cents: p.cost_cents,
      }),
    );
    ro.sublets.forEach((s, i) =>
      rows.ro_sublet_lines.push({
        repair_order_id,
        line_no: i + 1,
        description: s.description,
        sold_price_cents: s.sold_price_cents,
        cost_cents: s.cost_cents,
      }),
    );
    ro.fees.forEach((f, i) =>
      rows.ro_fee_lines.push({
        repair_order_id,
        line_no: i + 1,
        description: f.description,
        sold_price_cents: f.sold_price_cents,
      }),
    );
    const vehicle_id = id(ids.vehicles, ro.vehicle);
    for (const r of ro.recommendations) {
      rows.ro_recommendations.push({
        repair_order_id,
        vehicle_id,
        text: r.text,
        recommended_date: r.recommended_date,
        due_date: r.due_date,
        recommendation_type: r.recommendation_type,
        amount_cents: r.amount_cents,
      });
    }
  }
  const inserts = NAMES.filter((t) => rows[t].length > 0).map((t) =>
    insertInto(t, location.partnerId, rows[t]),
  );
  if (inserts.length > 0) await tx.execute(together(inserts));
}
