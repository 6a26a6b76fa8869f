import { ADVISOR_KPIS, TECHNICIAN_KPIS, type EmployeeRole, type MetricInfo } from '@rlo/contract';

export type { EmployeeRole };

/** The KPI options of each role, with their units: the contract's tables, shared with the API. */
export const KPIS_OF: Record<EmployeeRole, Record<string, MetricInfo>> = {
  advisor: ADVISOR_KPIS,
  technician: TECHNICIAN_KPIS,
};

/** One employee-month of either kind, reduced to what the chart reads. */
export interface EmployeeMonth {
  employeeId: number;
  name: string;
  year: number;
  month: number;
  value: number;
}

/** An employee's figure over the whole range, as the API computes it (kpis.md §5 on the range's sums). */
export interface EmployeeShare {
  employeeId: number;
  value: number;
}

export interface EmployeeChartData {
  employees: { id: number; name: string }[];
  months: { year: number; month: number }[];
  /** values[m][e]: employee e in month m, null when the employee sold nothing that month. */
  values: (number | null)[][];
  /** Each employee's figure over the range, from the API (the pie; meaningful for additive KPIs). */
  totals: number[];
}

/** Employees (by their range figure, largest first) across the months of the range, oldest first. */
export function employeeChartData(rows: readonly EmployeeMonth[], shares: readonly EmployeeShare[]): EmployeeChartData {
  const shareOf = new Map(shares.map((share) => [share.employeeId, share.value]));
  const names = new Map<number, string>();
  for (const row of rows) names.set(row.employeeId, row.name);
  const employees = [...names.entries()]
    .map(([id, name]) => ({ id, name, total: shareOf.get(id) ?? 0 }))
    .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
  const monthKeys = [...new Set(rows.map((row) => row.year * 12 + row.month - 1))].sort((a, b) => a - b);
  const months = monthKeys.map((key) => ({ year: Math.floor(key / 12), month: (key % 12) + 1 }));
  const values = monthKeys.map((key) =>
    employees.map(
      (employee) =>
        rows.find((row) => row.employeeId === employee.id && row.year * 12 + row.month - 1 === key)?.value ??
        null,
    ),
  );
  return {
    employees: employees.map(({ id, name }) => ({ id, name })),
    months,
    values,
    totals: employees.map((employee) => employee.total),
  };
}
