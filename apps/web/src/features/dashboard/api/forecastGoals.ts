import { buildPath, paths, type GoalListItem } from '@rlo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { FORECAST_SUMMARY_KEY } from './forecastSummary';

export type ForecastGoalKind = 'monthly' | 'weekly' | 'yearly';

export interface ForecastGoalInput {
  kind: ForecastGoalKind;
  /** Cents. */
  goal: number;
  month: number;
  year: number;
}

const historyKey = (partnerId: number, locationId: number) => ['dashboard', 'goal-history', partnerId, locationId] as const;

export function useGoalHistory(partnerId: number, locationId: number) {
  return useQuery({
    queryKey: historyKey(partnerId, locationId),
    queryFn: ({ signal }) => api<GoalListItem[]>(buildPath(paths.goalHistory, { partnerId, locationId }), { signal }),
  });
}

/** POST /{partnerId}/forecastGoal/{locationId}; the goal history and the pace against goal then refresh. */
export function useSaveForecastGoal(partnerId: number, locationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, goal, month, year }: ForecastGoalInput) =>
      api(buildPath(paths.forecastGoal, { partnerId, locationId }), {
        method: 'POST',
        query: {
          goal,
          isYearly: kind === 'yearly',
          isWeekly: kind === 'weekly',
          month: kind === 'yearly' ? undefined : month,
          year,
        },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: historyKey(partnerId, locationId) }),
        queryClient.invalidateQueries({ queryKey: FORECAST_SUMMARY_KEY }),
      ]),
  });
}
