import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { schema, type Db } from '@rlo/db';
import type { RepairOrderDetail, RepairOrderSummary, RoStatus } from '@rlo/contract';
import type { AppDeps } from '../../deps';
import { linesOfRo } from '../../ingest/lines';
import { rowsOf } from '../../ingest/sql';
import { withinReach, type Reach } from '../../lib/reach';

const { repairOrders, customers, vehicles, employees, locations, customerVisits, roRecommendations } = schema;

// A line as its query returns it: the category comes as its id and name (none when either is null).
type LaborLineRow = Omit<RepairOrderDetail['labor'][number], 'category'> & {
  category_id: number | null;
  category_name: string | null;
};
type PartLineRow = Omit<RepairOrderDetail['parts'][number], 'category'> & {
  category_id: number | null;
  category_name: string | null;
};

const writer = alias(employees, 'writer');
const technician = alias(employees, 'technician');

export interface Paging {
  page_num: number;
  page_size: number;
}

const summaryColumns = {
  id: repairOrders.id,
  locationId: repairOrders.locationId,
  orderNumber: repairOrders.orderNumber,
  status: repairOrders.status,
  openedAt: repairOrders.openedAt,
  closedAt: repairOrders.closedAt,
  modifiedAt: repairOrders.modifiedAt,
  businessDate: repairOrders.businessDate,
  customerId: customers.id,
  customerFirstName: customers.firstName,
  customerLastName: customers.lastName,
  vehicleId: vehicles.id,
  vehicleYear: vehicles.year,
  vehicleMake: vehicles.make,
  vehicleModel: vehicles.model,
  writerId: writer.id,
  writerName: writer.fullName,
  technicianId: technician.id,
  technicianName: technician.fullName,
  totalSoldCents: repairOrders.totalSoldCents,
  laborSoldCents: repairOrders.laborSoldCents,
  partsSoldCents: repairOrders.partsSoldCents,
  tiresSoldCents: repairOrders.tiresSoldCents,
  subletSoldCents: repairOrders.subletSoldCents,
  otherSoldCents: repairOrders.otherSoldCents,
  discountCents: repairOrders.discountCents,
  soldSeconds: repairOrders.soldSeconds,
  actualSeconds: repairOrders.actualSeconds,
};

function selectSummaries(db: Db) {
  return db
    .select(summaryColumns)
    .from(repairOrders)
    .innerJoin(customers, eq(customers.id, repairOrders.customerId))
    .leftJoin(vehicles, eq(vehicles.id, repairOrders.vehicleId))
    .leftJoin(writer, eq(writer.id, repairOrders.writerId))
    .leftJoin(technician, eq(technician.id, repairOrders.technicianId));
}

type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

/**
 * The first counted visit (business date) of each customer: the customer's first_seen. The ids come
 * from ROs already scoped to the partner; keyed by customer id alone to run on its index.
 */
export async function firstSeenOf(
  deps: AppDeps,
  customerIds: readonly number[],
): Promise<Map<number, string>> {
  if (customerIds.length === 0) return new Map();
  const rows = await deps.database.rows<{ customer_id: number; first_seen: string }>(sql`
    select customer_id, to_char(min(business_date), 'YYYY-MM-DD') as first_seen
    from customer_visits
    where ${inArray(customerVisits.customerId, [...new Set(customerIds)])}
    group by customer_id`);
  return new Map(rows.map((r) => [r.customer_id, r.first_seen]));
}

function toSummary(row: SummaryRow, firstSeen: Map<number, string>): RepairOrderSummary {
  return {
    id: row.id,
    location_id: row.locationId,
    order_number: row.orderNumber,
    order_status: row.status as RoStatus,
    opened: row.openedAt.toISOString(),
    closed: row.closedAt?.toISOString() ?? null,
    modified: row.modifiedAt?.toISOString() ?? null,
    business_date: row.businessDate,
    customer: {
      id: row.customerId,
      first_name: row.customerFirstName,
      last_name: row.customerLastName,
      first_seen: firstSeen.get(row.customerId) ?? null,
    },
    vehicle:
      row.vehicleId === null
        ? null
        : { year: row.vehicleYear, make: row.vehicleMake, model: row.vehicleModel },
    writer: row.writerName === null ? null : { full_name: row.writerName },
    technician_name: row.technicianName,
    total_sold_price_cents: row.totalSoldCents,
    labor_sold_price_cents: row.laborSoldCents,
    parts_sold_price_cents: row.partsSoldCents,
    tires_sold_price_cents: row.tiresSoldCents,
    sublet_sold_price_cents: row.subletSoldCents,
    other_sold_price_cents: row.otherSoldCents,
    discounted_cents: row.discountCents,
    sold_seconds: row.soldSeconds,
    actual_seconds: row.actualSeconds,
  };
}

