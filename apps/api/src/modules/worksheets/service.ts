import { and, count, desc, eq, isNull, or } from 'drizzle-orm';
import { schema } from '@rlo/db';
import {
  COMPOSITE_WORKSHEET_ID,
  WORKSHEET_SYSTEM_KPIS,
  type WorksheetCreate,
  type WorksheetDto,
  type WorksheetFieldValue,
  type WorksheetKpiKey,
  type WorksheetRow,
  type WorksheetUpdate,
} from '@rlo/contract';
import type { AppDeps } from '../../deps';
import { requireSubscription } from '../../lib/access';
import { badRequest, conflict, notFound, type FieldError } from '../../lib/http-error';
import type { UserPrincipal } from '../../lib/principal';
import { withinReach, type Reach } from '../../lib/reach';
import { fieldsByIds, kpiValue, periodSummary } from './fields';

const { worksheets, worksheetDefinitions, locations } = schema;
type WorksheetRecord = typeof worksheets.$inferSelect;

const isKpi = (key: string | null): key is WorksheetKpiKey => key !== null && key in WORKSHEET_SYSTEM_KPIS;

/** A worksheet of the partner at a location the user may see; any other is not found. */
async function findWorksheet(deps: AppDeps, reach: Reach, id: number): Promise<WorksheetRecord> {
  const [row] = await deps.database.db
    .select()
    .from(worksheets)
    .where(and(eq(worksheets.id, id), eq(worksheets.partnerId, reach.partnerId), withinReach(reach, worksheets.locationId)))
    .limit(1);
  if (!row) throw notFound('The worksheet');
  return row;
}

/**
 * System values filled from the KPI module for the worksheet's location and period. A Final
 * worksheet keeps the figures it was finalised with; a field whose definition was since deleted keeps
 * its last value.
 */
async function withSystemValues(deps: AppDeps, row: WorksheetRecord): Promise<WorksheetFieldValue[]> {
  const values = row.values as WorksheetFieldValue[];
  if (row.status === 'Final' || !values.some((v) => v.source === 'system')) return values;
  const defs = await fieldsByIds(deps, row.partnerId, values.filter((v) => v.source === 'system').map((v) => v.field_definition_id));
  const summary = await periodSummary(deps, row.locationId, row.periodStart, row.periodEnd);
  return values.map((v) => {
    const key = defs.get(v.field_definition_id)?.kpiKey ?? null;
    return v.source === 'system' && isKpi(key) ? { ...v, value: kpiValue(summary, key) } : v;
  });
}

async function locationName(deps: AppDeps, partnerId: number, locationId: number): Promise<string> {
  const [row] = await deps.database.db
    .select({ name: locations.name })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.partnerId, partnerId)));
  return row?.name ?? '';
}

function toRow(row: WorksheetRecord, location: string): WorksheetRow {
  return {
    id: row.id,
    definition_id: row.definitionId,
    definition_name: row.definitionName,
    version: row.version,
    location_id: row.locationId,
    location_name: location,
    period_start: row.periodStart,
    period_end: row.periodEnd,
    status: row.status,
    updated_at: row.updatedAt.toISOString(),
  };
}

async function toDto(deps: AppDeps, row: WorksheetRecord, values?: WorksheetFieldValue[]): Promise<WorksheetDto> {
  return {
    ...toRow(row, await locationName(deps, row.partnerId, row.locationId)),
    partner_id: row.partnerId,
    values: values ?? (await withSystemValues(deps, row)),
    categories: row.layout.map((c) => ({ name: c.name, field_ids: c.fieldIds })),
  };
}

/** Without a location: the worksheets of every location the user may see. */
export async function listWorksheets(
  deps: AppDeps,
  reach: Reach,
  query: { page_num: number; page_size: number; location_id?: number },
): Promise<{ items: WorksheetRow[]; total: number }> {
  const { db } = deps.database;
  const { partnerId } = reach;
  const where = and(
    eq(worksheets.partnerId, partnerId),
    withinReach(reach, worksheets.locationId),
    query.location_id === undefined ? undefined : eq(worksheets.locationId, query.location_id),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ worksheet: worksheets, location: locations.name })
      .from(worksheets)
      .innerJoin(locations, and(eq(locations.id, worksheets.locationId), eq(locations.partnerId, partnerId)))
      .where(where)
      .orderBy(desc(worksheets.periodStart), desc(worksheets.id))
      .limit(query.page_size)
      .offset((query.page_num - 1) * query.page_size),
    db.select({ total: count() }).from(worksheets).where(where),
  ]);
  return { items: rows.map((r) => toRow(r.worksheet, r.location)), total };
}

export async function getWorksheet(deps: AppDeps, reach: Reach, id: number): Promise<WorksheetDto> {
  return toDto(deps, await findWorksheet(deps, reach, id));
}

