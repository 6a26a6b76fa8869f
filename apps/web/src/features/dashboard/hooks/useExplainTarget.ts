import { useContext } from 'react';
import type { SummaryMetric } from '@rlo/contract';
import type { ExplainTarget } from '@/api/explain';
import { useDashboardSource } from '../api/source';
import { DashboardContext } from '../components/DashboardContext';

/**
 * The explanation of a figure of the shop's own dashboard over `from`..`to`. Null elsewhere: a
 * coach's view of a client location reads other calls, and the explanation call is the shop's.
 */
export function useExplainTarget(): (
  metric: SummaryMetric,
  from: string,
  to: string,
  shownWith?: Pick<ExplainTarget, 'prior' | 'byMonth' | 'writerId'>,
) => ExplainTarget | null {
  const dashboard = useContext(DashboardContext);
  const source = useDashboardSource();
  return (metric, from, to, shownWith) =>
    dashboard && !source ? { partnerId: dashboard.partnerId, scope: dashboard.scope, metric, from, to, ...shownWith } : null;
}
