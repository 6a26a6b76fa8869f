import { date, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { total } from './columns';
import { customers } from './customers';
import { locations } from './locations';
import { partners } from './partners';

/**
 * One row per customer per business date with at least one counted RO: the "visits" of
 * kpis.md §6, from which new, returning, active, lost and recovered customers are counted.
 */
export const customerVisits = pgTable(
  'customer_visits',
  {
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    roCount: integer('ro_count').notNull().default(0),
    totalSoldCents: total('total_sold_cents'),
    /** The customer's previous visit at the location; null on the first. Kept by refreshDerived. */
    prevBusinessDate: date('prev_business_date', { mode: 'string' }),
  },
  (t) => [
    primaryKey({ name: 'customer_visits_pk', columns: [t.locationId, t.customerId, t.businessDate] }),
    // customer_id too: distinct-visitor counts over a date range read the index alone.
    index('customer_visits_location_date_customer_idx').on(t.locationId, t.businessDate, t.customerId),
    index('customer_visits_partner_id_idx').on(t.partnerId),
    index('customer_visits_customer_id_idx').on(t.customerId),
  ],
);

export type CustomerVisit = typeof customerVisits.$inferSelect;

