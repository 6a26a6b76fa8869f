import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import { schema } from '@rlo/db';
import type { CategorySums } from '../../analytics';
import type { AppDeps } from '../../deps';

const { categoryDailyRollups, writerCategoryDailyRollups, techCategoryDailyRollups, employees } = schema;

// Every figure of the category report comes from the daily rollups kept by ingest: a request reads
// (dates × categories) rows, never the location's repair orders.

export interface Window {
  partnerId: number;
  locationId: number;
  startDate: string;
  endDate: string;
}

export interface SumRow {
  employeeId: number | null;
  categoryId: number;
  kind: 'labor' | 'part';
  sums: CategorySums;
}

type Rollup =
  typeof categoryDailyRollups | typeof writerCategoryDailyRollups | typeof techCategoryDailyRollups;

const total = (column: Rollup['laborSoldCents']) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
const summed = (t: Rollup) => ({
  laborSoldCents: total(t.laborSoldCents),
  laborCostCents: total(t.laborCostCents),
  soldSeconds: total(t.soldSeconds),
  actualSeconds: total(t.actualSeconds),
  partSoldCents: total(t.partSoldCents),
  partCostCents: total(t.partCostCents),
});

type Summed = { [K in keyof ReturnType<typeof summed>]: number };

/** A rollup row holds a category's labor and part sums side by side: one SumRow for each kind. */
const byKind = (employeeId: number | null, categoryId: number, s: Summed): SumRow[] => [
  {
    employeeId,
    categoryId,
    kind: 'labor',
    sums: {
      sold_cents: s.laborSoldCents,
      cost_cents: s.laborCostCents,
      sold_seconds: s.soldSeconds,
      actual_seconds: s.actualSeconds,
    },
  },
  {
    employeeId,
    categoryId,
    kind: 'part',
    sums: { sold_cents: s.partSoldCents, cost_cents: s.partCostCents, sold_seconds: 0, actual_seconds: 0 },
  },
];

const inWindow = (t: Rollup, w: Window, smsIds: number[]) =>
  and(
    eq(t.partnerId, w.partnerId),
    eq(t.locationId, w.locationId),
    between(t.businessDate, w.startDate, w.endDate),
    inArray(t.categoryId, smsIds),
  );

/** The shop's sums per sms category and kind. */
export async function categorySums(deps: AppDeps, w: Window, smsIds: number[]): Promise<SumRow[]> {
  if (smsIds.length === 0) return [];
  const t = categoryDailyRollups;
  const rows = await deps.database.db
    .select({ categoryId: t.categoryId, ...summed(t) })
    .from(t)
    .where(inWindow(t, w, smsIds))
    .groupBy(t.categoryId);
  return rows.flatMap(({ categoryId, ...sums }) => byKind(null, categoryId, sums));
}

/** Per advisor ('writer') or technician ('tech') sums per sms category and kind, optionally of some employees only. */
export async function employeeSums(
  deps: AppDeps,
  role: 'writer' | 'tech',
  w: Window,
  smsIds: number[],
  employeeIds?: readonly number[] | null,
): Promise<SumRow[]> {
  if (smsIds.length === 0 || employeeIds?.length === 0) return [];
  const t = role === 'writer' ? writerCategoryDailyRollups : techCategoryDailyRollups;
  const rows = await deps.database.db
    .select({ employeeId: t.employeeId, categoryId: t.categoryId, ...summed(t) })
    .from(t)
    .where(and(inWindow(t, w, smsIds), employeeIds ? inArray(t.employeeId, [...employeeIds]) : undefined))
    .groupBy(t.employeeId, t.categoryId);
  return rows.flatMap(({ employeeId, categoryId, ...sums }) => byKind(employeeId, categoryId, sums));
}

/** The location's employees: the lists leave hidden ones out, the totals do not (kpis.md §5). */
export async function locationEmployees(deps: AppDeps, partnerId: number, locationId: number) {
  return deps.database.db
    .select({
      id: employees.id,
      fullName: employees.fullName,
      hide: employees.hide,
      serviceAdvisor: employees.serviceAdvisor,
      technician: employees.technician,
    })
    .from(employees)
    .where(and(eq(employees.partnerId, partnerId), eq(employees.locationId, locationId)))
    .orderBy(asc(employees.fullName), asc(employees.id));
}
