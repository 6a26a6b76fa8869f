import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { oneOf, timestamptz } from './columns';
import { locations } from './locations';
import { partners } from './partners';

export const GOAL_PERIODS = ['monthly', 'weekly', 'yearly'] as const;
export type GoalPeriod = (typeof GOAL_PERIODS)[number];

/** A target for one metric (chart_name) of one chart group (chart_type), drawn as a chart line. */
export const coachingGoals = pgTable(
  'coaching_goals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    chartType: text('chart_type').notNull(),
    chartName: text('chart_name').notNull(),
    chartGoal: bigint('chart_goal', { mode: 'number' }).notNull(),
    period: text('period', { enum: GOAL_PERIODS }).notNull().default('monthly'),
    month: integer('month'),
    year: integer('year'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('coaching_goals_partner_id_idx').on(t.partnerId),
    index('coaching_goals_location_id_idx').on(t.locationId),
    oneOf('coaching_goals_period_check', t.period, GOAL_PERIODS),
    check('coaching_goals_month_check', sql`${t.month} between 1 and 12`),
  ],
);

/** The sales goals the forecast (pace) compares against: yearly, monthly or weekly. */
export const forecastGoals = pgTable(
  'forecast_goals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    goal: bigint('goal', { mode: 'number' }).notNull(),
    isYearly: boolean('is_yearly').notNull().default(false),
    isWeekly: boolean('is_weekly').notNull().default(false),
    // Null for a yearly goal.
    month: integer('month'),
    year: integer('year').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('forecast_goals_partner_id_idx').on(t.partnerId),
    // NULLS NOT DISTINCT so that a location has one yearly goal (month null) per year, too.
    unique('forecast_goals_location_period_key')
      .on(t.locationId, t.year, t.month, t.isYearly, t.isWeekly)
      .nullsNotDistinct(),
    check('forecast_goals_month_check', sql`${t.month} between 1 and 12`),
  ],
);

export type CoachingGoal = typeof coachingGoals.$inferSelect;
export type ForecastGoal = typeof forecastGoals.$inferSelect;
