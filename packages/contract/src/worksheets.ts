import { z } from 'zod';
import {
  REQUEST_LIST_MAX,
  WORKSHEET_DEFAULT_PAGE_SIZE,
  WORKSHEET_FIELD_SOURCES,
  WORKSHEET_FIELD_TYPES,
  WORKSHEET_LABEL_MAX,
  WORKSHEET_NUMBER_MAX,
  WORKSHEET_STATUSES,
  WORKSHEET_SYSTEM_KPIS,
  WORKSHEET_TEXT_MAX,
  type WorksheetKpiKey,
} from './constants';
import { bodyDate, idParam, pageNumParam, pageOf, pageSizeParam, text } from './params';

// Worksheets, worksheet definitions and field definitions (3-operations §2, §3, §7 "Worksheets").
// Values follow the wire rules of api.md: currency in cents, hours in seconds, percent in points.

const day = bodyDate();
const label = (what: string) =>
  text({
    min: 1,
    max: WORKSHEET_LABEL_MAX,
    messages: { type: `Enter the ${what}.`, min: `Enter the ${what}.`, max: `At most ${WORKSHEET_LABEL_MAX} characters.` },
  });
const fieldIds = z.array(idParam).max(REQUEST_LIST_MAX);

export const worksheetFieldTypeSchema = z.enum(WORKSHEET_FIELD_TYPES);
export const worksheetStatusSchema = z.enum(WORKSHEET_STATUSES, { error: `The status is one of ${WORKSHEET_STATUSES.join(', ')}.` });
const kpiKeys = Object.keys(WORKSHEET_SYSTEM_KPIS) as [WorksheetKpiKey, ...WorksheetKpiKey[]];

export const worksheetValueSchema = z.object({
  field_definition_id: z.number().int(),
  label: z.string(),
  type: worksheetFieldTypeSchema,
  source: z.enum(WORKSHEET_FIELD_SOURCES),
  value: z.union([z.number(), z.string(), z.null()]),
});
export type WorksheetFieldValue = z.infer<typeof worksheetValueSchema>;

/** A category of a worksheet: its name and the fields in it, in order. */
export const worksheetCategorySchema = z.object({ name: z.string(), field_ids: z.array(z.number().int()) });
export type WorksheetCategoryLayout = z.infer<typeof worksheetCategorySchema>;

export const worksheetSchema = z.object({
  id: z.number().int(),
  definition_id: z.number().int(),
  definition_name: z.string(),
  version: z.number().int(),
  partner_id: z.number().int(),
  location_id: z.number().int(),
  location_name: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  status: worksheetStatusSchema,
  values: z.array(worksheetValueSchema),
  categories: z.array(worksheetCategorySchema),
  updated_at: z.string(),
});
export type WorksheetDto = z.infer<typeof worksheetSchema>;

export const worksheetRowSchema = worksheetSchema.omit({ values: true, categories: true, partner_id: true });
export type WorksheetRow = z.infer<typeof worksheetRowSchema>;
export const worksheetListSchema = pageOf(worksheetRowSchema);
export type WorksheetList = z.infer<typeof worksheetListSchema>;

export const worksheetListQuery = z.object({
  page_num: pageNumParam,
  page_size: pageSizeParam(WORKSHEET_DEFAULT_PAGE_SIZE),
  location_id: idParam.optional(),
});

export const worksheetCreateSchema = z
  .object({
    location_id: idParam.optional(),
    period_start: day,
    period_end: day,
    definition_id: idParam.optional(),
  })
  .refine((w) => w.location_id !== undefined, { path: ['location_id'], error: 'Please select location.' })
  .refine((w) => w.period_end >= w.period_start, { path: ['period_end'], error: 'The period ends before it starts.' });
export type WorksheetCreate = z.infer<typeof worksheetCreateSchema>;

const manualValue = z.union([
  z.number().finite().min(-WORKSHEET_NUMBER_MAX).max(WORKSHEET_NUMBER_MAX),
  text({ max: WORKSHEET_TEXT_MAX, trim: false, messages: { max: `At most ${WORKSHEET_TEXT_MAX} characters.` } }),
  z.null(),
]);

/** PUT body: any of status, manual values and the layout (fields moved between categories). */
export const worksheetUpdateSchema = z.object({
  status: worksheetStatusSchema.optional(),
  values: z.array(z.object({ field_definition_id: idParam, value: manualValue })).max(REQUEST_LIST_MAX).optional(),
  categories: z.array(z.object({ name: label('category name'), field_ids: fieldIds })).min(1).max(REQUEST_LIST_MAX).optional(),
});
export type WorksheetUpdate = z.infer<typeof worksheetUpdateSchema>;

// ---- Field definitions
export const worksheetFieldDefinitionSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  type: worksheetFieldTypeSchema,
  source: z.enum(WORKSHEET_FIELD_SOURCES),
  kpi_key: z.string().nullable(),
  /** Shared by every partner (seeded); only a partner's own field definitions can be deleted. */
  shared: z.boolean(),
});
export type WorksheetFieldDefinitionDto = z.infer<typeof worksheetFieldDefinitionSchema>;

export const worksheetFieldDefinitionCreateSchema = z
  .object({
    label: label('label'),
    type: worksheetFieldTypeSchema,
    source: z.enum(WORKSHEET_FIELD_SOURCES).default('manual'),
    kpi_key: z.enum(kpiKeys, { error: 'Unknown KPI.' }).optional(),
  })
  .refine((f) => (f.source === 'system') === (f.kpi_key !== undefined), {
    path: ['kpi_key'],
    error: 'A system field names the KPI it is filled from; a manual field names none.',
  })
  .refine((f) => f.kpi_key === undefined || WORKSHEET_SYSTEM_KPIS[f.kpi_key] === f.type, {
    path: ['type'],
    error: 'The type must be the type of the KPI.',
  });

// ---- Definitions: categories, each with fields (id, label, type, source, value)
export const worksheetDefinitionFieldSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  type: worksheetFieldTypeSchema,
  source: z.enum(WORKSHEET_FIELD_SOURCES),
  value: z.null(),
});
export const worksheetDefinitionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  version: z.number().int(),
  shared: z.boolean(),
  categories: z.array(z.object({ name: z.string(), fields: z.array(worksheetDefinitionFieldSchema) })),
});
export type WorksheetDefinitionDto = z.infer<typeof worksheetDefinitionSchema>;

/** POST and PUT body; a field is named by its id (the other properties of a GET answer are ignored). */
export const worksheetDefinitionSaveSchema = z.object({
  name: label('name'),
  version: z.number().int().min(1).max(1000).optional(),
  categories: z
    .array(z.object({ name: label('category name'), fields: z.array(z.object({ id: idParam })).max(REQUEST_LIST_MAX) }))
    .min(1, 'Add a category.')
    .max(REQUEST_LIST_MAX),
});
export type WorksheetDefinitionSave = z.infer<typeof worksheetDefinitionSaveSchema>;
