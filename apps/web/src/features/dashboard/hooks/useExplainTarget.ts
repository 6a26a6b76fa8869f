import { useContext } from 'react';
import type { SummaryMetric } from '@rlo/contract';
import type { CustomerRatioTarget, ExplainTarget, TechnicianTarget } from '@/api/explain';
import { useDashboardSource } from '../api/source';
import { DashboardContext } from '../components/DashboardContext';

/**
 * Whose figures the explanation calls answer: the shop's own dashboard's partner and scope. Null
 * elsewhere: a coach's view of a client location reads other calls, and the explanation call is the shop's.
 */
function useExplainScope(): { partnerId: number; scope: number | 'all' } | null {
  const dashboard = useContext(DashboardContext);
  const source = useDashboardSource();
  return dashboard && !source ? { partnerId: dashboard.partnerId, scope: dashboard.scope } : null;
}

/** The explanation of a figure of the shop's own dashboard over `from`..`to`. */
export function useExplainTarget(): (
  metric: SummaryMetric,
  from: string,
  to: string,
  shownWith?: Pick<ExplainTarget, 'prior' | 'byMonth' | 'writerId'>,
) => ExplainTarget | null {
  const owner = useExplainScope();
  return (metric, from, to, shownWith) => (owner ? { ...owner, metric, from, to, ...shownWith } : null);
}

/** The explanation of a customer report ratio of one month. */
export function useCustomerRatioTarget(): (metric: CustomerRatioTarget['metric'], year: number, month: number) => CustomerRatioTarget | null {
  const owner = useExplainScope();
  return (metric, year, month) => (owner ? { ...owner, metric, year, month } : null);
}

/** The explanation of a technician's figure over `from`..`to`. */
export function useTechnicianTarget(): (metric: TechnicianTarget['metric'], from: string, to: string, techId: number) => TechnicianTarget | null {
  const owner = useExplainScope();
  return (metric, from, to, techId) => (owner ? { ...owner, metric, from, to, techId } : null);
}
