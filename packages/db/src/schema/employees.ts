import { boolean, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { locations } from './locations';
import { partners } from './partners';

/** Service advisors (writers) and technicians as the shop system names them; upserted by ingest. */
export const employees = pgTable(
  'employees',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    fullName: text('full_name').notNull(),
    // Hidden employees still count in totals; they only leave the lists and charts.
    hide: boolean('hide').notNull().default(false),
    serviceAdvisor: boolean('service_advisor').notNull().default(false),
    technician: boolean('technician').notNull().default(false),
  },
  (t) => [
    index('employees_partner_id_idx').on(t.partnerId),
    unique('employees_location_id_external_id_key').on(t.locationId, t.externalId),
  ],
);

export type Employee = typeof employees.$inferSelect;
export type NewEmployee = typeof employees.$inferInsert;
