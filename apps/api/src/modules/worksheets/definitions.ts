import { and, asc, count, eq, isNull, or, sql } from 'drizzle-orm';
import { schema } from '@rlo/db';
import type { WorksheetDefinitionDto, WorksheetDefinitionSave } from '@rlo/contract';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { fieldsByIds, visibleTo } from './fields';

const { worksheetDefinitions: definitions, worksheetFieldDefinitions: fields, worksheets } = schema;
type DefinitionRow = typeof definitions.$inferSelect;

const SHARED_READ_ONLY = 'The shared worksheet definitions cannot be changed; create a definition of your own instead.';
const visible = (partnerId: number) => or(isNull(definitions.partnerId), eq(definitions.partnerId, partnerId));

async function toDtos(deps: AppDeps, partnerId: number, rows: DefinitionRow[]): Promise<WorksheetDefinitionDto[]> {
  const defs = await fieldsByIds(deps, partnerId, rows.flatMap((r) => r.categories.flatMap((c) => c.fieldIds)));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    version: row.version,
    shared: row.partnerId === null,
    categories: row.categories.map((c) => ({
      name: c.name,
      fields: c.fieldIds.flatMap((id) => {
        const f = defs.get(id);
        return f ? [{ id, label: f.label, type: f.type, source: f.source, value: null }] : [];
      }),
    })),
  }));
}

async function findVisible(deps: AppDeps, partnerId: number, id: number): Promise<DefinitionRow> {
  const [row] = await deps.database.db.select().from(definitions).where(and(eq(definitions.id, id), visible(partnerId))).limit(1);
  if (!row) throw notFound('The worksheet definition');
  return row;
}

/** The partner's own definition, for a change: a shared one is read-only (409, not 403, which signs out). */
async function findOwn(deps: AppDeps, partnerId: number, id: number): Promise<DefinitionRow> {
  const row = await findVisible(deps, partnerId, id);
  if (row.partnerId === null) throw conflict(SHARED_READ_ONLY);
  return row;
}

/** Categories of a save: every field visible to the partner and in one category at most. */
async function toCategories(deps: AppDeps, partnerId: number, body: WorksheetDefinitionSave) {
  const ids = body.categories.flatMap((c) => c.fields.map((f) => f.id));
  if (new Set(ids).size !== ids.length) throw badRequest('A field can be in one category only.', [{ path: 'categories', message: 'Repeated field' }]);
  if (new Set(body.categories.map((c) => c.name.toLowerCase())).size !== body.categories.length)
    throw badRequest('Category names must be different.', [{ path: 'categories', message: 'Repeated name' }]);
  const known = await fieldsByIds(deps, partnerId, ids);
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) throw badRequest(`Unknown field definition ${unknown.join(', ')}.`, [{ path: 'categories', message: 'Unknown field' }]);
  return body.categories.map((c) => ({ name: c.name, fieldIds: c.fields.map((f) => f.id) }));
}

export async function listDefinitions(deps: AppDeps, partnerId: number) {
  const rows = await deps.database.db.select().from(definitions).where(visible(partnerId)).orderBy(asc(definitions.id));
  return toDtos(deps, partnerId, rows);
}

export async function getDefinition(deps: AppDeps, partnerId: number, id: number) {
  const [dto] = await toDtos(deps, partnerId, [await findVisible(deps, partnerId, id)]);
  return dto;
}

export async function createDefinition(deps: AppDeps, partnerId: number, body: WorksheetDefinitionSave) {
  const categories = await toCategories(deps, partnerId, body);
  const [row] = await deps.database.db
    .insert(definitions)
    .values({ partnerId, name: body.name, version: body.version ?? 1, categories })
    .returning();
  const [dto] = await toDtos(deps, partnerId, [row]);
  return dto;
}

/** Without a version the saved definition is the next version; worksheets made before keep theirs. */
export async function updateDefinition(deps: AppDeps, partnerId: number, id: number, body: WorksheetDefinitionSave) {
  const current = await findOwn(deps, partnerId, id);
  const categories = await toCategories(deps, partnerId, body);
  const [row] = await deps.database.db
    .update(definitions)
    .set({ name: body.name, version: body.version ?? current.version + 1, categories })
    .where(and(eq(definitions.id, id), eq(definitions.partnerId, partnerId)))
    .returning();
  const [dto] = await toDtos(deps, partnerId, [row]);
  return dto;
}

export async function deleteDefinition(deps: AppDeps, partnerId: number, id: number) {
  await findOwn(deps, partnerId, id);
  const [{ used }] = await deps.database.db
    .select({ used: count() })
    .from(worksheets)
    .where(and(eq(worksheets.definitionId, id), eq(worksheets.partnerId, partnerId)));
  if (used > 0) throw conflict(`This definition is used by ${used} worksheet(s); delete them first.`);
  await deps.database.db.delete(definitions).where(and(eq(definitions.id, id), eq(definitions.partnerId, partnerId)));
}

export async function deleteFieldDefinition(deps: AppDeps, partnerId: number, id: number) {
  const [row] = await deps.database.db.select().from(fields).where(and(eq(fields.id, id), visibleTo(partnerId))).limit(1);
  if (!row) throw notFound('The worksheet field definition');
  if (row.partnerId === null) throw conflict('The shared worksheet fields cannot be deleted.');
  // Worksheets keep a copy of their fields; only a definition still naming the field blocks it.
  const [{ used }] = await deps.database.db
    .select({ used: count() })
    .from(definitions)
    .where(and(eq(definitions.partnerId, partnerId), sql`${definitions.categories} @> ${JSON.stringify([{ fieldIds: [id] }])}::jsonb`));
  if (used > 0) throw conflict('This field is used by a worksheet definition; take it out of the definition first.');
  await deps.database.db.delete(fields).where(and(eq(fields.id, id), eq(fields.partnerId, partnerId)));
}
