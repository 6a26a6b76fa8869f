import { index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { locations } from './locations';
import { partners } from './partners';

export const vehicles = pgTable(
  'vehicles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
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
    index('vehicles_partner_id_idx').on(t.partnerId),
    unique('vehicles_location_id_external_id_key').on(t.locationId, t.externalId),
    index('vehicles_customer_id_idx').on(t.customerId),
  ],
);

export type Vehicle = typeof vehicles.$inferSelect;
export type NewVehicle = typeof vehicles.$inferInsert;
