import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { categories } from './categories';
import { oneOf, total } from './columns';
import { employees } from './employees';
import { locations } from './locations';
import { partners } from './partners';
import { CATEGORY_LINE_KINDS } from './rollups';

// The category report's advisor × category and technician × category sums (3-operations §2-§3),
// maintained by ingest (refresh-derived.ts) in the same transaction as the ROs, like
// category_daily_rollups, so the report never scans repair orders.

const sums = () => ({
  soldCents: total('sold_cents'),
  costCents: total('cost_cents'),
  soldSeconds: total('sold_seconds'),
  actualSeconds: total('actual_seconds'),
  lineCount: total('line_count'),
});

const keyColumns = () => ({
  partnerId: integer('partner_id')
    .notNull()
    .references(() => partners.id, { onDelete: 'cascade' }),
  locationId: integer('location_id')
    .notNull()
    .references(() => locations.id, { onDelete: 'cascade' }),
  businessDate: date('business_date', { mode: 'string' }).notNull(),
  employeeId: integer('employee_id')
    .notNull()
    .references(() => employees.id, { onDelete: 'cascade' }),
  categoryId: integer('category_id')
    .notNull()
    .references(() => categories.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: CATEGORY_LINE_KINDS }).notNull(),
});

/** Labor and part lines (tires included) of one sms category on the counted ROs an advisor wrote. */
export const writerCategoryDailyRollups = pgTable(
  'writer_category_daily_rollups',
  { ...keyColumns(), ...sums() },
  (t) => [
    primaryKey({
      name: 'writer_category_daily_rollups_pk',
      columns: [t.locationId, t.businessDate, t.employeeId, t.categoryId, t.kind],
    }),
    index('writer_category_daily_rollups_partner_id_business_date_idx').on(t.partnerId, t.businessDate),
    index('writer_category_daily_rollups_employee_id_idx').on(t.employeeId),
    index('writer_category_daily_rollups_category_id_idx').on(t.categoryId),
    oneOf('writer_category_daily_rollups_kind_check', t.kind, CATEGORY_LINE_KINDS),
  ],
);

/**
 * A technician's lines of one sms category: labor lines they worked, and part lines of the ROs
 * whose primary technician they are (the attribution of kpis.md §5).
 */
export const techCategoryDailyRollups = pgTable(
  'tech_category_daily_rollups',
  { ...keyColumns(), ...sums() },
  (t) => [
    primaryKey({
      name: 'tech_category_daily_rollups_pk',
      columns: [t.locationId, t.businessDate, t.employeeId, t.categoryId, t.kind],
    }),
    index('tech_category_daily_rollups_partner_id_business_date_idx').on(t.partnerId, t.businessDate),
    index('tech_category_daily_rollups_employee_id_idx').on(t.employeeId),
    index('tech_category_daily_rollups_category_id_idx').on(t.categoryId),
    oneOf('tech_category_daily_rollups_kind_check', t.kind, CATEGORY_LINE_KINDS),
  ],
);

export type WriterCategoryDailyRollup = typeof writerCategoryDailyRollups.$inferSelect;
export type TechCategoryDailyRollup = typeof techCategoryDailyRollups.$inferSelect;
