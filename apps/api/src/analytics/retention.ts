// Customer retention of kpis.md §6, for ONE location and one calendar month M.
import type { CUSTOMER_COUNT_KEYS } from '@rlo/contract';
import { monthIndex, fromMonthIndex, yearMonthOf, type YearMonth } from './dates';
import { divOrZero, roundedDiv } from './rounding';

export type Visit = { customer_id: number; business_date: string; total_sold_cents: number };

export type RecoveredRow = {
  customer_id: number;
  /** The customer's first visit in M: the one that brought them back. */
  current_last_seen: string;
  /** The visit before it. */
  previous_last_seen: string;
  /** previous visit month + 13. */
  lost_customer_month: number;
  lost_customer_year: number;
};

export type CustomerReportRow = YearMonth & {
  new_customers: number;
  active_customers: number;
  lost_customers: number;
  last7_mon_lost_customers: number;
  recovered_customer: number;
  lost_customers_one_visit: number;
  lost_customers_one_visit_per: number;
  lost_customers_one_visit_aro_cents: number;
  /** Σ total_sold of the one-visit lost customers' visits: lets locations be combined exactly. */
  lost_customers_one_visit_sold_cents: number;
  attrition: number;
  acquisition: number;
};

export type CustomerReport = CustomerReportRow & {
  lists: {
    new: number[];
    active: number[];
    lost: number[];
    last7_mon_lost: number[];
    lost_one_visit: number[];
    recovered: RecoveredRow[];
  };
};

/** Distinct visit dates per customer, oldest first; rows of the same customer and date are one visit. */
type DatedVisit = { date: string; month: number; sold: number };

const byDate = (a: DatedVisit, b: DatedVisit) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);

function visitsByCustomer(visits: readonly Visit[]): Map<number, DatedVisit[]> {
  // A window holds a few hundred dates for tens of thousands of visits: each date is parsed once.
  const monthOfDate = new Map<string, number>();
  const result = new Map<number, DatedVisit[]>();
  for (const v of visits) {
    let month = monthOfDate.get(v.business_date);
    if (month === undefined) {
      month = monthIndex(yearMonthOf(v.business_date));
      monthOfDate.set(v.business_date, month);
    }
    const visit = { date: v.business_date, month, sold: v.total_sold_cents };
    const list = result.get(v.customer_id);
    if (list) list.push(visit);
    else result.set(v.customer_id, [visit]);
  }
  for (const list of result.values()) {
    if (list.length === 1) continue;
    list.sort(byDate); // stable: rows of one date keep their order, so their sum is the same
    // Rows of the same customer and date are one visit: fold them, summing what was sold.
    let kept = 0;
    for (let i = 1; i < list.length; i++) {
      if (list[i].date === list[kept].date) list[kept].sold += list[i].sold;
      else list[++kept] = list[i];
    }
    list.length = kept + 1;
  }
  return result;
}

/** A customer report row's counts: everything but the ratios, which are derived from them. */
export type CustomerReportCounts = Omit<CustomerReportRow, CustomerRatio>;

/** The counts of a month without customers. */
export function noCustomers(month: YearMonth): CustomerReportCounts {
  return {
    year: month.year,
    month: month.month,
    new_customers: 0,
    active_customers: 0,
    lost_customers: 0,
    last7_mon_lost_customers: 0,
    recovered_customer: 0,
    lost_customers_one_visit: 0,
    lost_customers_one_visit_sold_cents: 0,
  };
}

export type CustomerRatio = 'lost_customers_one_visit_per' | 'lost_customers_one_visit_aro_cents' | 'attrition' | 'acquisition';
/** The counts a ratio reads: the contract's list, so an explanation names them as the API documents. */
type CountKey = (typeof CUSTOMER_COUNT_KEYS)[number];

/**
 * The ratios of kpis.md §6 as SUMMARY_FORMULAS holds §3's: the counts each reads, the rule with
 * their keys in braces, its rounding and `compute`, which both the report row and the explanation
 * of the figure use.
 */
export const CUSTOMER_RATIO_FORMULAS: {
  readonly [R in CustomerRatio]: { inputs: readonly CountKey[]; expression: string; rounding: 'cents' | 'none'; compute: (c: CustomerReportCounts) => number };
} = {
  lost_customers_one_visit_per: {
    inputs: ['lost_customers_one_visit', 'lost_customers'],
    expression: '{lost_customers_one_visit} × 100 ÷ {lost_customers}',
    rounding: 'none',
    compute: (c) => divOrZero(c.lost_customers_one_visit * 100, c.lost_customers),
  },
  lost_customers_one_visit_aro_cents: {
    inputs: ['lost_customers_one_visit_sold_cents', 'lost_customers_one_visit'],
    expression: '{lost_customers_one_visit_sold_cents} ÷ {lost_customers_one_visit}',
    rounding: 'cents',
    compute: (c) => roundedDiv(c.lost_customers_one_visit_sold_cents, c.lost_customers_one_visit),
  },
  attrition: {
    inputs: ['lost_customers', 'active_customers'],
    expression: '{lost_customers} × 100 ÷ {active_customers}',
    rounding: 'none',
    compute: (c) => divOrZero(c.lost_customers * 100, c.active_customers),
  },
  acquisition: {
    inputs: ['new_customers', 'active_customers'],
    expression: '{new_customers} × 100 ÷ {active_customers}',
    rounding: 'none',
    compute: (c) => divOrZero(c.new_customers * 100, c.active_customers),
  },
};

