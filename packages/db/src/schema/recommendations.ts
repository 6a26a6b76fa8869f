import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { repairOrders } from './repair-orders';

export const roRecommendations = pgTable(
  'ro_recommendations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Tied to its partner through the RO (cascade), not by a foreign key of its own (docs/decisions/2026-11-24-derived-tables-without-foreign-keys.md,
    // "Derived tables").
    partnerId: integer('partner_id').notNull(),
    repairOrderId: integer('repair_order_id')
      .notNull()
      .references(() => repairOrders.id, { onDelete: 'cascade' }),
    // The RO's vehicle when ingested; not a key, as repair_orders.vehicle_id is not one.
    vehicleId: integer('vehicle_id'),
    text: text('text').notNull(),
    recommendedDate: date('recommended_date', { mode: 'string' }),
    dueDate: date('due_date', { mode: 'string' }),
    recommendationType: text('recommendation_type'),
    amountCents: integer('amount_cents').notNull().default(0),
  },
  (t) => [index('ro_recommendations_repair_order_id_idx').on(t.repairOrderId)],
);

export type RoRecommendation = typeof roRecommendations.$inferSelect;
