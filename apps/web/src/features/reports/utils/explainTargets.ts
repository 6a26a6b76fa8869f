import type { ShopComparisonRecord, SummaryMetric } from '@rlo/contract';
import type { ExplainTarget } from '@/api/explain';
import type { ColumnDates } from './comparisonRows';

/**
 * The explanation of one location's figure of the shop comparison (or of Measure My Shop's own
 * columns): `summarize` of that location's totals over the section's period, as the explanation
 * computes it. With `variance`, the change against the section's prior period. Null (plain text)
 * without the signed-in user's partner or when the record is another partner's: the explanation
 * call is the user's own partner's.
 */
export function comparisonTarget(
  partnerId: number | null | undefined,
  record: ShopComparisonRecord,
  dates: ColumnDates | undefined,
  metric: SummaryMetric,
  variance = false,
): ExplainTarget | null {
  if (partnerId == null || record.partner_id !== partnerId || !dates) return null;
  return {
    partnerId,
    scope: record.location_id,
    metric,
    from: dates.from,
    to: dates.to,
    ...(variance && { prior: { from: dates.prior_from, to: dates.prior_to } }),
  };
}
