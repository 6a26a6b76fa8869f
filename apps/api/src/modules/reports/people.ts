import {
  chartMonths24,
  combineCustomerReports,
  marketingSources,
  monthRange,
  sumTechMonths,
  sumWriterMonths,
  techStats,
  writerStats,
  type CustomerReportRow,
} from '../../analytics';
import type { AppDeps } from '../../deps';
import type { Scope } from '../../lib/scope';
import { techMonths, writerMonths, type EmployeeMonth } from './queries/employees';
import { newCustomersInRange, topCustomers } from './queries/visits';
import { retentionOfLocations } from './retention';

/** Advisor figures per month (kpis.md §5). */
export async function writerStatsByMonth(deps: AppDeps, scope: Scope, from: string, to: string) {
  const rows = await writerMonths(deps, scope.locationIds, from, to);
  return rows.map((r) => ({ month: r.month, year: r.year, name: r.name, employee_id: r.employee_id, location_id: r.location_id, ...writerStats(r.totals) }));
}

/** Technician figures per month (kpis.md §5). */
export async function techStatsByMonth(deps: AppDeps, scope: Scope, from: string, to: string) {
  const rows = await techMonths(deps, scope.locationIds, from, to);
  return rows.map((r) => ({ month: r.month, year: r.year, name: r.name, employee_id: r.employee_id, location_id: r.location_id, ...techStats(r.totals) }));
}

/** Each employee's months, in the order the employees first appear. */
function byEmployee<T>(rows: readonly EmployeeMonth<T>[]): { first: EmployeeMonth<T>; months: T[] }[] {
  const groups = new Map<number, { first: EmployeeMonth<T>; months: T[] }>();
  for (const row of rows) {
    const group = groups.get(row.employee_id) ?? { first: row, months: [] };
    group.months.push(row.totals);
    groups.set(row.employee_id, group);
  }
  return [...groups.values()];
}

/** Each advisor's figures over the whole range (the employee section's pie): kpis.md §5 on the range's sums. */
export async function writerStatsOfRange(deps: AppDeps, scope: Scope, from: string, to: string) {
  const groups = byEmployee(await writerMonths(deps, scope.locationIds, from, to));
  return groups.map(({ first: r, months }) => ({ name: r.name, employee_id: r.employee_id, location_id: r.location_id, ...writerStats(sumWriterMonths(months)) }));
}

/** Each technician's figures over the whole range. */
export async function techStatsOfRange(deps: AppDeps, scope: Scope, from: string, to: string) {
  const groups = byEmployee(await techMonths(deps, scope.locationIds, from, to));
  return groups.map(({ first: r, months }) => ({ name: r.name, employee_id: r.employee_id, location_id: r.location_id, ...techStats(sumTechMonths(months)) }));
}

/** The customer report of kpis.md §6 for the 24 chart months, per location (retention rollups), summed for All locations. */
export async function customersByMonth(deps: AppDeps, scope: Scope): Promise<CustomerReportRow[]> {
  const months = chartMonths24(scope.today);
  const perLocation = await retentionOfLocations(deps, scope.locationIds, months);
  return months.map((m, i) => {
    const rows = perLocation.map((location) => location[i]);
    return rows.length === 1 ? rows[0] : combineCustomerReports(rows, m);
  });
}

/** New customers per chart month grouped by marketing source ('Unknown' when none). */
export async function marketingSourcesByMonth(deps: AppDeps, scope: Scope) {
  const months = chartMonths24(scope.today);
  const rows = await newCustomersInRange(deps, scope.locationIds, monthRange(months[0].year, months[0].month).from, scope.today);
  return months.map(({ year, month }) => {
    const sources = marketingSources(rows.filter((r) => r.year === year && r.month === month));
    return { month, year, sources };
  });
}

export async function topCustomersOf(deps: AppDeps, scope: Scope, from: string, to: string) {
  return topCustomers(deps, scope.locationIds, from, to, 10);
}
