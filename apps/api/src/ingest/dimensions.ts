import { sql } from 'drizzle-orm';
import type { CanonicalRepairOrder } from '@rlo/contract';
import { duplicateKeys } from '../analytics/duplicates';
import { assignments, columns, recordsOf, rowsOf, textArray, type Executor } from './sql';
import type { IngestLocation } from './location';
import type { AcceptedRepairOrder, DatedRepairOrder } from './validate';

// Employees, categories, customers and vehicles are upserted by (location, external_id) with one
// statement each. When several ROs of a batch carry the same one, the latest RO (by `modified`,
// then position) gives its fields; the database only rewrites a row whose fields changed. A stored
// customer or vehicle whose fields did not change is not even offered to the upsert, which would
// lock its row (a write) to find that out.

export interface DimensionIds {
  employees: Map<string, number>;
  categories: Map<string, number>;
  /** The customer an RO belongs to: the survivor when the sent customer was merged into another. */
  customers: Map<string, number>;
  /** Stored customers whose marketing source this batch changed (their new-customer month's sources move). */
  newSourceCustomerIds: number[];
  /**
   * The customers this batch created, with the first visit date they were written with (null: no
   * closed RO yet). Their first and last seen were written from the batch's closed ROs too.
   */
  createdCustomers: Map<number, string | null>;
  vehicles: Map<string, number>;
}

type Employee = { external_id: string; full_name: string; service_advisor: boolean; technician: boolean };
type Customer = CanonicalRepairOrder['customer'];
type Vehicle = NonNullable<CanonicalRepairOrder['vehicle']> & { customer_external_id: string };

function inApplyOrder(ros: readonly AcceptedRepairOrder[]): AcceptedRepairOrder[] {
  return [...ros].sort(
    (a, b) => (a.modifiedMs ?? -Infinity) - (b.modifiedMs ?? -Infinity) || a.index - b.index,
  );
}

function collect(ros: readonly AcceptedRepairOrder[]) {
  const employees = new Map<string, Employee>();
  const categories = new Map<string, { external_id: string; name: string }>();
  const customers = new Map<string, Customer>();
  const vehicles = new Map<string, Vehicle>();
  const employee = (e: { external_id: string; full_name: string } | null, role: 'writer' | 'technician') => {
    if (!e) return;
    const seen = employees.get(e.external_id);
    employees.set(e.external_id, {
      external_id: e.external_id,
      full_name: e.full_name,
      service_advisor: (seen?.service_advisor ?? false) || role === 'writer',
      technician: (seen?.technician ?? false) || role === 'technician',
    });
  };
  for (const { ro } of inApplyOrder(ros)) {
    employee(ro.writer, 'writer');
    employee(ro.technician, 'technician');
    for (const line of ro.labor) {
      employee(line.technician, 'technician');
      if (line.category) categories.set(line.category.external_id, line.category);
    }
    for (const line of ro.parts) if (line.category) categories.set(line.category.external_id, line.category);
    customers.set(ro.customer.external_id, ro.customer);
    if (ro.vehicle)
      vehicles.set(ro.vehicle.external_id, { ...ro.vehicle, customer_external_id: ro.customer.external_id });
  }
  return {
    employees: [...employees.values()],
    categories: [...categories.values()],
    customers: [...customers.values()],
    vehicles,
  };
}

async function idsOf(
  tx: Executor,
  table: 'employees' | 'categories' | 'vehicles',
  locationId: number,
  ids: string[],
) {
  const rows = await rowsOf<{ id: number; external_id: string }>(
    tx,
    sql`SELECT id, external_id FROM ${sql.raw(table)} WHERE location_id = ${locationId} AND external_id = ANY(${textArray(ids)})`,
  );
  return new Map(rows.map((r) => [r.external_id, r.id]));
}

async function upsertEmployees(tx: Executor, location: IngestLocation, rows: Employee[]) {
  if (rows.length === 0) return new Map<string, number>();
  await tx.execute(sql`
    INSERT INTO employees AS e (partner_id, location_id, external_id, full_name, service_advisor, technician)
    SELECT ${location.partnerId}, ${location.id}, r.external_id, r.full_name, r.service_advisor, r.technician
    FROM ${recordsOf(rows, 'external_id text, full_name text, service_advisor boolean, technician boolean')}
    ON CONFLICT (location_id, external_id) DO UPDATE SET
      full_name = excluded.full_name,
      service_advisor = e.service_advisor OR excluded.service_advisor,
      technician = e.technician OR excluded.technician
    WHERE (e.full_name, e.service_advisor, e.technician)
      IS DISTINCT FROM (excluded.full_name, e.service_advisor OR excluded.service_advisor, e.technician OR excluded.technician)`);
  return idsOf(
    tx,
    'employees',
    location.id,
    rows.map((r) => r.external_id),
  );
}

