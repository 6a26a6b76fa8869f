import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { RO_STATUSES } from '@rlo/contract';
import { oneOf, timestamptz } from './columns';
import { locations } from './locations';
import { lineArray } from './repair-order-lines';

export const repairOrders = pgTable(
  'repair_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Tied to its partner through its location (cascade), not by a foreign key of its own: ingest
    // writes a row per RO and the key would be checked on each (docs/decisions/2026-11-24-derived-tables-without-foreign-keys.md, "Derived tables").
    partnerId: integer('partner_id').notNull(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    orderNumber: text('order_number').notNull(),
    status: text('status', { enum: RO_STATUSES }).notNull(),
    openedAt: timestamptz('opened_at').notNull(),
    closedAt: timestamptz('closed_at'),
    modifiedAt: timestamptz('modified_at'),
    // Calendar date of closed_at in the location's time zone (kpis.md §1), set by ingest.
    businessDate: date('business_date', { mode: 'string' }),
    // Ids of the location's customers, vehicles and employees, but not foreign keys: ingest, the
    // only writer, takes them from its own upserts in the same transaction, and a merge moves ROs to
    // a customer it keeps. Nothing deletes a customer, vehicle or employee but their location's
    // cascade, which takes the ROs too. As keys they were checked on every RO ingest wrote, which cost
    // more than writing the row (docs/decisions/2026-11-25-ro-references-without-foreign-keys.md, "An RO's customer, vehicle and employees are ids").
    customerId: integer('customer_id').notNull(),
    vehicleId: integer('vehicle_id'),
    writerId: integer('writer_id'),
    technicianId: integer('technician_id'),
    discountCents: integer('discount_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    inspection: boolean('inspection').notNull().default(false),
    // Per-RO amounts of kpis.md §2, computed once at ingest.
    laborSoldCents: integer('labor_sold_cents').notNull().default(0),
    laborCostCents: integer('labor_cost_cents').notNull().default(0),
    partsSoldCents: integer('parts_sold_cents').notNull().default(0),
    partsCostCents: integer('parts_cost_cents').notNull().default(0),
    tiresSoldCents: integer('tires_sold_cents').notNull().default(0),
    tiresCostCents: integer('tires_cost_cents').notNull().default(0),
    subletSoldCents: integer('sublet_sold_cents').notNull().default(0),
    subletCostCents: integer('sublet_cost_cents').notNull().default(0),
    otherSoldCents: integer('other_sold_cents').notNull().default(0),
    soldSeconds: integer('sold_seconds').notNull().default(0),
    actualSeconds: integer('actual_seconds').notNull().default(0),
    recommendationCents: integer('recommendation_cents').notNull().default(0),
    totalSoldCents: integer('total_sold_cents').notNull().default(0),
    grossProfitCents: integer('gross_profit_cents').notNull().default(0),
    // The RO's lines in the source's order (see repair-order-lines.ts).
    laborLines: lineArray('labor').notNull().default('{}'),
    partLines: lineArray('part').notNull().default('{}'),
    subletLines: lineArray('sublet').notNull().default('{}'),
    feeLines: lineArray('fee').notNull().default('{}'),
    // The status an RO had before a shop owner deleted it.
    deletedPreviousStatus: text('deleted_previous_status', { enum: RO_STATUSES }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    unique('repair_orders_location_id_external_id_key').on(t.locationId, t.externalId),
    index('repair_orders_location_id_status_business_date_idx').on(t.locationId, t.status, t.businessDate),
    index('repair_orders_location_id_business_date_idx').on(t.locationId, t.businessDate),
    index('repair_orders_location_id_order_number_idx').on(t.locationId, t.orderNumber),
    // closed_at second: a customer's first and last closed RO are the ends of their entries.
    index('repair_orders_customer_id_closed_at_idx').on(t.customerId, t.closedAt),
    index('repair_orders_vehicle_id_idx').on(t.vehicleId),
    // The RO audit's order, newest first (closed, else opened): a page reads its own rows, not the location's.
    index('repair_orders_location_id_newest_idx').on(t.locationId, sql`coalesce(${t.closedAt}, ${t.openedAt}) desc`, sql`${t.id} desc`),
    oneOf('repair_orders_status_check', t.status, RO_STATUSES),
    oneOf('repair_orders_deleted_previous_status_check', t.deletedPreviousStatus, RO_STATUSES),
    check('repair_orders_closed_check', sql`${t.status} <> 'CLOSED' or ${t.closedAt} is not null`),
    check('repair_orders_business_date_check', sql`(${t.closedAt} is null) = (${t.businessDate} is null)`),
  ],
);

export type RepairOrder = typeof repairOrders.$inferSelect;
export type NewRepairOrder = typeof repairOrders.$inferInsert;
