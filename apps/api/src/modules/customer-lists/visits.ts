import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import type { Visit } from '../../analytics';

export interface VisitWindow {
  /** First business date of the window, 'YYYY-MM-DD'. */
  from: string;
  /** Last business date of the window, inclusive. */
  to: string;
  /**
   * Also return, for every customer with a visit in the window, their latest visit before it (one
   * row, read with the (customer_id, business_date) primary key, never a scan of the location's
   * history).
   */
  withHistory: boolean;
  /**
   * Only the customers with a visit in this range of business dates (inside the window). A list's
   * rule decides each customer from that customer's visits alone, so leaving out customers who cannot
   * be in it changes no one's place: lost(M) is only ever a customer seen in M−13, recovered(M) one
   * seen in M. At a busy shop that is a fifth of the window's visits or less.
   */
  seenIn?: { from: string; to: string };
  /**
   * Only each customer's latest visit in the window (no history). Enough for active(M) on the
   * window M−12..M: it asks only whether last(M) is in it, and at All that is a third fewer rows.
   */
  latestOnly?: boolean;
}

/**
 * One location's visits (customer_visits rows) in a window of business dates, the input of
 * `customerReport`. Why a window is enough (kpis.md §6 for a month M):
 *
 * - active(M) depends only on visits in M−12..M; lost(M) and last7_mon_lost(M) only on visits in
 *   M−13..M (a latest visit up to M in M−13 exists iff there is one in M−13 and none after it).
 *   So for those, a window covering M−13..M is exact without any history.
 * - new(M), lost_one_visit(M) and recovered(M) also ask "is there an earlier visit, and which is
 *   the latest one": the customer's latest visit before the window answers both. Adding it (a real
 *   visit) keeps the first visit before M when one exists, keeps the previous visit of a recovered
 *   customer, and keeps "exactly one visit up to M" (one more row iff at least one more visit).
 *
 * Customers without a visit in the window are in none of these lists for the window's months.
 */
export async function loadVisitWindow(
  deps: AppDeps,
  locationId: number,
  window: VisitWindow,
): Promise<Visit[]> {
  const seen = window.seenIn
    ? sql`and customer_id in (
        select customer_id from customer_visits
        where location_id = ${locationId} and business_date between ${window.seenIn.from}::date and ${window.seenIn.to}::date)`
    : sql``;
  // Cents sums are read as float8 (exact below 2^53): raw int8 comes back as a string on node-postgres.
  const inWindow = sql`
    select customer_id, business_date, total_sold_cents::float8 as total_sold_cents
    from customer_visits
    where location_id = ${locationId} and business_date between ${window.from}::date and ${window.to}::date
      ${seen}`;
  if (window.latestOnly) {
    return deps.database.rows<Visit>(sql`
      select distinct on (w.customer_id) w.customer_id, to_char(w.business_date, 'YYYY-MM-DD') as business_date, w.total_sold_cents
      from (${inWindow}) w
      order by w.customer_id, w.business_date desc`);
  }
  if (!window.withHistory) {
    return deps.database.rows<Visit>(sql`
      select w.customer_id, to_char(w.business_date, 'YYYY-MM-DD') as business_date, w.total_sold_cents
      from (${inWindow}) w`);
  }
  return deps.database.rows<Visit>(sql`
    with w as materialized (${inWindow})
    select w.customer_id, to_char(w.business_date, 'YYYY-MM-DD') as business_date, w.total_sold_cents from w
    union all
    select c.customer_id, to_char(p.business_date, 'YYYY-MM-DD'), p.total_sold_cents
    from (select distinct customer_id from w) c
    cross join lateral (
      select v.business_date, v.total_sold_cents::float8 as total_sold_cents
      from customer_visits v
      where v.customer_id = c.customer_id and v.business_date < ${window.from}::date
      order by v.business_date desc
      limit 1
    ) p`);
}