/** A new worksheet copies the definition's name, version, layout and field labels (schema comment). */
export async function createWorksheet(deps: AppDeps, principal: UserPrincipal, body: WorksheetCreate): Promise<WorksheetDto> {
  const { partnerId } = principal;
  const locationId = body.location_id as number; // the body schema refuses a missing location
  await requireSubscription(deps, principal, locationId, 'rlo_standard');
  const definitionId = body.definition_id ?? COMPOSITE_WORKSHEET_ID;
  const [definition] = await deps.database.db
    .select()
    .from(worksheetDefinitions)
    .where(
      and(
        eq(worksheetDefinitions.id, definitionId),
        or(isNull(worksheetDefinitions.partnerId), eq(worksheetDefinitions.partnerId, partnerId)),
      ),
    )
    .limit(1);
  if (!definition) throw notFound('The worksheet definition');
  const defs = await fieldsByIds(deps, partnerId, definition.categories.flatMap((c) => c.fieldIds));
  const layout = definition.categories.map((c) => ({ name: c.name, fieldIds: c.fieldIds.filter((id) => defs.has(id)) }));
  const values: WorksheetFieldValue[] = layout.flatMap((c) =>
    c.fieldIds.map((id) => {
      const def = defs.get(id)!;
      return { field_definition_id: id, label: def.label, type: def.type, source: def.source, value: null };
    }),
  );
  const [row] = await deps.database.db
    .insert(worksheets)
    .values({
      partnerId,
      locationId,
      definitionId: definition.id,
      definitionName: definition.name,
      version: definition.version,
      periodStart: body.period_start,
      periodEnd: body.period_end,
      values,
      layout,
    })
    .returning();
  return toDto(deps, row);
}

/** A manual value of the field's type: amounts in whole cents or seconds, text for text, null clears. */
function checkValue(field: WorksheetFieldValue, value: number | string | null): string | null {
  if (value === null) return null;
  if (field.type === 'text') return typeof value === 'string' ? null : `${field.label} takes text.`;
  if (typeof value !== 'number') return `${field.label} takes a number.`;
  if ((field.type === 'currency' || field.type === 'hours') && !Number.isInteger(value))
    return `${field.label} takes whole ${field.type === 'currency' ? 'cents' : 'seconds'}.`;
  return null;
}

function applyValues(current: WorksheetFieldValue[], updates: NonNullable<WorksheetUpdate['values']>): WorksheetFieldValue[] {
  const errors: FieldError[] = [];
  const next = current.map((v) => ({ ...v }));
  updates.forEach((u, i) => {
    const field = next.find((v) => v.field_definition_id === u.field_definition_id);
    const path = `values.${i}`;
    if (!field) errors.push({ path, message: `Field ${u.field_definition_id} is not on this worksheet.` });
    else if (field.source === 'system') errors.push({ path, message: `${field.label} is filled from the shop's data and cannot be typed.` });
    else {
      const problem = checkValue(field, u.value);
      if (problem) errors.push({ path, message: problem });
      else field.value = typeof u.value === 'string' && u.value.trim() === '' ? null : u.value;
    }
  });
  if (errors.length > 0) throw badRequest(errors[0].message, errors);
  return next;
}

function checkLayout(current: WorksheetFieldValue[], categories: NonNullable<WorksheetUpdate['categories']>) {
  const wanted = current.map((v) => v.field_definition_id).sort((a, b) => a - b);
  const given = categories.flatMap((c) => c.field_ids).sort((a, b) => a - b);
  if (wanted.join() !== given.join())
    throw badRequest('Every field of the worksheet must be in exactly one category.', [{ path: 'categories', message: 'Fields missing, repeated or unknown' }]);
  if (new Set(categories.map((c) => c.name.toLowerCase())).size !== categories.length)
    throw badRequest('Category names must be different.', [{ path: 'categories', message: 'Repeated name' }]);
}

/**
 * Manual values, layout and status. A Final worksheet is read-only; system values are refreshed from
 * the KPI module on every save, so finalising freezes the figures of that moment.
 */
export async function updateWorksheet(deps: AppDeps, principal: UserPrincipal, id: number, body: WorksheetUpdate): Promise<WorksheetDto> {
  const row = await findWorksheet(deps, principal, id);
  await requireSubscription(deps, principal, row.locationId, 'rlo_standard');
  if (row.status === 'Final') throw conflict('This worksheet is Final and can no longer be changed.');
  let values = await withSystemValues(deps, row);
  if (body.values) values = applyValues(values, body.values);
  if (body.categories) checkLayout(values, body.categories);
  const [saved] = await deps.database.db
    .update(worksheets)
    .set({
      values,
      status: body.status ?? row.status,
      ...(body.categories ? { layout: body.categories.map((c) => ({ name: c.name, fieldIds: c.field_ids })) } : {}),
    })
    .where(and(eq(worksheets.id, id), eq(worksheets.partnerId, principal.partnerId)))
    .returning();
  return toDto(deps, saved, values);
}

export async function deleteWorksheet(deps: AppDeps, reach: Reach, id: number): Promise<void> {
  const [row] = await deps.database.db
    .delete(worksheets)
    .where(and(eq(worksheets.id, id), eq(worksheets.partnerId, reach.partnerId), withinReach(reach, worksheets.locationId)))
    .returning({ id: worksheets.id });
  if (!row) throw notFound('The worksheet');
}
