import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * A counter per location that moves whenever anything a figure is computed from changes: report
 * answers are cached keyed on it (issue 28), so a cached answer is fresh exactly while the counter
 * has not moved. Triggers (migration 0024) bump it in the same transaction as the change, from every
 * table a report reads (rollups, visits, retention, employees, customers, repair orders, categories,
 * goals, the location's figure settings), so no code path can change a figure and forget to bump.
 * No foreign key: a location's delete cascades into its rollups, whose triggers would otherwise
 * insert a row for a location that is going away; an orphan row is harmless.
 */
export const locationDataVersions = pgTable('location_data_versions', {
  locationId: integer('location_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});

/**
 * How many repair orders a location holds, every status: the RO audit's page count, which would
 * otherwise count a busy shop's 100,000 ROs on every page it shows. Kept by statement triggers on
 * repair_orders (migration 0028) in the same transaction as the insert or delete, so every process
 * reads the same count. No foreign key, as above.
 */
export const locationRoCounts = pgTable('location_ro_counts', {
  locationId: integer('location_id').primaryKey(),
  roCount: bigint('ro_count', { mode: 'number' }).notNull().default(0),
});

/**
 * How many customers a location lists in the CRM (not merged away): the grid's page count, which
 * would otherwise count a busy shop's 40,000 customers on every page. Kept by triggers on customers
 * (migration 0029) in the writing transaction, as the RO count above.
 */
export const locationCustomerCounts = pgTable('location_customer_counts', {
  locationId: integer('location_id').primaryKey(),
  customerCount: bigint('customer_count', { mode: 'number' }).notNull().default(0),
});
