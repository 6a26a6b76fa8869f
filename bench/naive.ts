// The naive design: the dashboard's figures summed straight from repair_orders (counted = CLOSED,
// by business date) on every request, instead of from the daily rollups. One entry per dashboard
// call whose figures span many ROs; its queries run together, as the app runs its own.
import { sql, type SQL } from 'drizzle-orm';
import { EMPLOYEE_WINDOW_MONTHS } from '@rlo/contract';
import {
  RO_AMOUNT_KEYS,
  addDays,
  addMonths,
  addYears,
  chartMonths24,
  isoWeekStart,
  last12Months,
  lastYearToDate,
  monthRange,
  monthToDate,
  thisWeek,
  yearToDate,
} from '../apps/api/src/analytics';

export interface NaiveFigure {
  /** The dashboard call (name in calls.ts) that serves the same figures from rollups. */
  call: string;
  figures: string;
  /** Headline figures of the requirement: the 20× target is judged on these. */
  headline: boolean;
  queries(locationIds: number[], today: string): SQL[];
}

const ids = (locationIds: number[]) => sql`${`{${locationIds.join(',')}}`}::int[]`;
const counted = (locationIds: number[], from: string, to: string) =>
  sql`ro.location_id = any(${ids(locationIds)}) and ro.status = 'CLOSED' and ro.business_date between ${from}::date and ${to}::date`;
const SUMS = sql.raw(
  [
    'count(*)::int as ro_count',
    ...RO_AMOUNT_KEYS.map((k) => `coalesce(sum(ro.${k}), 0)::float8 as ${k}`),
    'count(distinct ro.business_date)::int as day_count',
    'count(distinct ro.customer_id)::int as customers',
  ].join(', '),
);
/** Count, gross sales, gross profit, days and customers of one period inside a wider scan. */
const block = (name: string, from: string, to: string) => {
  const within = sql`filter (where ro.business_date between ${from}::date and ${to}::date)`;
  return sql`count(*) ${within} as ${sql.raw(`${name}_count`)},
    coalesce(sum(ro.total_sold_cents) ${within}, 0)::float8 as ${sql.raw(`${name}_gross_sales`)},
    coalesce(sum(ro.gross_profit_cents) ${within}, 0)::float8 as ${sql.raw(`${name}_gross_profit`)},
    count(distinct ro.business_date) ${within} as ${sql.raw(`${name}_days`)},
    count(distinct ro.customer_id) ${within} as ${sql.raw(`${name}_customers`)}`;
};

/** Each customer's first counted RO at its location, from the whole history (kpis.md, new_customers_count). */
const firsts = (locationIds: number[], today: string) =>
  sql`select ro.location_id, ro.customer_id, min(ro.business_date) as first_date
      from repair_orders ro where ${counted(locationIds, '1900-01-01', today)} group by 1, 2`;

/** Every aggregate of the daily summary over the rows of `r` (counted ROs joined to their customer's first date) in one period. */
const periodAggregates = (name: string, from: string, to: string) => sql`
  select ${name}::text as period, count(*)::int as ro_count,
    ${sql.raw(RO_AMOUNT_KEYS.map((k) => `coalesce(sum(r.${k}), 0)::float8 as ${k}`).join(', '))},
    count(distinct r.business_date)::int as day_count,
    count(distinct r.customer_id)::int as visitors,
    count(distinct r.customer_id) filter (where r.first_date >= ${from}::date)::int as new_customers
  from r where r.business_date between ${from}::date and ${to}::date`;

/** The six periods of the daily summary (kpis.md §4), by their response names. */
export function dailySummaryPeriods(today: string) {
  return {
    current_year: yearToDate(today),
    prior_year: lastYearToDate(today),
    last_12_months: last12Months(today),
    last_30_days: { from: addDays(today, -29), to: today },
    current_month: monthToDate(today),
    last_year_current_month: { from: addYears(monthToDate(today).from, -1), to: addYears(today, -1) },
  };
}

/**
 * One row per period (`period` and its figures): the counted ROs from the earliest period's start to
 * today are read once, each joined to its customer's first counted RO at the location, then each
 * period aggregates its own rows. Customer ids are per location, so they need no location beside
 * them; a visitor of a period whose first visit is not before its start is new in it.
 */
export function naiveDailySummary(locationIds: number[], today: string): SQL {
  const periods = Object.entries(dailySummaryPeriods(today));
  const from = periods.reduce((a, [, p]) => (p.from < a ? p.from : a), today);
  return sql`with firsts as (${firsts(locationIds, today)}),
    r as materialized (
      select ro.customer_id, ro.business_date, ${sql.raw(RO_AMOUNT_KEYS.map((k) => `ro.${k}`).join(', '))}, f.first_date
      from repair_orders ro join firsts f on f.location_id = ro.location_id and f.customer_id = ro.customer_id
      where ${counted(locationIds, from, today)})
    ${sql.join(periods.map(([name, p]) => periodAggregates(name, p.from, p.to)), sql` union all `)}`;
}

export type NaivePeriodRow = { period: string; [figure: string]: number | string };

/** Where the API's daily summary and the naive rows of the same day disagree ("period.field: naive vs API"). */
export function dailySummaryMismatches(summary: Record<string, Record<string, number>>, rows: readonly NaivePeriodRow[], today: string): string[] {
  const mismatches: string[] = [];
  for (const period of Object.keys(dailySummaryPeriods(today))) {
    const row = rows.find((r) => r.period === period);
    const naive = (figure: string) => Number(row?.[figure]);
    const expected: Record<string, number> = {
      sale_count: naive('ro_count'),
      gross_sales_cents: naive('total_sold_cents'),
      gross_profit_cents: naive('gross_profit_cents'),
      labor_sold_cents: naive('labor_sold_cents'),
      parts_sold_cents: naive('parts_sold_cents'),
      total_discount_cents: naive('discount_cents'),
      total_labor_sold_seconds: naive('sold_seconds'),
      day_count: naive('day_count'),
      new_customers_count: naive('new_customers'),
      returning_customers_count: naive('visitors') - naive('new_customers'),
    };
    for (const [field, value] of Object.entries(expected)) {
      const got = summary[period]?.[field];
      if (got !== value) mismatches.push(`${period}.${field}: ${value} vs ${got}`);
    }
  }
  return mismatches;
}

