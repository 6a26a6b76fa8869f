import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import { schema } from '@rlo/db';
import type { worksheetFieldDefinitionCreateSchema, WorksheetFieldDefinitionDto, WorksheetKpiKey } from '@rlo/contract';
import { summarize, type Summary } from '../../analytics';
import type { AppDeps } from '../../deps';
import { rangeTotals } from '../reports/queries/totals';

const { worksheetFieldDefinitions: fields } = schema;
type FieldRow = typeof fields.$inferSelect;

/** The field definitions a partner sees: the shared ones (partner_id null) and its own. */
export const visibleTo = (partnerId: number) => or(isNull(fields.partnerId), eq(fields.partnerId, partnerId));

export async function fieldsByIds(deps: AppDeps, partnerId: number, ids: number[]): Promise<Map<number, FieldRow>> {
  if (ids.length === 0) return new Map();
  const rows = await deps.database.db
    .select()
    .from(fields)
    .where(and(visibleTo(partnerId), inArray(fields.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r]));
}

export const toFieldDto = (row: FieldRow): WorksheetFieldDefinitionDto => ({
  id: row.id,
  label: row.label,
  type: row.type,
  source: row.source,
  kpi_key: row.kpiKey,
  shared: row.partnerId === null,
});

/** The shared field definitions and the partner's own, by id. */
export async function listFieldDefinitions(deps: AppDeps, partnerId: number): Promise<WorksheetFieldDefinitionDto[]> {
  const rows = await deps.database.db.select().from(fields).where(visibleTo(partnerId)).orderBy(asc(fields.id));
  return rows.map(toFieldDto);
}

/** A field definition of the partner: manual, or system with the KPI it is filled from. */
export async function createFieldDefinition(
  deps: AppDeps,
  partnerId: number,
  body: z.output<typeof worksheetFieldDefinitionCreateSchema>,
): Promise<WorksheetFieldDefinitionDto> {
  const { label, type, source, kpi_key } = body;
  const [row] = await deps.database.db.insert(fields).values({ partnerId, label, type, source, kpiKey: kpi_key ?? null }).returning();
  return toFieldDto(row);
}

/**
 * The KPI module's summary of one location over the period, read from the daily rollups the same
 * way the reports read a date range (reports/queries/totals).
 */
export async function periodSummary(deps: AppDeps, locationId: number, from: string, to: string): Promise<Summary> {
  return summarize(await rangeTotals(deps, [locationId], from, to));
}

/**
 * A system field's value from the summary. Worksheet percents are in points; shop_efficiency is the
 * one ratio of the list the KPI module gives as a fraction (kpis.md: "shown × 100 as %").
 */
export function kpiValue(summary: Summary, key: WorksheetKpiKey): number {
  return key === 'shop_efficiency' ? summary.shop_efficiency * 100 : summary[key];
}
