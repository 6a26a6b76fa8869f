import { date, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { total } from './columns';

/**
 * One row per customer per business date with at least one counted RO: the "visits" of
 * kpis.md §6, from which new, returning, active, lost and recovered customers are counted.
 * Derived, so without foreign keys, like the rollups (see rollups.ts).
 */
export const customerVisits = pgTable(
  'customer_visits',
  {
    partnerId: integer('partner_id').notNull(),
    locationId: integer('location_id').notNull(),
    customerId: integer('customer_id').notNull(),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    roCount: integer('ro_count').notNull().default(0),
    totalSoldCents: total('total_sold_cents'),
    /** The customer's previous visit at the location; null on the first. Kept by refreshDerived. */
    prevBusinessDate: date('prev_business_date', { mode: 'string' }),
  },
  (t) => [
    // A customer belongs to one location, so the customer and the date are the key, without the
    // location: a customer's visits (their previous visit, their spend) are read by this key alone,
    // and a second index on customer_id is not needed.
    primaryKey({ name: 'customer_visits_pk', columns: [t.customerId, t.businessDate] }),
    // customer_id too: distinct-visitor counts over a date range read the index alone.
    index('customer_visits_location_date_customer_idx').on(t.locationId, t.businessDate, t.customerId),
  ],
);

export type CustomerVisit = typeof customerVisits.$inferSelect;

/**
 * Per customer and calendar year, the sum of their visits' positive totals: an upper bound of what
 * they spent in any part of that year (with the previous year's, of any range in both), with which
 * the top-customers report skips the customers who cannot reach its top (see reports/queries/visits.ts). Kept by refreshDerived.
 */
export const customerYearlyRollups = pgTable(
  'customer_yearly_rollups',
  {
    partnerId: integer('partner_id').notNull(),
    locationId: integer('location_id').notNull(),
    customerId: integer('customer_id').notNull(),
    year: integer('year').notNull(),
    boundCents: total('bound_cents'),
    /**
     * bound_cents plus the previous year's: a range touching two years reads the customers whose
     * pair reaches its threshold (or whose first year alone does) instead of summing bounds one by one.
     */
    pairBoundCents: total('pair_bound_cents'),
  },
  (t) => [
    // By customer, as customer_visits: ingest reads and prunes the rows of a batch's customers.
    primaryKey({ name: 'customer_yearly_rollups_pk', columns: [t.customerId, t.year] }),
    index('customer_yearly_rollups_location_year_bound_idx').on(t.locationId, t.year, t.boundCents),
    index('customer_yearly_rollups_location_year_pair_idx').on(t.locationId, t.year, t.pairBoundCents),
  ],
);