/**
 * The row with its ratios. Written field by field: a spread followed by more fields takes V8's slow
 * path (~2 µs a row on the benchmark machine), and All locations builds hundreds of rows per call.
 */
export function customerReportRow(c: CustomerReportCounts): CustomerReportRow {
  return {
    year: c.year,
    month: c.month,
    new_customers: c.new_customers,
    active_customers: c.active_customers,
    lost_customers: c.lost_customers,
    last7_mon_lost_customers: c.last7_mon_lost_customers,
    recovered_customer: c.recovered_customer,
    lost_customers_one_visit: c.lost_customers_one_visit,
    lost_customers_one_visit_sold_cents: c.lost_customers_one_visit_sold_cents,
    lost_customers_one_visit_per: CUSTOMER_RATIO_FORMULAS.lost_customers_one_visit_per.compute(c),
    lost_customers_one_visit_aro_cents: CUSTOMER_RATIO_FORMULAS.lost_customers_one_visit_aro_cents.compute(c),
    attrition: CUSTOMER_RATIO_FORMULAS.attrition.compute(c),
    acquisition: CUSTOMER_RATIO_FORMULAS.acquisition.compute(c),
  };
}

/** Each customer's visits, customers by id: grouped once for any number of months. */
type GroupedVisits = readonly (readonly [number, DatedVisit[]])[];

const groupVisits = (visits: readonly Visit[]): GroupedVisits =>
  [...visitsByCustomer(visits)].sort((a, b) => a[0] - b[0]);

export function customerReport(visits: readonly Visit[], month: YearMonth): CustomerReport {
  return reportOf(groupVisits(visits), month);
}

/**
 * customerReport for each of `months`, the visits grouped once: grouping is most of a report's
 * time, and a range of months or a rollup's recompute reads the same visits for every month.
 */
export function customerReports(visits: readonly Visit[], months: readonly YearMonth[]): CustomerReport[] {
  const customers = groupVisits(visits);
  return months.map((month) => reportOf(customers, month));
}

function reportOf(customers: GroupedVisits, month: YearMonth): CustomerReport {
  const m = monthIndex(month);
  const lists: CustomerReport['lists'] = {
    new: [],
    active: [],
    lost: [],
    last7_mon_lost: [],
    lost_one_visit: [],
    recovered: [],
  };
  let oneVisitSold = 0;

  for (const [id, all] of customers) {
    const upToM = all.filter((v) => v.month <= m);
    if (upToM.length === 0) continue;
    const first = upToM[0].month;
    const last = upToM[upToM.length - 1].month;

    if (first === m) lists.new.push(id);
    if (last >= m - 12) lists.active.push(id);
    if (last === m - 8) lists.last7_mon_lost.push(id);
    if (last === m - 13) {
      lists.lost.push(id);
      if (upToM.length === 1) {
        lists.lost_one_visit.push(id);
        oneVisitSold += upToM[0].sold;
      }
    }

    const firstInM = upToM.findIndex((v) => v.month === m);
    if (firstInM > 0) {
      const previous = upToM[firstInM - 1];
      const previousMonth = previous.month;
      if (previousMonth <= m - 13) {
        const lostIn = fromMonthIndex(previousMonth + 13);
        lists.recovered.push({
          customer_id: id,
          current_last_seen: upToM[firstInM].date,
          previous_last_seen: previous.date,
          lost_customer_month: lostIn.month,
          lost_customer_year: lostIn.year,
        });
      }
    }
  }

  const row = customerReportRow({
    year: month.year,
    month: month.month,
    new_customers: lists.new.length,
    active_customers: lists.active.length,
    lost_customers: lists.lost.length,
    last7_mon_lost_customers: lists.last7_mon_lost.length,
    recovered_customer: lists.recovered.length,
    lost_customers_one_visit: lists.lost_one_visit.length,
    lost_customers_one_visit_sold_cents: oneVisitSold,
  });
  return { ...row, lists };
}

/**
 * "All locations" (kpis.md §6): counts are summed over the locations' rows of the same month;
 * percents and the ARO are recomputed from the sums, never averaged.
 */
export function combineCustomerReports(
  rows: readonly CustomerReportRow[],
  month: YearMonth,
): CustomerReportRow {
  const sums = noCustomers(month);
  for (const r of rows) {
    if (r.year !== month.year || r.month !== month.month) throw new RangeError('rows of different months');
    sums.new_customers += r.new_customers;
    sums.active_customers += r.active_customers;
    sums.lost_customers += r.lost_customers;
    sums.last7_mon_lost_customers += r.last7_mon_lost_customers;
    sums.recovered_customer += r.recovered_customer;
    sums.lost_customers_one_visit += r.lost_customers_one_visit;
    sums.lost_customers_one_visit_sold_cents += r.lost_customers_one_visit_sold_cents;
  }
  return customerReportRow(sums);
}

export const UNKNOWN_SOURCE = 'Unknown';

/**
 * new_customers(M) grouped by marketing source; none (missing, null or blank) → 'Unknown'. Takes
 * the new customers already counted per stored source, so a month's thousands of customers are
 * not sent one by one.
 */
export function marketingSources(groups: readonly { source: string | null | undefined; count: number }[]): Record<string, number> {
  const counts = new Map<string, number>();
  for (const { source, count } of groups) {
    const name = source?.trim() || UNKNOWN_SOURCE;
    counts.set(name, (counts.get(name) ?? 0) + count);
  }
  // fromEntries (not obj[key] = …) so a source named "__proto__" stays a plain key.
  return Object.fromEntries([...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
