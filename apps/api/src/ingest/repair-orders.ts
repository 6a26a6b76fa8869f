import { sql } from 'drizzle-orm';
import { RO_AMOUNT_KEYS } from '../analytics/amounts';
import type { DimensionIds } from './dimensions';
import { LINE_COLUMNS, LINE_COLUMN_TYPES, storedLines } from './lines';
import type { IngestLocation } from './location';
import { assignments, columns, recordsOf, rowsOf, type Executor } from './sql';
import type { AcceptedRepairOrder, DatedRepairOrder } from './validate';

export interface StoredRepairOrder {
  id: number;
  business_date: string | null;
  customer_id: number;
  /** The stored `modified` is the same as or newer than the incoming one: the RO is skipped. */
  stale: boolean;
}

export interface WrittenRepairOrder {
  id: number;
  external_id: string;
  business_date: string | null;
  customer_id: number;
}

/**
 * The stored version of each incoming RO, compared on `modified` by the database (microseconds).
 * One probe of the (location_id, external_id) key per RO, which LATERAL … LIMIT 1 forces: as a join,
 * while the statistics did not yet hold a location's ROs, the planner hashed all of them (53,000
 * read for a batch of 1,000).
 */
export async function findStoredRepairOrders(
  tx: Executor,
  locationId: number,
  ros: readonly AcceptedRepairOrder[],
): Promise<Map<string, StoredRepairOrder>> {
  if (ros.length === 0) return new Map();
  const keys = ros.map(({ ro }) => ({ external_id: ro.external_id, modified: ro.modified }));
  const rows = await rowsOf<StoredRepairOrder & { external_id: string }>(
    tx,
    sql`SELECT ro.id, ro.external_id, ro.business_date::text AS business_date, ro.customer_id,
          (r.modified IS NOT NULL AND ro.modified_at IS NOT NULL AND r.modified <= ro.modified_at) AS stale
        FROM ${recordsOf(keys, 'external_id text, modified timestamptz')}
        CROSS JOIN LATERAL (SELECT ro.id, ro.external_id, ro.business_date, ro.customer_id, ro.modified_at FROM repair_orders ro
          WHERE ro.location_id = ${locationId} AND ro.external_id = r.external_id LIMIT 1) ro`,
  );
  return new Map(rows.map(({ external_id, ...stored }) => [external_id, stored]));
}

const FIELDS = [
  'external_id',
  'order_number',
  'status',
  'opened_at',
  'closed_at',
  'modified_at',
  'business_date',
  'customer_id',
  'vehicle_id',
  'writer_id',
  'technician_id',
  'inspection',
  ...RO_AMOUNT_KEYS,
  ...LINE_COLUMNS,
] as const;
const FIELD_TYPES = [
  'external_id text, order_number text, status text, opened_at timestamptz, closed_at timestamptz',
  'modified_at timestamptz, business_date date, customer_id int, vehicle_id int, writer_id int',
  'technician_id int, inspection boolean',
  ...RO_AMOUNT_KEYS.map((key) => `${key} int`),
  LINE_COLUMN_TYPES,
].join(', ');
// A shop owner's delete (status DELETED with the previous status kept) survives a later re-send:
// the source's newer status is remembered as the one a restore brings back.
const MANUALLY_DELETED = sql.raw(`ro.status = 'DELETED' AND ro.deleted_previous_status IS NOT NULL`);
const UPDATED = FIELDS.filter((f) => f !== 'external_id' && f !== 'status');
const RETURNED = sql.raw('ro.id, ro.external_id, ro.business_date::text AS business_date, ro.customer_id');

/**
 * Writes the ROs with their amounts, business date and lines: one INSERT for the new ones, one UPDATE
 * for the stored ones (cheaper than INSERT … ON CONFLICT; the location lock keeps the split exact).
 */
export async function writeRepairOrders(
  tx: Executor,
  location: IngestLocation,
  ros: readonly DatedRepairOrder[],
  ids: DimensionIds,
  stored: ReadonlyMap<string, StoredRepairOrder>,
): Promise<Map<string, WrittenRepairOrder>> {
  const employee = (e: { external_id: string } | null) => (e ? ids.employees.get(e.external_id) : null);
  const rows = ros.map(({ ro, amounts, businessDate }) => ({
    external_id: ro.external_id,
    order_number: ro.order_number,
    status: ro.status,
    opened_at: ro.opened,
    closed_at: ro.closed,
    modified_at: ro.modified,
    business_date: businessDate,
    customer_id: ids.customers.get(ro.customer.external_id),
    vehicle_id: ro.vehicle ? ids.vehicles.get(ro.vehicle.external_id) : null,
    writer_id: employee(ro.writer),
    technician_id: employee(ro.technician),
    inspection: ro.inspection,
    ...amounts,
    ...storedLines(ro, ids),
  }));
  const inserts = rows.filter((r) => !stored.has(r.external_id));
  const updates = rows.filter((r) => stored.has(r.external_id));
  const written: WrittenRepairOrder[] = [];
  if (inserts.length > 0) {
    written.push(
      ...(await rowsOf<WrittenRepairOrder>(
        tx,
        sql`INSERT INTO repair_orders AS ro (partner_id, location_id, ${columns(FIELDS)})
            SELECT ${location.partnerId}, ${location.id}, ${columns(FIELDS, 'r.')}
            FROM ${recordsOf(inserts, FIELD_TYPES)}
            RETURNING ${RETURNED}`,
      )),
    );
  }
  if (updates.length > 0) {
    written.push(
      ...(await rowsOf<WrittenRepairOrder>(
        tx,
        sql`UPDATE repair_orders AS ro SET
              ${assignments(UPDATED, 'r')},
              status = CASE WHEN ${MANUALLY_DELETED} THEN 'DELETED' ELSE r.status END,
              deleted_previous_status = CASE WHEN ${MANUALLY_DELETED} AND r.status <> 'DELETED'
                THEN r.status ELSE ro.deleted_previous_status END,
              updated_at = now()
            FROM ${recordsOf(updates, FIELD_TYPES)}
            WHERE ro.location_id = ${location.id} AND ro.external_id = r.external_id
            RETURNING ${RETURNED}`,
      )),
    );
  }
  return new Map(written.map((w) => [w.external_id, w]));
}