async function upsertCategories(
  tx: Executor,
  location: IngestLocation,
  rows: { external_id: string; name: string }[],
) {
  if (rows.length === 0) return new Map<string, number>();
  await tx.execute(sql`
    INSERT INTO categories AS c (partner_id, location_id, external_id, name)
    SELECT ${location.partnerId}, ${location.id}, r.external_id, r.name
    FROM ${recordsOf(rows, 'external_id text, name text')}
    ON CONFLICT (location_id, external_id) DO UPDATE SET name = excluded.name
    WHERE c.name IS DISTINCT FROM excluded.name`);
  return idsOf(
    tx,
    'categories',
    location.id,
    rows.map((r) => r.external_id),
  );
}

/**
 * The customer fields a source sends, and the duplicate keys computed from them here (cheaper than
 * the SQL function the triggers would run), which an upsert rewrites when one of them changed.
 */
const CUSTOMER_FIELD_NAMES = [
  'first_name',
  'last_name',
  'company',
  'phone_numbers',
  'email_addresses',
  'address',
  'city',
  'state',
  'postal_code',
  'marketing_source',
  'duplicate_keys',
];
const CUSTOMER_FIELDS_OF = (alias: string) => columns(CUSTOMER_FIELD_NAMES, `${alias}.`);
const CUSTOMER_FIELDS = columns(CUSTOMER_FIELD_NAMES);

/** The vehicle fields, the owner's id included, which an upsert rewrites when one of them changed. */
const VEHICLE_FIELD_NAMES = ['customer_id', 'year', 'make', 'model', 'vin'];

/** A customer's closed ROs in the batch (their closing instants), and the first one's business date. */
interface SeenInBatch {
  closed: string[];
  first_visit_date: string;
}

/**
 * The closed ROs of each customer of the batch: a customer it creates is written with the first and
 * last seen and the first visit they give, exact when all of the customer's ROs are new ones (see
 * refreshCustomersSeen).
 */
function seenIn(ros: readonly DatedRepairOrder[]): Map<string, SeenInBatch> {
  const seen = new Map<string, SeenInBatch>();
  for (const { ro, businessDate } of ros) {
    if (ro.status !== 'CLOSED' || ro.closed === null || businessDate === null) continue;
    const known = seen.get(ro.customer.external_id);
    if (!known) seen.set(ro.customer.external_id, { closed: [ro.closed], first_visit_date: businessDate });
    else {
      known.closed.push(ro.closed);
      if (businessDate < known.first_visit_date) known.first_visit_date = businessDate;
    }
  }
  return seen;
}

/**
 * One statement: `stored` reads the rows as they were (a statement's CTEs share its snapshot), so
 * the customers whose marketing source changed, and the ones created, come out together with every
 * RO's customer id. A created customer gets its seen dates from the batch; a stored one keeps its
 * own, which refreshCustomersSeen moves.
 */
