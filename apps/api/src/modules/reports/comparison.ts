import type { ComparisonChange, ComparisonSectionKey, ComparisonState } from '@rlo/contract';
import {
  chartMonths24,
  lastMonth,
  last12Months,
  lastYearToDate,
  monthToDate,
  priorPeriod,
  specificDay,
  summarize,
  thisWeek,
  variancePercent,
  yearToDate,
  type DateRange,
  type PeriodKind,
  type Summary,
} from '../../analytics';
import type { AppDeps } from '../../deps';
import type { Reach } from '../../lib/reach';
import { resolveScope, type Scope } from '../../lib/scope';
import { periodTotals } from './queries/totals';
import { locationRetention } from './retention';

type SectionDef = { kind: PeriodKind; range: (today: string, selectedDate?: string) => DateRange };

/** The seven sections of 3-operations §2 and their kpis.md §4 periods. */
const SECTIONS: Record<ComparisonSectionKey, SectionDef> = {
  current_year_summary: { kind: 'yearToDate', range: yearToDate },
  last_year_summary: { kind: 'lastYearToDate', range: lastYearToDate },
  last12_months: { kind: 'last12Months', range: last12Months },
  monthly_summary: { kind: 'monthToDate', range: monthToDate },
  last_month_summary: { kind: 'lastMonth', range: lastMonth },
  weekly_summary: { kind: 'week', range: thisWeek },
  specific_day_summary: {
    kind: 'specificDay',
    range: (today, selectedDate) => (selectedDate ? { from: selectedDate, to: selectedDate } : specificDay(today)),
  },
};
const MEASURE_MY_SHOP_SECTIONS: ComparisonSectionKey[] = ['current_year_summary', 'monthly_summary'];

/** The fourteen rows' change fields (3-operations §3), each against the same figure of the prior period. */
const CHANGE_OF: Record<keyof ComparisonChange, keyof Summary> = {
  gross_pct: 'gross_sales_cents',
  total_sold_hours_diff_pct: 'total_labor_sold_seconds',
  avg_daily_sales_pct: 'average_daily_sales_cents',
  car_count_pct: 'sale_count',
  avg_ropct: 'average_sale_cents',
  avg_daily_car_count_pct: 'average_daily_sales_count',
  avg_hrs_pct: 'sold_hours_per_ro',
  effective_rate_pct: 'effective_labor_rate_cents',
  gross_profit_per_sold_hour_pct: 'gross_profit_per_sold_hour_cents',
  parts_gross_profit_rate_diff_pct: 'parts_gross_profit_rate',
  labor_gross_profit_rate_diff_pct: 'labor_gross_profit_rate',
  tires_gross_profit_rate_diff_pct: 'tires_gross_profit_rate',
  gross_profit_rate_diff_pct: 'gross_profit_per',
  gross_profit_diff_pct: 'gross_profit_cents',
};

function withChanges(current: Summary, previous: Summary, range: DateRange, prior: DateRange) {
  const changes = Object.fromEntries(
    Object.entries(CHANGE_OF).map(([field, metric]) => [field, variancePercent(current[metric], previous[metric])]),
  ) as ComparisonChange;
  return { ...current, ...range, prior_from: prior.from, prior_to: prior.to, changes };
}

/** The sections of one location: every period and its prior period in one pass over the rollups. */
async function sections(deps: AppDeps, scope: Scope, keys: ComparisonSectionKey[], selectedDate?: string) {
  const ranges = keys.map((key) => SECTIONS[key].range(scope.today, selectedDate));
  const priors = keys.map((key, i) => priorPeriod(SECTIONS[key].kind, ranges[i]));
  const totals = await periodTotals(deps, scope.locationIds, [...ranges, ...priors]);
  return Object.fromEntries(
    keys.map((key, i) => [key, withChanges(summarize(totals[i]), summarize(totals[keys.length + i]), ranges[i], priors[i])]),
  );
}

export interface ComparisonOptions {
  state: ComparisonState;
  selectedDate?: string;
  /** Only the sections Measure My Shop shows (year to date, month to date). */
  measureMyShop: boolean;
}

/** One record per location, each on its own business "today" (its time zone). */
export async function shopComparison(deps: AppDeps, reach: Reach, locationIds: number[], options: ComparisonOptions) {
  const { partnerId } = reach;
  const keys = options.measureMyShop ? MEASURE_MY_SHOP_SECTIONS : (Object.keys(SECTIONS) as ComparisonSectionKey[]);
  return Promise.all(
    locationIds.map(async (locationId) => {
      const scope = await resolveScope(deps, reach, locationId);
      // Each location's periods start from its own today: the record says which (kpis.md §4).
      const record = {
        location_id: locationId,
        location_name: scope.locations[0].name,
        partner_id: partnerId,
        timezone: scope.timeZone,
        today: scope.today,
      };
      if (options.state === 'CUSTOMER') {
        const months = chartMonths24(scope.today);
        const rows = await locationRetention(deps, locationId, months);
        const customers_status_stats = rows
          .map(({ month, year, active_customers, new_customers, lost_customers, last7_mon_lost_customers }) => ({
            month,
            year,
            active_customers,
            new_customers,
            lost_customers,
            last7_mon_lost_customers,
          }))
          .reverse();
        return { ...record, customers_status_stats };
      }
      return { ...record, ...(await sections(deps, scope, keys, options.selectedDate)) };
    }),
  );
}
