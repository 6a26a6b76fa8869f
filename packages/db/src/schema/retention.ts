import { date, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { total } from './columns';
import { locations } from './locations';
import { partners } from './partners';

// Customer retention per location and calendar month (kpis.md §6). A month's counts depend on every
// visit up to its end, so one new RO can change many later months: ingest only marks the location
// stale from the month of the change (retention_status), and the first report that needs those months
// recomputes them with the KPI module, under the location lock, and stores them here.

export const retentionRollups = pgTable(
  'retention_rollups',
  {
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    /** The first day of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    newCustomers: total('new_customers'),
    activeCustomers: total('active_customers'),
    lostCustomers: total('lost_customers'),
    last7MonLostCustomers: total('last7_mon_lost_customers'),
    recoveredCustomer: total('recovered_customer'),
    lostCustomersOneVisit: total('lost_customers_one_visit'),
    lostCustomersOneVisitSoldCents: total('lost_customers_one_visit_sold_cents'),
  },
  (t) => [
    primaryKey({ name: 'retention_rollups_pk', columns: [t.locationId, t.month] }),
    index('retention_rollups_partner_id_idx').on(t.partnerId),
  ],
);

/** Which months of retention_rollups hold current figures: [covered_from, computed_through], less stale_from on. */
export const retentionStatus = pgTable(
  'retention_status',
  {
    locationId: integer('location_id')
      .primaryKey()
      .references(() => locations.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    coveredFrom: date('covered_from', { mode: 'string' }),
    computedThrough: date('computed_through', { mode: 'string' }),
    staleFrom: date('stale_from', { mode: 'string' }),
  },
  (t) => [index('retention_status_partner_id_idx').on(t.partnerId)],
);