async function upsertCustomers(
  tx: Executor,
  location: IngestLocation,
  customers: Customer[],
  seen: ReadonlyMap<string, SeenInBatch>,
) {
  const rows = customers.map((c) => {
    const s = seen.get(c.external_id);
    return { ...c, duplicate_keys: duplicateKeys(c), closed: s?.closed ?? [], first_visit_date: s?.first_visit_date ?? null };
  });
  const resolved = await rowsOf<{
    id: number;
    external_id: string;
    new_source_id: number | null;
    created: boolean;
  }>(
    tx,
    sql`
    WITH stored AS (
      SELECT id, external_id, merged_into_id, ${CUSTOMER_FIELDS} FROM customers
      WHERE location_id = ${location.id} AND external_id = ANY(${textArray(rows.map((r) => r.external_id))})),
    upserted AS (
      INSERT INTO customers AS c (partner_id, location_id, external_id, ${CUSTOMER_FIELDS}, first_seen, last_seen, first_visit_date)
      SELECT ${location.partnerId}, ${location.id}, r.external_id, ${CUSTOMER_FIELDS_OF('r')},
        (SELECT min(t) FROM unnest(r.closed) t), (SELECT max(t) FROM unnest(r.closed) t), r.first_visit_date
      FROM ${recordsOf(
        rows,
        'external_id text, first_name text, last_name text, company text, phone_numbers text[], email_addresses text[], address text, city text, state text, postal_code text, marketing_source text, duplicate_keys text[], closed timestamptz[], first_visit_date date',
      )}
      LEFT JOIN stored s ON s.external_id = r.external_id
      WHERE s.id IS NULL OR (${CUSTOMER_FIELDS_OF('s')}) IS DISTINCT FROM (${CUSTOMER_FIELDS_OF('r')})
      ON CONFLICT (location_id, external_id) DO UPDATE SET ${assignments(CUSTOMER_FIELD_NAMES)}, updated_at = now()
      RETURNING c.id, c.external_id, c.marketing_source)
    SELECT coalesce(s.merged_into_id, s.id, u.id) AS id, coalesce(s.external_id, u.external_id) AS external_id,
      CASE WHEN s.id IS NOT NULL AND u.id IS NOT NULL AND s.marketing_source IS DISTINCT FROM u.marketing_source
        THEN u.id END AS new_source_id,
      s.id IS NULL AS created
    FROM stored s FULL JOIN upserted u ON u.id = s.id`,
  );
  return {
    customers: new Map(resolved.map((r) => [r.external_id, r.id])),
    newSourceCustomerIds: resolved.flatMap((r) => r.new_source_id ?? []),
    createdCustomers: new Map(
      resolved.filter((r) => r.created).map((r) => [r.id, seen.get(r.external_id)?.first_visit_date ?? null]),
    ),
  };
}

async function upsertVehicles(
  tx: Executor,
  location: IngestLocation,
  vehicles: Vehicle[],
  customers: Map<string, number>,
) {
  if (vehicles.length === 0) return new Map<string, number>();
  const rows = vehicles.map(({ customer_external_id, ...v }) => ({
    ...v,
    customer_id: customers.get(customer_external_id),
  }));
  const resolved = await rowsOf<{ id: number; external_id: string }>(
    tx,
    sql`
    WITH stored AS (
      SELECT id, external_id, ${columns(VEHICLE_FIELD_NAMES)} FROM vehicles
      WHERE location_id = ${location.id} AND external_id = ANY(${textArray(rows.map((r) => r.external_id))})),
    upserted AS (
      INSERT INTO vehicles AS v (partner_id, location_id, external_id, ${columns(VEHICLE_FIELD_NAMES)})
      SELECT ${location.partnerId}, ${location.id}, r.external_id, ${columns(VEHICLE_FIELD_NAMES, 'r.')}
      FROM ${recordsOf(rows, 'external_id text, customer_id int, year int, make text, model text, vin text')}
      LEFT JOIN stored s ON s.external_id = r.external_id
      WHERE s.id IS NULL OR (${columns(VEHICLE_FIELD_NAMES, 's.')}) IS DISTINCT FROM (${columns(VEHICLE_FIELD_NAMES, 'r.')})
      ON CONFLICT (location_id, external_id) DO UPDATE SET ${assignments(VEHICLE_FIELD_NAMES)}
      RETURNING v.id, v.external_id)
    SELECT coalesce(s.id, u.id) AS id, coalesce(s.external_id, u.external_id) AS external_id
    FROM stored s FULL JOIN upserted u ON u.id = s.id`,
  );
  return new Map(resolved.map((r) => [r.external_id, r.id]));
}

export async function upsertDimensions(
  tx: Executor,
  location: IngestLocation,
  ros: readonly DatedRepairOrder[],
): Promise<DimensionIds> {
  const found = collect(ros);
  const employees = await upsertEmployees(tx, location, found.employees);
  const categories = await upsertCategories(tx, location, found.categories);
  const { customers, newSourceCustomerIds, createdCustomers } = await upsertCustomers(
    tx,
    location,
    found.customers,
    seenIn(ros),
  );
  const vehicles = await upsertVehicles(tx, location, [...found.vehicles.values()], customers);
  return { employees, categories, customers, newSourceCustomerIds, createdCustomers, vehicles };
}
