import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { repairOrders } from './repair-orders';
import { vehicles } from './vehicles';

export const roRecommendations = pgTable(
  'ro_recommendations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Tied to its partner through the RO (cascade), not by a foreign key of its own (docs/decisions.md,
    // "Derived tables").
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

export type RoRecommendation = typeof roRecommendations.$inferSelect;
