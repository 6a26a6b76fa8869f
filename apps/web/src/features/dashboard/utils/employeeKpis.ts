import type { MetricInfo } from './metrics';

/** The advisor KPI options of 2-dashboard §3, with their unit and whether they add up. */
export const ADVISOR_KPIS = {
  gross_sales_cents: { unit: 'money', kind: 'additive' },
  avg_sale_cents: { unit: 'money', kind: 'ratio' },
  sale_count: { unit: 'count', kind: 'additive' },
  gross_profit_cents: { unit: 'money', kind: 'additive' },
  gross_profit_cents_per: { unit: 'percent', kind: 'ratio' },
} as const satisfies Record<string, MetricInfo>;

/** The technician KPI options of 2-dashboard §3. */
export const TECHNICIAN_KPIS = {
  total_labor_sold_cents: { unit: 'money', kind: 'additive' },
  total_sold_seconds: { unit: 'seconds', kind: 'additive' },
  total_labor_ro: { unit: 'count', kind: 'additive' },
  avg_labor_sale_cents: { unit: 'money', kind: 'ratio' },
  total_labor_cost_cents: { unit: 'money', kind: 'additive' },
  total_labor_profit_cents: { unit: 'money', kind: 'additive' },
  total_actual_seconds: { unit: 'seconds', kind: 'additive' },
  eff_labor_hourly_rate_cents: { unit: 'money', kind: 'ratio' },
} as const satisfies Record<string, MetricInfo>;

export type AdvisorKpi = keyof typeof ADVISOR_KPIS;
export type TechnicianKpi = keyof typeof TECHNICIAN_KPIS;
export type EmployeeRole = 'advisor' | 'technician';

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

export interface EmployeeChartData {
  employees: { id: number; name: string }[];
  months: { year: number; month: number }[];
  /** values[m][e]: employee e in month m, null when the employee sold nothing that month. */
  values: (number | null)[][];
  /** Σ over the months per employee (meaningful for additive KPIs only). */
  totals: number[];
}

/** Employees (by total, largest first) across the months of the range, oldest first. */
export function employeeChartData(rows: readonly EmployeeMonth[]): EmployeeChartData {
  const byEmployee = new Map<number, { name: string; total: number }>();
  for (const row of rows) {
    const entry = byEmployee.get(row.employeeId) ?? { name: row.name, total: 0 };
    entry.total += row.value;
    byEmployee.set(row.employeeId, entry);
  }
  const employees = [...byEmployee.entries()]
    .sort((a, b) => b[1].total - a[1].total || a[1].name.localeCompare(b[1].name))
    .map(([id, { name }]) => ({ id, name }));
  const monthKeys = [...new Set(rows.map((row) => row.year * 12 + row.month - 1))].sort((a, b) => a - b);
  const months = monthKeys.map((key) => ({ year: Math.floor(key / 12), month: (key % 12) + 1 }));
  const values = monthKeys.map((key) =>
    employees.map(
      (employee) =>
        rows.find((row) => row.employeeId === employee.id && row.year * 12 + row.month - 1 === key)?.value ??
        null,
    ),
  );
  const totals = employees.map((employee) => byEmployee.get(employee.id)?.total ?? 0);
  return { employees, months, values, totals };
}
