import { sql } from 'drizzle-orm';
import type { Db } from '@rlo/db';
import { ADDITIVE_TOTAL_KEYS } from '../analytics/totals';
import type { IngestLocation } from './location';
import { assignments, columns, dateArray } from './sql';

// monthly_rollups: daily_rollups summed per calendar month (see the schema). Recomputed from
// daily_rollups for every month of the dates whose day rows changed, after those are final, with
// the visitor counts from the month's and the year's first day (width_bucket, as totals.ts counts).

const SUMS = [...ADDITIVE_TOTAL_KEYS, 'new_customers_count'];
const FIELDS = [...SUMS, 'day_mask', 'visitor_prev_dates', 'month_visitors', 'year_visitors'];
const SUM_OF_DAYS = sql.raw(SUMS.map((k) => `sum(d.${k})::int8 AS ${k}`).join(', '));

/** Recomputes the monthly rollups of the months of `dates` (a month left without days loses its row). */
export async function refreshMonthlyRollups(tx: Db, location: IngestLocation, dates: readonly string[]): Promise<void> {
  if (dates.length === 0) return;
  const months = dateArray([...new Set(dates.map((d) => `${d.slice(0, 7)}-01`))]);
  const inMonth = (alias: string) =>
    sql.raw(`${alias}.location_id = ${location.id} AND ${alias}.business_date >= m.month
      AND ${alias}.business_date < (m.month + interval '1 month')::date`);
  await tx.execute(sql`
    WITH sums AS (
      SELECT m.month, ${SUM_OF_DAYS},
        (coalesce(bit_or(1 << (extract(day FROM d.business_date)::int - 1)) FILTER (WHERE d.ro_count > 0), 0))::int AS day_mask,
        (SELECT coalesce(array_agg(p ORDER BY p), '{}'::date[]) FROM daily_rollups d2, unnest(d2.visitor_prev_dates) AS p
         WHERE ${inMonth('d2')}) AS visitor_prev_dates
      FROM unnest(${months}) AS m(month) JOIN daily_rollups d ON ${inMonth('d')}
      GROUP BY m.month),
    counted AS (
      SELECT s.*, width_bucket(s.month - 1, s.visitor_prev_dates) AS month_visitors,
        width_bucket(date_trunc('year', s.month)::date - 1, s.visitor_prev_dates) AS year_visitors
      FROM sums s),
    stale AS (
      DELETE FROM monthly_rollups t
      WHERE t.location_id = ${location.id} AND t.month = ANY(${months})
        AND NOT EXISTS (SELECT 1 FROM sums s WHERE s.month = t.month))
    INSERT INTO monthly_rollups AS t (partner_id, location_id, month, ${columns(FIELDS)})
    SELECT ${location.partnerId}, ${location.id}, s.month, ${columns(FIELDS, 's.')} FROM counted s
    ON CONFLICT (location_id, month) DO UPDATE SET ${assignments(FIELDS)}
    WHERE (${columns(FIELDS, 't.')}) IS DISTINCT FROM (${columns(FIELDS, 'excluded.')})`);
}
