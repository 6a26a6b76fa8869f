import { date, doublePrecision, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { oneOf } from './columns';
import { categories } from './categories';
import { employees } from './employees';
import { repairOrders } from './repair-orders';
import { vehicles } from './vehicles';

export const PART_KINDS = ['part', 'tire'] as const;
export type PartKind = (typeof PART_KINDS)[number];

// line_no is the line's position within its RO in the source, so the RO reads back in the shop's order.
// Each child of an RO is tied to its partner through the RO (cascade), not by a foreign key of its
// own: ingest writes ~6 of them per RO and the key would be checked on each (docs/decisions.md,
// "Derived tables").

export const roLaborLines = pgTable(
  'ro_labor_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id').notNull(),
    repairOrderId: integer('repair_order_id')
      .notNull()
      .references(() => repairOrders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    description: text('description'),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    technicianId: integer('technician_id').references(() => employees.id, { onDelete: 'set null' }),
    soldSeconds: integer('sold_seconds').notNull().default(0),
    actualSeconds: integer('actual_seconds').notNull().default(0),
    soldPriceCents: integer('sold_price_cents').notNull().default(0),
    costCents: integer('cost_cents').notNull().default(0),
  },
  (t) => [
    unique('ro_labor_lines_repair_order_id_line_no_key').on(t.repairOrderId, t.lineNo),
    index('ro_labor_lines_category_id_idx').on(t.categoryId),
    index('ro_labor_lines_technician_id_idx').on(t.technicianId),
  ],
);

export const roPartLines = pgTable(
  'ro_part_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id').notNull(),
    repairOrderId: integer('repair_order_id')
      .notNull()
      .references(() => repairOrders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    description: text('description'),
    partNumber: text('part_number'),
    kind: text('kind', { enum: PART_KINDS }).notNull().default('part'),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    quantity: doublePrecision('quantity').notNull().default(1),
    soldPriceCents: integer('sold_price_cents').notNull().default(0),
    costCents: integer('cost_cents').notNull().default(0),
  },
  (t) => [
    unique('ro_part_lines_repair_order_id_line_no_key').on(t.repairOrderId, t.lineNo),
    index('ro_part_lines_category_id_idx').on(t.categoryId),
    oneOf('ro_part_lines_kind_check', t.kind, PART_KINDS),
  ],
);

export const roSubletLines = pgTable(
  'ro_sublet_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id').notNull(),
    repairOrderId: integer('repair_order_id')
      .notNull()
      .references(() => repairOrders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    description: text('description'),
    soldPriceCents: integer('sold_price_cents').notNull().default(0),
    costCents: integer('cost_cents').notNull().default(0),
  },
  (t) => [unique('ro_sublet_lines_repair_order_id_line_no_key').on(t.repairOrderId, t.lineNo)],
);

/** Shop supplies, hazmat and other charges: the "other sold" of kpis.md; fees have no cost. */
export const roFeeLines = pgTable(
  'ro_fee_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id').notNull(),
    repairOrderId: integer('repair_order_id')
      .notNull()
      .references(() => repairOrders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    description: text('description'),
    soldPriceCents: integer('sold_price_cents').notNull().default(0),
  },
  (t) => [unique('ro_fee_lines_repair_order_id_line_no_key').on(t.repairOrderId, t.lineNo)],
);

export const roRecommendations = pgTable(
  'ro_recommendations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id').notNull(),
    repairOrderId: integer('repair_order_id')
      .notNull()
      .references(() => repairOrders.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    recommendedDate: date('recommended_date', { mode: 'string' }),
    dueDate: date('due_date', { mode: 'string' }),
    recommendationType: text('recommendation_type'),
    amountCents: integer('amount_cents').notNull().default(0),
  },
  (t) => [
    index('ro_recommendations_repair_order_id_idx').on(t.repairOrderId),
    index('ro_recommendations_vehicle_id_idx').on(t.vehicleId),
  ],
);

export type RoLaborLine = typeof roLaborLines.$inferSelect;
export type RoPartLine = typeof roPartLines.$inferSelect;
export type RoSubletLine = typeof roSubletLines.$inferSelect;
export type RoFeeLine = typeof roFeeLines.$inferSelect;
export type RoRecommendation = typeof roRecommendations.$inferSelect;
