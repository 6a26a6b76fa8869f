import { index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { locations } from './locations';

export const vehicles = pgTable(
  'vehicles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Tied to its partner through its location (cascade), not by a foreign key of its own: ingest
    // writes these in bulk and the key would be checked on each (docs/decisions/2026-11-24-derived-tables-without-foreign-keys.md, "Derived tables").
    partnerId: integer('partner_id').notNull(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    year: integer('year'),
    make: text('make'),
    model: text('model'),
    vin: text('vin'),
  },
  (t) => [
    unique('vehicles_location_id_external_id_key').on(t.locationId, t.externalId),
    index('vehicles_customer_id_idx').on(t.customerId),
  ],
);

export type Vehicle = typeof vehicles.$inferSelect;
export type NewVehicle = typeof vehicles.$inferInsert;
