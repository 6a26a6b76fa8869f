import {
  addDays,
  addYears,
  chartMonths24,
  isoWeekOf,
  isoWeekStart,
  last12Months,
  listDates,
  monthRange,
  monthToDate,
  quarterOf,
  specificDay,
  summarize,
  yearToDate,
  lastYearToDate,
  emptyTotals,
  fromMonthIndex,
  monthIndex,
  yearMonthOf,
  type Summary,
  type Totals,
} from '../analytics';
import type { AppDeps } from '../deps';
import type { Scope } from './scope';
import { rangeTotals, totalsByBucket } from './queries/totals';

const summaryOf = (totals: Totals | undefined): Summary => summarize(totals ?? emptyTotals());

async function periodSummary(deps: AppDeps, scope: Scope, from: string, to: string) {
  return { ...summarize(await rangeTotals(deps, scope.locationIds, from, to)), from, to };
}

/** The daily-summary block of the dashboard (2-dashboard §3 "Daily summary response"). */
export async function dailySummary(deps: AppDeps, scope: Scope, year?: number) {
  const { today } = scope;
  const ytd = yearToDate(today);
  const lytd = lastYearToDate(today);
  const l12 = last12Months(today);
  const mtd = monthToDate(today);
  const lastYearMonth = { from: addYears(mtd.from, -1), to: addYears(mtd.to, -1) };
  const [current_year, prior_year, last_12_months, last_30_days, current_month, last_year_current_month, weekly_summary] =
    await Promise.all([
      periodSummary(deps, scope, ytd.from, ytd.to),
      periodSummary(deps, scope, lytd.from, lytd.to),
      periodSummary(deps, scope, l12.from, l12.to),
      periodSummary(deps, scope, addDays(today, -29), today),
      periodSummary(deps, scope, mtd.from, mtd.to),
      periodSummary(deps, scope, lastYearMonth.from, lastYearMonth.to),
      weeklySummary(deps, scope, year ?? Number(today.slice(0, 4))),
    ]);
  const response = { today, current_year, prior_year, last_12_months, last_30_days, current_month, last_year_current_month, weekly_summary };
  if (year === undefined) return response;
  const whole = { from: `${year}-01-01`, to: `${year}-12-31` < today ? `${year}-12-31` : today };
  return { ...response, year: { ...(await periodSummary(deps, scope, whole.from, whole.to)), year } };
}

/** ISO weeks of a year up to today (kpis.md §4: weeks run Monday to Sunday). */
export async function weeklySummary(deps: AppDeps, scope: Scope, year: number) {
  const first = isoWeekStart(`${year}-01-04`); // the Monday of ISO week 1
  const lastDay = `${year}-12-31` < scope.today ? `${year}-12-31` : scope.today;
  if (first > lastDay) return [];
  const byWeek = await totalsByBucket(deps, scope.locationIds, first, lastDay, 'week');
  const rows = [];
  for (let start = first; start <= lastDay; start = addDays(start, 7)) {
    const { year: isoYear, week } = isoWeekOf(start);
    if (isoYear !== year) break;
    const s = summaryOf(byWeek.get(start));
    rows.push({
      week,
      year: isoYear,
      from: start,
      to: addDays(start, 6),
      week_count: s.day_count,
      gross_sales_cents: s.gross_sales_cents,
      gross_profit_cents: s.gross_profit_cents,
      total_discount_cents: s.total_discount_cents,
      total_labor_sold_cents: s.labor_sold_cents,
      other_sold_cents: s.other_sold_cents,
      parts_sold_cents: s.parts_sold_cents,
      tires_sold_cents: s.tires_sold_cents,
      sublet_sold_cents: s.sublet_sold_cents,
      ro_count: s.sale_count,
      average_sale_cents: s.average_sale_cents,
    });
  }
  return rows;
}

/** One row per calendar month from `from`'s month to `to`'s month, oldest first, zeros where nothing was sold. */
export async function monthlySummary(deps: AppDeps, scope: Scope, from?: string, to?: string) {
  const months = chartMonths24(scope.today);
  const start = from ?? monthRange(months[0].year, months[0].month).from;
  const end = to ?? scope.today;
  const byMonth = await totalsByBucket(deps, scope.locationIds, start, end, 'month');
  const rows = [];
  for (let i = monthIndex(yearMonthOf(start)); i <= monthIndex(yearMonthOf(end)); i += 1) {
    const { year, month } = fromMonthIndex(i);
    rows.push({ ...summaryOf(byMonth.get(`${year}-${String(month).padStart(2, '0')}`)), month, year });
  }
  return rows;
}

/** Every day of a month (up to today), for the daily bar chart under a month. */
export async function monthDetails(deps: AppDeps, scope: Scope, yearMonth: string) {
  const { from, to: monthEnd } = monthRange(Number(yearMonth.slice(0, 4)), Number(yearMonth.slice(5, 7)));
  const to = monthEnd < scope.today ? monthEnd : scope.today;
  if (from > to) return [];
  const byDay = await totalsByBucket(deps, scope.locationIds, from, to, 'day');
  return listDates(from, to).map((date) => ({ ...summaryOf(byDay.get(date)), date }));
}

export async function daySummary(deps: AppDeps, scope: Scope, date: string) {
  return { ...summarize(await rangeTotals(deps, scope.locationIds, date, date)), date };
}

/** The specific day of kpis.md §4 (yesterday; Saturday when yesterday is a Sunday) unless a date is chosen. */
export async function specificDaySummary(deps: AppDeps, scope: Scope, selectedDate?: string) {
  return daySummary(deps, scope, selectedDate ?? specificDay(scope.today).from);
}

/** The quarters of this year and last year, each clipped to today. */
export async function quarterlyDetails(deps: AppDeps, scope: Scope) {
  const year = Number(scope.today.slice(0, 4));
  const quarters = [];
  for (const y of [year - 1, year]) {
    for (const firstMonth of [1, 4, 7, 10]) {
      const q = quarterOf(`${y}-${String(firstMonth).padStart(2, '0')}-01`);
      if (q.from > scope.today) continue;
      quarters.push({ ...q, to: q.to < scope.today ? q.to : scope.today });
    }
  }
  return Promise.all(
    quarters.map(async (q) => ({
      ...summarize(await rangeTotals(deps, scope.locationIds, q.from, q.to)),
      year: q.year,
      quarter: q.quarter,
      from: q.from,
      to: q.to,
    })),
  );
}
