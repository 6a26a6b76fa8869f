import { date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { categoryLineSums } from './rollups';

// The category report's advisor × category and technician × category sums (3-operations §2-§3),
// maintained by ingest (refresh-derived.ts) in the same transaction as the ROs, like
// category_daily_rollups, so the report never scans repair orders. No foreign keys, as in rollups.ts.

const keyColumns = () => ({
  partnerId: integer('partner_id').notNull(),
  locationId: integer('location_id').notNull(),
  businessDate: date('business_date', { mode: 'string' }).notNull(),
  employeeId: integer('employee_id').notNull(),
  categoryId: integer('category_id').notNull(),
});

/** The labor and part lines (tires included) of one sms category on the counted ROs an advisor wrote. */
export const writerCategoryDailyRollups = pgTable(
  'writer_category_daily_rollups',
  { ...keyColumns(), ...categoryLineSums() },
  (t) => [
    primaryKey({
      name: 'writer_category_daily_rollups_pk',
      columns: [t.locationId, t.businessDate, t.employeeId, t.categoryId],
    }),
  ],
);

/**
 * A technician's lines of one sms category: labor lines they worked, and part lines of the ROs
 * whose primary technician they are (the attribution of kpis.md §5).
 */
export const techCategoryDailyRollups = pgTable(
  'tech_category_daily_rollups',
  { ...keyColumns(), ...categoryLineSums() },
  (t) => [
    primaryKey({
      name: 'tech_category_daily_rollups_pk',
      columns: [t.locationId, t.businessDate, t.employeeId, t.categoryId],
    }),
  ],
);

export type WriterCategoryDailyRollup = typeof writerCategoryDailyRollups.$inferSelect;
export type TechCategoryDailyRollup = typeof techCategoryDailyRollups.$inferSelect;
