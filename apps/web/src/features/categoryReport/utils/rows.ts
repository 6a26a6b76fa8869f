import type { CategoryFigures, CategoryReportResult } from '@rlo/contract';

export interface NamedCategory {
  id: number;
  name: string;
}

/** One grid row: a category's parts and labor figures as the API gives them (cents, hours). */
export interface CategoryRow {
  id: number | 'total';
  name: string;
  partsSoldCents: number;
  partsCostCents: number;
  partsProfitCents: number;
  laborSoldCents: number;
  laborCostCents: number;
  laborProfitCents: number;
  soldHours: number;
  actualHours: number;
  /** Cents per sold hour, from the API; null (shown "—") on the total row. */
  effectiveLaborRate: number | null;
  totalSoldCents: number;
  /** Parts + labor profit, the API's (the profit pie); not a grid column. */
  totalProfitCents: number;
}

/** The figure columns of the grid and the CSV, in order. */
export const ROW_FIGURES = [
  'partsSoldCents',
  'partsCostCents',
  'partsProfitCents',
  'laborSoldCents',
  'laborCostCents',
  'laborProfitCents',
  'soldHours',
  'actualHours',
  'effectiveLaborRate',
  'totalSoldCents',
] as const satisfies readonly (keyof CategoryRow)[];

/** A grid row of the API's parts and labors entries of a category, or of the total. */
function rowOf(id: CategoryRow['id'], name: string, parts: CategoryFigures, labor: CategoryFigures): CategoryRow {
  return {
    id,
    name,
    partsSoldCents: parts.soldCents,
    partsCostCents: parts.costCents,
    partsProfitCents: parts.profitCents,
    laborSoldCents: labor.soldCents,
    laborCostCents: labor.costCents,
    laborProfitCents: labor.profitCents,
    soldHours: labor.totalSoldHours,
    actualHours: labor.actualSoldHours,
    effectiveLaborRate: labor.effectiveLaborRate,
    totalSoldCents: labor.totalSoldCents,
    totalProfitCents: labor.totalProfitCents,
  };
}

/**
 * The rows of the categories the answer holds, in the order of `categories`, and the total row:
 * the API's total of the answer's categories (it computes every figure; this only lays them out).
 */
export function categoryRows(result: CategoryReportResult, categories: readonly NamedCategory[], totalLabel: string): CategoryRow[] {
  const rows: CategoryRow[] = [];
  for (const { id, name } of categories) {
    const parts = result.parts[id];
    const labor = result.labors[id];
    if (parts && labor) rows.push(rowOf(id, name, parts, labor));
  }
  if (rows.length === 0) return rows;
  // The total row has always shown no labor rate; the API's (total labor ÷ total hours) is left off.
  const total = { ...rowOf('total', totalLabel, result.total.parts, result.total.labors), effectiveLaborRate: null };
  return [...rows, total];
}

/** True when no category sold anything in the range: the "no data" state. */
export const isEmptyReport = (rows: readonly CategoryRow[]) => rows.every((row) => row.totalSoldCents === 0 && row.soldHours === 0);

/** Sold cents per (employee, category) of the answer's writer or technician entries (one each). */
export function employeeSales(result: CategoryReportResult, role: 'writer' | 'tech'): Map<number, Map<number, number>> {
  const byEmployee = new Map<number, Map<number, number>>();
  const entries =
    role === 'writer'
      ? result.writerCategory.map((e) => ({ employee: e.writerId, category: e.category, sold: e.soldCents }))
      : result.techCategory.map((e) => ({ employee: e.techId, category: e.category, sold: e.soldCents }));
  for (const { employee, category, sold } of entries) {
    const row = byEmployee.get(employee) ?? new Map<number, number>();
    row.set(category, sold);
    byEmployee.set(employee, row);
  }
  return byEmployee;
}
