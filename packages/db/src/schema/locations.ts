import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import {
  DEFAULT_TIME_ZONE,
  MANAGEMENT_SYSTEMS,
  SUBSCRIPTIONS,
  US_TIME_ZONES,
  WORKING_DAYS_OPTIONS,
} from '@rlo/contract';
import { allOf, oneOf, timestamptz } from './columns';
import { partners } from './partners';

/** What the agent (or ingest) reports about a location's sync; drives the sync indicator. */
export interface LocationConfig {
  sync_enabled: boolean;
  last_sync: string | null;
  [setting: string]: unknown;
}

export const locations = pgTable(
  'locations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    timezone: text('timezone', { enum: US_TIME_ZONES }).notNull().default(DEFAULT_TIME_ZONE),
    isDisable: boolean('is_disable').notNull().default(false),
    subscriptions: text('subscriptions', { enum: SUBSCRIPTIONS }).array().notNull().default([]),
    shopManagementType: text('shop_management_type', { enum: MANAGEMENT_SYSTEMS }),
    isLaborActualCostOvrd: boolean('is_labor_actual_cost_ovrd').notNull().default(false),
    laborCostPerHourCents: integer('labor_cost_per_hour_cents'),
    comparisonGroups: text('comparison_groups').array().notNull().default([]),
    workingDays: integer('working_days').notNull().default(5),
    fullTimeTech: integer('full_time_tech').notNull().default(0),
    gsTech: integer('gs_tech').notNull().default(0),
    lastConfig: jsonb('last_config').$type<LocationConfig>(),
    // Settings an operator queues for the desktop agent to pick up (…/next-config).
    nextConfig: jsonb('next_config').$type<Record<string, unknown>>(),
    agentTokenHash: text('agent_token_hash').unique('locations_agent_token_hash_key'),
    agentTokenCreatedAt: timestamptz('agent_token_created_at'),
    syncStartYear: integer('sync_start_year'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('locations_partner_id_idx').on(t.partnerId),
    oneOf('locations_timezone_check', t.timezone, US_TIME_ZONES),
    allOf('locations_subscriptions_check', t.subscriptions, SUBSCRIPTIONS),
    oneOf('locations_shop_management_type_check', t.shopManagementType, MANAGEMENT_SYSTEMS),
    oneOf('locations_working_days_check', t.workingDays, WORKING_DAYS_OPTIONS),
  ],
);

export type Location = typeof locations.$inferSelect;
export type NewLocation = typeof locations.$inferInsert;
