import { date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { oneOf, timestamptz } from './columns';
import { locations } from './locations';
import { partners } from './partners';

export const WORKSHEET_FIELD_TYPES = ['number', 'currency', 'percent', 'hours', 'text'] as const;
export type WorksheetFieldType = (typeof WORKSHEET_FIELD_TYPES)[number];

export const WORKSHEET_FIELD_SOURCES = ['system', 'manual'] as const;
export type WorksheetFieldSource = (typeof WORKSHEET_FIELD_SOURCES)[number];

export const WORKSHEET_STATUSES = ['Draft', 'In review', 'Final'] as const;
export type WorksheetStatus = (typeof WORKSHEET_STATUSES)[number];

export interface WorksheetCategory {
  name: string;
  fieldIds: number[];
}

export interface WorksheetValue {
  field_definition_id: number;
  label: string;
  type: string;
  source: string;
  value: string | number | null;
}

// partner_id null marks the shared definitions seeded for every partner; a partner adds its own.

export const worksheetFieldDefinitions = pgTable(
  'worksheet_field_definitions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    type: text('type', { enum: WORKSHEET_FIELD_TYPES }).notNull(),
    source: text('source', { enum: WORKSHEET_FIELD_SOURCES }).notNull().default('manual'),
    // For a system field, the KPI it is filled from.
    kpiKey: text('kpi_key'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('worksheet_field_definitions_partner_id_idx').on(t.partnerId),
    oneOf('worksheet_field_definitions_type_check', t.type, WORKSHEET_FIELD_TYPES),
    oneOf('worksheet_field_definitions_source_check', t.source, WORKSHEET_FIELD_SOURCES),
  ],
);

export const worksheetDefinitions = pgTable(
  'worksheet_definitions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    version: integer('version').notNull().default(1),
    categories: jsonb('categories').$type<WorksheetCategory[]>().notNull().default([]),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('worksheet_definitions_partner_id_idx').on(t.partnerId)],
);

/**
 * A location's worksheet for one period. Name, version, layout and field labels are copied from
 * the definition when it is created, so later edits of the definition do not rewrite it.
 */
export const worksheets = pgTable(
  'worksheets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    // No cascade: a definition in use cannot be deleted.
    definitionId: integer('definition_id')
      .notNull()
      .references(() => worksheetDefinitions.id),
    definitionName: text('definition_name').notNull(),
    version: integer('version').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    status: text('status', { enum: WORKSHEET_STATUSES }).notNull().default('Draft'),
    values: jsonb('values').$type<WorksheetValue[]>().notNull().default([]),
    layout: jsonb('layout').$type<WorksheetCategory[]>().notNull().default([]),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('worksheets_partner_id_idx').on(t.partnerId),
    index('worksheets_location_id_period_start_idx').on(t.locationId, t.periodStart),
    index('worksheets_definition_id_idx').on(t.definitionId),
    oneOf('worksheets_status_check', t.status, WORKSHEET_STATUSES),
  ],
);

export type WorksheetFieldDefinition = typeof worksheetFieldDefinitions.$inferSelect;
export type WorksheetDefinition = typeof worksheetDefinitions.$inferSelect;
export type Worksheet = typeof worksheets.$inferSelect;
export type NewWorksheet = typeof worksheets.$inferInsert;
