import type { CategoryReportResult } from '@rlo/contract';

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
  /** Cents per sold hour, from the API; null on the total row (a rate is not summed). */
  effectiveLaborRate: number | null;
  totalSoldCents: number;
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

const SUMMED = [
  'partsSoldCents',
  'partsCostCents',
  'partsProfitCents',
  'laborSoldCents',
  'laborCostCents',
  'laborProfitCents',
  'soldHours',
  'actualHours',
  'totalSoldCents',
] as const;

/** The rows of the categories the answer holds, in the order of `categories`, and a total row (sums only). */
export function categoryRows(result: CategoryReportResult, categories: readonly NamedCategory[], totalLabel: string): CategoryRow[] {
  const rows: CategoryRow[] = [];
  for (const { id, name } of categories) {
    const parts = result.parts[id];
    const labor = result.labors[id];
    if (!parts || !labor) continue;
    rows.push({
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
    });
  }
  if (rows.length === 0) return rows;
  const total: CategoryRow = { ...rows[0], id: 'total', name: totalLabel, effectiveLaborRate: null };
  for (const key of SUMMED) total[key] = rows.reduce((sum, row) => sum + row[key], 0);
  return [...rows, total];
}

/** True when no category sold anything in the range: the "no data" state. */
export const isEmptyReport = (rows: readonly CategoryRow[]) => rows.every((row) => row.totalSoldCents === 0 && row.soldHours === 0);

/** Sold cents per (employee, category) of the answer's writer or technician entries. */
export function employeeSales(result: CategoryReportResult, role: 'writer' | 'tech'): Map<number, Map<number, number>> {
  const byEmployee = new Map<number, Map<number, number>>();
  const entries =
    role === 'writer'
      ? result.writerCategory.map((e) => ({ employee: e.writerId, category: e.category, sold: e.soldCents }))
      : result.techCategory.map((e) => ({ employee: e.techId, category: e.category, sold: e.soldCents }));
  for (const { employee, category, sold } of entries) {
    const row = byEmployee.get(employee) ?? new Map<number, number>();
    row.set(category, (row.get(category) ?? 0) + sold);
    byEmployee.set(employee, row);
  }
  return byEmployee;
}