/** Newest first: by closed time, ROs never closed by their opening, then id (the index repair_orders_location_id_newest_idx). */
const NEWEST_FIRST = [
  desc(sql`coalesce(${repairOrders.closedAt}, ${repairOrders.openedAt})`),
  desc(repairOrders.id),
];

/**
 * One page of RO summaries matching `where` (which must carry the partner and a location so that
 * the repair_orders indexes bound it), with the total: counted over `where`, unless the caller
 * knows it (`knownTotal`, the RO audit's every RO of a location, kept in location_ro_counts).
 */
export async function summaryPage(
  deps: AppDeps,
  partnerId: number,
  where: SQL | undefined,
  paging: Paging,
  knownTotal?: () => Promise<number>,
): Promise<{ items: RepairOrderSummary[]; total: number }> {
  const { db } = deps.database;
  const condition = and(eq(repairOrders.partnerId, partnerId), where);
  const counted = async () => (await db.select({ total: count() }).from(repairOrders).where(condition))[0].total;
  const [rows, total] = await Promise.all([
    selectSummaries(db)
      .where(condition)
      .orderBy(...NEWEST_FIRST)
      .limit(paging.page_size)
      .offset((paging.page_num - 1) * paging.page_size),
    (knownTotal ?? counted)(),
  ]);
  const firstSeen = await firstSeenOf(
    deps,
    rows.map((r) => r.customerId),
  );
  return { items: rows.map((r) => toSummary(r, firstSeen)), total };
}

/** One RO summary of the partner at a location the user may see, or null. */
export async function summaryById(
  deps: AppDeps,
  reach: Reach,
  id: number,
): Promise<RepairOrderSummary | null> {
  const [row] = await selectSummaries(deps.database.db)
    .where(and(eq(repairOrders.partnerId, reach.partnerId), withinReach(reach, repairOrders.locationId), eq(repairOrders.id, id)))
    .limit(1);
  if (!row) return null;
  return toSummary(row, await firstSeenOf(deps, [row.customerId]));
}

const detailExtra = {
  locationName: locations.name,
  inspection: repairOrders.inspection,
  deletedPreviousStatus: repairOrders.deletedPreviousStatus,
  customerCompany: customers.company,
  customerPhones: customers.phoneNumbers,
  customerEmails: customers.emailAddresses,
  customerAddress: customers.address,
  customerCity: customers.city,
  customerState: customers.state,
  customerPostalCode: customers.postalCode,
  vehicleVin: vehicles.vin,
  laborCostCents: repairOrders.laborCostCents,
  partsCostCents: repairOrders.partsCostCents,
  tiresCostCents: repairOrders.tiresCostCents,
  subletCostCents: repairOrders.subletCostCents,
  taxCents: repairOrders.taxCents,
  grossProfitCents: repairOrders.grossProfitCents,
  recommendationCents: repairOrders.recommendationCents,
};

/**
 * The RO with its lines, customer, vehicle, writer, technician and recommendations; `where` picks
 * it (the partner and the user's locations are always added). When several match (an order number
 * reused), the one not deleted and most recently opened wins.
 */
