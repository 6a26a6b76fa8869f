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
  monthlyChartBlocks,
  recentYears,
  summaryVariance,
  type Summary,
  type Totals,
} from '../../analytics';
import { YEARLY_COMPARISON_YEARS } from '@rlo/contract';
import type { AppDeps } from '../../deps';
import type { Scope } from '../../lib/scope';
import { periodTotals, rangeTotals, totalsByBucket, type Period } from './queries/totals';

const summaryOf = (totals: Totals | undefined): Summary => summarize(totals ?? emptyTotals());

/** Summaries of several periods, each with its from and to, from one pass over the rollups. */
async function periodSummaries(deps: AppDeps, scope: Scope, periods: Period[]) {
  const totals = await periodTotals(deps, scope.locationIds, periods);
  return periods.map((p, i) => ({ ...summarize(totals[i]), from: p.from, to: p.to }));
}

/**
 * The daily-summary block of the dashboard (2-dashboard §3 "Daily summary response"), with the
 * figures the other sections show beside their rows: the daily cards' variance percents, the
 * monthly chart's two 12-month blocks and the yearly comparison's year totals (kpis.md §3).
 */
export async function dailySummary(deps: AppDeps, scope: Scope, year?: number) {
  const { today } = scope;
  const mtd = monthToDate(today);
  const periods: Period[] = [
    yearToDate(today),
    lastYearToDate(today),
    last12Months(today),
    { from: addDays(today, -29), to: today },
    mtd,
    { from: addYears(mtd.from, -1), to: addYears(mtd.to, -1) },
  ];
  // The yearly comparison's years, read in the same statement.
  const years = recentYears(today, YEARLY_COMPARISON_YEARS);
  periods.push(...years);
  // The whole asked-for year, up to today.
  if (year !== undefined) periods.push({ from: `${year}-01-01`, to: `${year}-12-31` < today ? `${year}-12-31` : today });
  const [summaries, weekly_summary, chartMonths] = await Promise.all([
    periodSummaries(deps, scope, periods),
    weeklySummary(deps, scope, year ?? Number(today.slice(0, 4))),
    monthlySummary(deps, scope),
  ]);
  const [current_year, prior_year, last_12_months, last_30_days, current_month, last_year_current_month] = summaries;
  const yearSummaries = summaries.slice(6, 6 + years.length);
  const whole = summaries[6 + years.length];
  const response = {
    today,
    current_year,
    prior_year,
    last_12_months,
    last_30_days,
    current_month,
    last_year_current_month,
    weekly_summary,
    variance: {
      current_month: summaryVariance(current_month, last_year_current_month),
      current_year: summaryVariance(current_year, prior_year),
    },
    monthly_blocks: monthlyChartBlocks(chartMonths, today),
    yearly_totals: yearSummaries.map((summary, i) => ({ ...summary, year: years[i].year })),
  };
  return year === undefined ? response : { ...response, year: { ...whole, year } };
}

/** ISO weeks of a year up to today (kpis.md §4: weeks run Monday to Sunday). */
export async function weeklySummary(deps: AppDeps, scope: Scope, year: number) {
  const first = isoWeekStart(`${year}-01-04`); // the Monday of ISO week 1
  const lastDay = `${year}-12-31` < scope.today ? `${year}-12-31` : scope.today;
  if (first > lastDay) return [];
  // The weekly rows show no customer counts.
  const byWeek = await totalsByBucket(deps, scope.locationIds, first, lastDay, 'week', { countVisitors: false });
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
  const summaries = await periodSummaries(deps, scope, quarters);
  return quarters.map((q, i) => ({ ...summaries[i], year: q.year, quarter: q.quarter }));
}
