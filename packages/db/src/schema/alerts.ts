import { boolean, date, doublePrecision, index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { ALERT_CONDITIONS, ALERT_METRICS, ALERT_PERIODS } from '@rlo/contract';
import { oneOf, timestamptz } from './columns';
import { locations } from './locations';
import { partners } from './partners';
import { users } from './users';

/** A KPI alert rule (issue 30): a figure, a condition and a period, for one location or all (null). */
export const alertRules = pgTable(
  'alert_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    metric: text('metric', { enum: ALERT_METRICS }).notNull(),
    condition: text('condition', { enum: ALERT_CONDITIONS }).notNull(),
    threshold: doublePrecision('threshold').notNull(),
    period: text('period', { enum: ALERT_PERIODS }).notNull(),
    paused: boolean('paused').notNull().default(false),
    // The first business day the rule is evaluated again.
    snoozedUntil: date('snoozed_until', { mode: 'string' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('alert_rules_partner_id_idx').on(t.partnerId),
    index('alert_rules_location_id_idx').on(t.locationId),
    index('alert_rules_created_by_idx').on(t.createdBy),
    oneOf('alert_rules_metric_check', t.metric, ALERT_METRICS),
    oneOf('alert_rules_condition_check', t.condition, ALERT_CONDITIONS),
    oneOf('alert_rules_period_check', t.period, ALERT_PERIODS),
  ],
);

/**
 * One location's morning evaluation of its rules for a business date: the row is inserted in the
 * transaction that evaluates, so however many processes look, a location's rules are evaluated once
 * per date (the second insert waits for the first transaction, then finds the row).
 */
export const alertEvaluations = pgTable(
  'alert_evaluations',
  {
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    evaluatedAt: timestamptz('evaluated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.businessDate] }), index('alert_evaluations_partner_id_idx').on(t.partnerId)],
);

/** A rule that fired for a location and business date, with what it found. */
export const alerts = pgTable(
  'alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => alertRules.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    value: doublePrecision('value').notNull(),
    threshold: doublePrecision('threshold').notNull(),
    compared: doublePrecision('compared'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('alerts_partner_id_created_at_idx').on(t.partnerId, t.createdAt),
    index('alerts_location_id_idx').on(t.locationId),
    unique('alerts_rule_id_location_id_business_date_key').on(t.ruleId, t.locationId, t.businessDate),
  ],
);

/** Who has read an alert (the bell counts the rest). */
export const alertReads = pgTable(
  'alert_reads',
  {
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    alertId: integer('alert_id')
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamptz('read_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.alertId, t.userId] }),
    index('alert_reads_user_id_idx').on(t.userId),
    index('alert_reads_partner_id_idx').on(t.partnerId),
  ],
);