export async function loadDetail(
  deps: AppDeps,
  reach: Reach,
  where: SQL | undefined,
): Promise<RepairOrderDetail | null> {
  const { db } = deps.database;
  const [row] = await db
    .select({ ...summaryColumns, ...detailExtra })
    .from(repairOrders)
    .innerJoin(customers, eq(customers.id, repairOrders.customerId))
    .innerJoin(locations, eq(locations.id, repairOrders.locationId))
    .leftJoin(vehicles, eq(vehicles.id, repairOrders.vehicleId))
    .leftJoin(writer, eq(writer.id, repairOrders.writerId))
    .leftJoin(technician, eq(technician.id, repairOrders.technicianId))
    .where(and(eq(repairOrders.partnerId, reach.partnerId), withinReach(reach, repairOrders.locationId), where))
    .orderBy(asc(sql`${repairOrders.status} = 'DELETED'`), desc(repairOrders.openedAt), desc(repairOrders.id))
    .limit(1);
  if (!row) return null;
  const roId = row.id;

  const [firstSeen, labor, parts, sublets, fees, recommendations] = await Promise.all([
    firstSeenOf(deps, [row.customerId]),
    rowsOf<LaborLineRow>(
      db,
      sql`SELECT l.line_no::int, l.description, c.id AS category_id, c.name AS category_name,
            e.id AS technician_id, e.full_name AS technician_name, l.sold_seconds, l.actual_seconds,
            l.sold_price_cents, l.cost_cents
          FROM repair_orders ro CROSS JOIN LATERAL ${linesOfRo('labor', 'l')}
          LEFT JOIN categories c ON c.id = l.category_id LEFT JOIN employees e ON e.id = l.technician_id
          WHERE ro.id = ${roId} ORDER BY l.line_no`,
    ),
    rowsOf<PartLineRow>(
      db,
      sql`SELECT p.line_no::int, p.description, p.part_number, p.kind, c.id AS category_id, c.name AS category_name,
            p.quantity, p.sold_price_cents, p.cost_cents
          FROM repair_orders ro CROSS JOIN LATERAL ${linesOfRo('part', 'p')}
          LEFT JOIN categories c ON c.id = p.category_id
          WHERE ro.id = ${roId} ORDER BY p.line_no`,
    ),
    rowsOf<RepairOrderDetail['sublets'][number]>(
      db,
      sql`SELECT s.line_no::int, s.description, s.sold_price_cents, s.cost_cents
          FROM repair_orders ro CROSS JOIN LATERAL ${linesOfRo('sublet', 's')} WHERE ro.id = ${roId} ORDER BY s.line_no`,
    ),
    rowsOf<RepairOrderDetail['fees'][number]>(
      db,
      sql`SELECT f.line_no::int, f.description, f.sold_price_cents
          FROM repair_orders ro CROSS JOIN LATERAL ${linesOfRo('fee', 'f')} WHERE ro.id = ${roId} ORDER BY f.line_no`,
    ),
    db
      .select()
      .from(roRecommendations)
      .where(eq(roRecommendations.repairOrderId, roId))
      .orderBy(asc(roRecommendations.id)),
  ]);

  const category = (id: number | null, name: string | null) =>
    id === null || name === null ? null : { id, name };
  const summary = toSummary(row, firstSeen);
  return {
    ...summary,
    location_name: row.locationName,
    inspection: row.inspection,
    deleted_previous_status: (row.deletedPreviousStatus ?? null) as RoStatus | null,
    customer: {
      ...summary.customer,
      company: row.customerCompany,
      phone_numbers: row.customerPhones ?? [],
      email_addresses: row.customerEmails ?? [],
      address: row.customerAddress,
      city: row.customerCity,
      state: row.customerState,
      postal_code: row.customerPostalCode,
    },
    vehicle:
      row.vehicleId === null
        ? null
        : {
            id: row.vehicleId,
            year: row.vehicleYear,
            make: row.vehicleMake,
            model: row.vehicleModel,
            vin: row.vehicleVin,
          },
    writer:
      row.writerId === null || row.writerName === null
        ? null
        : { id: row.writerId, full_name: row.writerName },
    technician:
      row.technicianId === null || row.technicianName === null
        ? null
        : { id: row.technicianId, full_name: row.technicianName },
    labor_cost_cents: row.laborCostCents,
    parts_cost_cents: row.partsCostCents,
    tires_cost_cents: row.tiresCostCents,
    sublet_cost_cents: row.subletCostCents,
    actual_cost_cents: row.laborCostCents + row.partsCostCents + row.tiresCostCents + row.subletCostCents,
    tax_cents: row.taxCents,
    gross_profit_cents: row.grossProfitCents,
    recommendation_cents: row.recommendationCents,
    labor: labor.map(({ category_id, category_name, ...l }) => ({
      ...l,
      category: category(category_id, category_name),
    })),
    parts: parts.map(({ category_id, category_name, ...p }) => ({
      ...p,
      category: category(category_id, category_name),
    })),
    sublets,
    fees,
    recommendations: recommendations.map((r) => ({
      id: r.id,
      text: r.text,
      recommended_date: r.recommendedDate,
      due_date: r.dueDate,
      recommendation_type: r.recommendationType,
      amount_cents: r.amountCents,
      rate: r.amountCents,
    })),
  };
}

/** Whether the customer is one of this partner's customers at that location. */
export async function customerAtLocation(
  deps: AppDeps,
  partnerId: number,
  locationId: number,
  customerId: number,
): Promise<boolean> {
  const [row] = await deps.database.db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.id, customerId),
        eq(customers.partnerId, partnerId),
        eq(customers.locationId, locationId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
