import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify';
import { toast } from '@/lib/toast';
import { goalsQueryOptions, type CoachingGoal } from '@/api/goals';
import { GOAL_METRICS, type ChartGroup, type SummaryMetric } from '../utils/metrics';
import { isSingleLocation, type LocationScope } from '../utils/locations';

/** A goal set for the metric in this group, else one set for the same metric in another group. */
export function findGoal(
  goals: readonly Pick<CoachingGoal, 'chart_type' | 'chart_name' | 'chart_goal'>[],
  group: ChartGroup,
  metric: SummaryMetric,
): number | null {
  if (!(GOAL_METRICS as readonly SummaryMetric[]).includes(metric)) return null;
  const forMetric = goals.filter((goal) => goal.chart_name === metric);
  const goal = forMetric.find((entry) => entry.chart_type === group) ?? forMetric[0];
  return goal ? goal.chart_goal : null;
}

/**
 * The coaching-goal line of the monthly chart (2-dashboard §4): switching it on looks the goal up;
 * without one an info toast says so (on All locations: pick a location) and it stays off.
 * Goal values are in the metric's unit on the wire (cents for money, api.md).
 */
export function useGoalLine(partnerId: number, scope: LocationScope) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [on, setOn] = useState(false);
  const locationId = isSingleLocation(scope) ? scope : null;
  const goals = useQuery({
    ...goalsQueryOptions({ partnerId, locationId: locationId ?? 0 }),
    enabled: on && locationId !== null,
  });

  async function show(group: ChartGroup, metric: SummaryMetric): Promise<void> {
    // Goals are per location: on All locations, say so rather than "no goal for this chart".
    if (locationId === null) {
      toast(t('dashboard.monthly.goalNeedsLocation'), { variant: 'info' });
      setOn(false);
      return;
    }
    try {
      const list = await queryClient.fetchQuery(goalsQueryOptions({ partnerId, locationId }));
      const found = findGoal(list, group, metric) !== null;
      if (!found) toast(t('dashboard.monthly.noGoal'), { variant: 'info' });
      setOn(found);
    } catch (error) {
      notifyError(error);
      setOn(false);
    }
  }

  return {
    on,
    /** The goal of the chart shown, while the line is on. */
    valueFor: (group: ChartGroup, metric: SummaryMetric) =>
      on && goals.data ? findGoal(goals.data, group, metric) : null,
    toggle: (next: boolean, group: ChartGroup, metric: SummaryMetric) =>
      next ? show(group, metric) : setOn(false),
    /** The chart changed while the line is on: the new chart needs its own goal. */
    chartChanged: (group: ChartGroup, metric: SummaryMetric) => (on ? show(group, metric) : undefined),
  };
}
