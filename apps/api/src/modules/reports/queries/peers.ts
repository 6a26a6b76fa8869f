import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../../deps';
import { ADDITIVE_TOTAL_KEYS, emptyTotals, type Totals } from '../../../analytics';

// Column names are the Totals keys (fixed identifiers, never user input).
const SUMS = sql.raw(ADDITIVE_TOTAL_KEYS.map((k) => `coalesce(sum(r.${k}), 0)::float8 as ${k}`).join(', '));

type Row = Record<(typeof ADDITIVE_TOTAL_KEYS)[number], number> & { location_id: number; day_count: number };

export interface PeerFilter {
  /** Technician count to match; 5 means five or more. Absent: any. */
  techCount?: number;
  /** Count a shop's GS technicians with its full-time ones. */
  withGsTech: boolean;
}

/**
 * Totals per peer shop over an inclusive range: enabled locations of OTHER partners whose account is
 * not Disabled, matching the technician filter, with at least one counted RO in the range. The
 * location ids never leave the reports layer (only aggregates reach the API, api.md).
 */
export async function peerTotals(deps: AppDeps, partnerId: number, filter: PeerFilter, from: string, to: string): Promise<Totals[]> {
  const techs = filter.withGsTech ? sql`(l.full_time_tech + l.gs_tech)` : sql`l.full_time_tech`;
  const techMatch =
    filter.techCount === undefined ? sql`true` : filter.techCount >= 5 ? sql`${techs} >= 5` : sql`${techs} = ${filter.techCount}`;
  const rows = await deps.database.rows<Row>(sql`
    select r.location_id, ${SUMS},
           count(distinct r.business_date) filter (where r.ro_count > 0)::int as day_count
    from daily_rollups r
    join locations l on l.id = r.location_id
    join partners p on p.id = l.partner_id
    where l.partner_id <> ${partnerId} and not l.is_disable and p.subscription_status <> 'Disabled'
      and ${techMatch}
      and r.business_date between ${from}::date and ${to}::date
    group by r.location_id
    having sum(r.ro_count) > 0`);
  return rows.map((row) => {
    const totals = emptyTotals();
    for (const k of ADDITIVE_TOTAL_KEYS) totals[k] = row[k];
    totals.day_count = row.day_count;
    return totals;
  });
}