const weeklySeries = (locationIds: number[], today: string) =>
  byBucket(`to_char(date_trunc('week', ro.business_date), 'YYYY-MM-DD')`, counted(locationIds, isoWeekStart(`${today.slice(0, 4)}-01-04`), today));

const byBucket = (bucket: string, where: SQL) =>
  sql`select ${sql.raw(bucket)} as bucket, ${SUMS} from repair_orders ro where ${where} group by 1 order by 1`;

/**
 * byBucket with the new customers of each bucket too (their first counted RO at the location falls
 * in it), for the series whose rows carry them: `unit` is the date_trunc unit of the bucket.
 */
const byBucketWithNew = (format: string, unit: 'month' | 'quarter', locationIds: number[], from: string, today: string) => sql`
  with firsts as (${firsts(locationIds, today)})
  select to_char(date_trunc(${unit}, ro.business_date), ${format}) as bucket, ${SUMS},
    count(distinct ro.customer_id) filter (where f.first_date >= date_trunc(${unit}, ro.business_date)::date)::int as new_customers
  from repair_orders ro join firsts f on f.location_id = ro.location_id and f.customer_id = ro.customer_id
  where ${counted(locationIds, from, today)} group by 1 order by 1`;

export const NAIVE_FIGURES: NaiveFigure[] = [
  {
    call: 'daily_summary',
    figures: 'every figure of YTD, LYTD, L12M, L30D, MTD, LY-MTD + weekly series',
    headline: true,
    queries: (locationIds, today) => [naiveDailySummary(locationIds, today), weeklySeries(locationIds, today)],
  },
  {
    // The narrower query earlier runs measured, kept so that the two can be compared.
    call: 'daily_summary',
    figures: 'count, sales, profit, days, visitors of the six periods + weekly series',
    headline: false,
    queries: (locationIds, today) => {
      const blocks = Object.entries(dailySummaryPeriods(today)).map(([name, p]) => block(name, p.from, p.to));
      return [
        sql`select ${sql.join(blocks, sql`, `)} from repair_orders ro where ${counted(locationIds, lastYearToDate(today).from, today)}`,
        weeklySeries(locationIds, today),
      ];
    },
  },
  {
    call: 'monthly_summary',
    figures: '24-month monthly series',
    headline: true,
    queries: (locationIds, today) => {
      const first = chartMonths24(today)[0];
      return [byBucketWithNew('YYYY-MM', 'month', locationIds, monthRange(first.year, first.month).from, today)];
    },
  },
  {
    call: 'forcast_summary',
    figures: 'week, MTD, YTD gross sales per location',
    headline: false,
    queries: (locationIds, today) => {
      const week = thisWeek(today);
      const from = week.from < yearToDate(today).from ? week.from : yearToDate(today).from;
      return [
        sql`select ro.location_id, ${block('week', week.from, today)}, ${block('mtd', monthToDate(today).from, today)},
               ${block('ytd', yearToDate(today).from, today)}
            from repair_orders ro where ${counted(locationIds, from, today)} group by ro.location_id`,
      ];
    },
  },
  {
    call: 'quarterly_details',
    figures: 'quarters of this and last year',
    headline: false,
    queries: (locationIds, today) => [
      byBucketWithNew('YYYY-MM-DD', 'quarter', locationIds, `${Number(today.slice(0, 4)) - 1}-01-01`, today),
    ],
  },
  {
    call: 'writer_stats_by_month',
    figures: 'advisor totals per month (3 months)',
    headline: false,
    queries: (locationIds, today) => [
      sql`select to_char(ro.business_date, 'YYYY-MM') as ym, e.id, e.full_name, e.location_id, ${SUMS}
          from repair_orders ro join employees e on e.id = ro.writer_id
          where ${counted(locationIds, `${addMonths(today, -EMPLOYEE_WINDOW_MONTHS).slice(0, 7)}-01`, today)} and not e.hide
          group by 1, 2, 3, 4 order by 1, 3`,
    ],
  },
  {
    call: 'top_customers',
    figures: 'top 10 customers by sales, last 12 months',
    headline: false,
    queries: (locationIds, today) => [
      sql`select ro.customer_id, ro.location_id, c.first_name, c.last_name, c.company, count(*)::int as visits,
                 sum(ro.total_sold_cents)::float8 as total_spent_cents, max(ro.business_date) as last_visit
          from repair_orders ro join customers c on c.id = ro.customer_id
          where ${counted(locationIds, last12Months(today).from, today)}
          group by 1, 2, 3, 4, 5 order by total_spent_cents desc, ro.customer_id limit 10`,
    ],
  },
  {
    call: 'marketing_sources_by_month',
    figures: 'new customers per month by marketing source (24 months)',
    headline: false,
    queries: (locationIds, today) => {
      const first = chartMonths24(today)[0];
      return [
        sql`with firsts as (${firsts(locationIds, today)})
            select to_char(f.first_date, 'YYYY-MM') as ym, coalesce(c.marketing_source, 'Unknown') as source, count(*)::int as customers
            from firsts f join customers c on c.id = f.customer_id
            where f.first_date >= ${monthRange(first.year, first.month).from}::date
            group by 1, 2 order by 1, 2`,
      ];
    },
  },
];
