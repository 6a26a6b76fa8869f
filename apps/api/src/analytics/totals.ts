// Additive inputs of kpis.md §3 over a set of counted ROs.
import { RO_AMOUNT_KEYS, type RoAmounts } from './amounts';

/**
 * The three counts that depend on WHICH sets are combined, so they are never summed blindly:
 * - day_count: distinct business dates. Months of one location are disjoint → sum is right;
 *   locations overlap on dates → "All locations" needs the UNION of dates.
 * - new_customers_count: customers are per location and a customer is new in one period only,
 *   so it sums across locations and across disjoint periods alike — still passed explicitly.
 * - returning_customers_count: distinct customers → sums across locations, but NOT across
 *   periods of one location (the same customer returns in several months).
 */
export type SetCounts = {
  day_count: number;
  new_customers_count: number;
  returning_customers_count: number;
};

export type Totals = { ro_count: number } & RoAmounts & SetCounts;

/** Fields that are plain sums over ROs: adding two disjoint RO sets adds them. */
export const ADDITIVE_TOTAL_KEYS = ['ro_count', ...RO_AMOUNT_KEYS] as const;

export function emptyTotals(): Totals {
  const totals = { day_count: 0, new_customers_count: 0, returning_customers_count: 0 } as Totals;
  for (const key of ADDITIVE_TOTAL_KEYS) totals[key] = 0;
  return totals;
}

/**
 * Sums the RO sums of two DISJOINT RO sets. The set counts are not derivable from a and b,
 * so the caller states them (see SetCounts); use setCounts() or the union of dates.
 */
export function addTotals(a: Totals, b: Totals, counts: SetCounts): Totals {
  return sumTotals([a, b], counts);
}

export function sumTotals(parts: readonly Totals[], counts: SetCounts): Totals {
  const totals = emptyTotals();
  for (const part of parts) {
    for (const key of ADDITIVE_TOTAL_KEYS) totals[key] += part[key];
  }
  return { ...totals, ...counts };
}

/** Totals of a list of counted ROs' amounts (ro_count = number of ROs). */
export function totalsFromRos(ros: readonly RoAmounts[], counts: SetCounts): Totals {
  const totals = emptyTotals();
  totals.ro_count = ros.length;
  for (const ro of ros) {
    for (const key of RO_AMOUNT_KEYS) totals[key] += ro[key];
  }
  return { ...totals, ...counts };
}

export type CountedRoRef = {
  location_id: number;
  business_date: string;
  customer_id: number;
  /** Business date of the customer's first ever counted RO at that location. */
  first_visit_date: string;
};

/**
 * The set counts of the counted ROs of one period (one location or several), from scratch:
 * dates are a union over locations; customers are keyed by (location, customer).
 */
export function setCounts(ros: readonly CountedRoRef[], period: { from: string; to: string }): SetCounts {
  const dates = new Set<string>();
  const fresh = new Set<string>();
  const returning = new Set<string>();
  for (const ro of ros) {
    dates.add(ro.business_date);
    const key = `${ro.location_id}:${ro.customer_id}`;
    const isNew = ro.first_visit_date >= period.from && ro.first_visit_date <= period.to;
    (isNew ? fresh : returning).add(key);
  }
  return {
    day_count: dates.size,
    new_customers_count: fresh.size,
    returning_customers_count: returning.size,
  };
}
