import { sql } from 'drizzle-orm';
import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { total } from './columns';

// Daily sums over the counted (CLOSED) ROs of one business date, maintained by ingest in the same
// transaction as the ROs, so that dashboards never scan repair orders (kpis.md §2-§3).
//
// Like every table refreshDerived keeps, these have no foreign keys: their location, partner,
// employee, category and customer ids are copied from the repair orders and customers they are
// recomputed from, in the same transaction. Here a key would be checked on every row ingest writes
// and would guard nothing the recompute does not (docs/decisions/2026-11-24-derived-tables-without-foreign-keys.md, "Derived tables").

const roSums = () => ({
  roCount: total('ro_count'),
  laborSoldCents: total('labor_sold_cents'),
  laborCostCents: total('labor_cost_cents'),
  partsSoldCents: total('parts_sold_cents'),
  partsCostCents: total('parts_cost_cents'),
  tiresSoldCents: total('tires_sold_cents'),
  tiresCostCents: total('tires_cost_cents'),
  subletSoldCents: total('sublet_sold_cents'),
  subletCostCents: total('sublet_cost_cents'),
  otherSoldCents: total('other_sold_cents'),
  discountCents: total('discount_cents'),
  taxCents: total('tax_cents'),
  soldSeconds: total('sold_seconds'),
  actualSeconds: total('actual_seconds'),
  recommendationCents: total('recommendation_cents'),
  totalSoldCents: total('total_sold_cents'),
  grossProfitCents: total('gross_profit_cents'),
});

export const dailyRollups = pgTable(
  'daily_rollups',
  {
    partnerId: integer('partner_id').notNull(),
    locationId: integer('location_id').notNull(),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    ...roSums(),
    newCustomersCount: total('new_customers_count'),
    /**
     * The previous-visit dates of the day's visitors (customer_visits.prev_business_date, '-infinity'
     * for a first visit), sorted: the distinct visitors of any range [from, to] are the sum over its
     * days of how many of these fall before `from` (width_bucket), so no request counts distinct
     * customers over the visits themselves.
     */
    visitorPrevDates: date('visitor_prev_dates', { mode: 'string' })
      .array()
      .notNull()
      .default(sql`'{}'::date[]`),
  },
  (t) => [primaryKey({ name: 'daily_rollups_pk', columns: [t.locationId, t.businessDate] })],
);

/**
 * daily_rollups summed per location and calendar month, so that month series read a row per
 * month instead of one per day. day_mask has bit d−1 set when day d had a counted RO (the days of
 * several locations are their masks OR-ed); visitor_prev_dates merges the days' arrays, sorted,
 * so width_bucket(from − 1, …) still counts the visitors first seen in a range from `from` on.
 * Kept by refreshDerived for the months of the dates it recomputes.
 */
export const monthlyRollups = pgTable(
  'monthly_rollups',
  {
    partnerId: integer('partner_id').notNull(),
    locationId: integer('location_id').notNull(),
    /** The first day of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    ...roSums(),
    newCustomersCount: total('new_customers_count'),
    dayMask: integer('day_mask').notNull().default(0),
    visitorPrevDates: date('visitor_prev_dates', { mode: 'string' })
      .array()
      .notNull()
      .default(sql`'{}'::date[]`),
    /**
     * width_bucket of visitor_prev_dates from the month's first day, and from its year's first day:
     * the counts of the ranges most periods start on (a month, a year, the year to date), read
     * without decompressing the array.
     */
    monthVisitors: integer('month_visitors').notNull().default(0),
    yearVisitors: integer('year_visitors').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'monthly_rollups_pk', columns: [t.locationId, t.month] })],
);

/** The same sums per service advisor (the RO's writer). */
export const writerDailyRollups = pgTable(
  'writer_daily_rollups',
  {
    partnerId: integer('partner_id').notNull(),
    locationId: integer('location_id').notNull(),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    employeeId: integer('employee_id').notNull(),
    ...roSums(),
  },
  (t) => [
    primaryKey({ name: 'writer_daily_rollups_pk', columns: [t.locationId, t.businessDate, t.employeeId] }),
  ],
);

/** Technician figures of kpis.md §5. */
export const techDailyRollups = pgTable(
  'tech_daily_rollups',
  {
    partnerId: integer('partner_id').notNull(),
    locationId: integer('location_id').notNull(),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    employeeId: integer('employee_id').notNull(),
    // From the labor lines this technician worked.
    laborSoldCents: total('labor_sold_cents'),
    laborCostCents: total('labor_cost_cents'),
    soldSeconds: total('sold_seconds'),
    actualSeconds: total('actual_seconds'),
    laborRoCount: total('labor_ro_count'),
    // From the ROs whose primary technician is this technician (parts and tires together).
    partsSoldCents: total('parts_sold_cents'),
    partsCostCents: total('parts_cost_cents'),
    primaryRoCount: total('primary_ro_count'),
  },
  (t) => [
    primaryKey({ name: 'tech_daily_rollups_pk', columns: [t.locationId, t.businessDate, t.employeeId] }),
  ],
);

/** A category's labor sums and part sums (parts and tires), side by side in one row. */
export const categoryLineSums = () => ({
  laborSoldCents: total('labor_sold_cents'),
  laborCostCents: total('labor_cost_cents'),
  soldSeconds: total('sold_seconds'),
  actualSeconds: total('actual_seconds'),
  partSoldCents: total('part_sold_cents'),
  partCostCents: total('part_cost_cents'),
});

/**
 * Sums of the labor and of the part lines (tires included) of one sms category: one row for both
 * kinds, as in the employee × category rollups (category-employee-rollups.ts).
 */
export const categoryDailyRollups = pgTable(
  'category_daily_rollups',
  {
    partnerId: integer('partner_id').notNull(),
    locationId: integer('location_id').notNull(),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    categoryId: integer('category_id').notNull(),
    ...categoryLineSums(),
  },
  (t) => [
    primaryKey({
      name: 'category_daily_rollups_pk',
      columns: [t.locationId, t.businessDate, t.categoryId],
    }),
  ],
);

/**
 * New customers per location, calendar month of their first visit (customers.first_visit_date)
 * and marketing source as stored ('' for none): the marketing chart reads these instead of
 * grouping every customer of 24 months. Kept by refreshDerived for the months of the customers it
 * touches, before and after their first visit moves.
 */
export const newCustomerMonths = pgTable(
  'new_customer_months',
  {
    partnerId: integer('partner_id').notNull(),
    locationId: integer('location_id').notNull(),
    /** The first day of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    customers: total('customers'),
  },
  (t) => [primaryKey({ name: 'new_customer_months_pk', columns: [t.locationId, t.month, t.source] })],
);

export type DailyRollup = typeof dailyRollups.$inferSelect;
export type MonthlyRollup = typeof monthlyRollups.$inferSelect;
export type WriterDailyRollup = typeof writerDailyRollups.$inferSelect;
export type TechDailyRollup = typeof techDailyRollups.$inferSelect;
export type CategoryDailyRollup = typeof categoryDailyRollups.$inferSelect;
