import { buildPath, paths, type CoachingGoal, type CoachingGoalSave } from '@rlo/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type { CoachingGoal };

export interface GoalScope {
  partnerId: number;
  locationId: number;
}

// The one client of the goal calls: the coaching goals page edits them and the dashboard's goal line
// reads them, both under ['goals', …], so a change shows on both.
export const goalsKey = (scope: GoalScope) => ['goals', scope] as const;

/** GET /goals: the location's coaching goals (a bare list). */
export function goalsQueryOptions(scope: GoalScope) {
  return queryOptions({
    queryKey: goalsKey(scope),
    queryFn: ({ signal }) => api<CoachingGoal[]>(paths.goals, { query: { ...scope }, signal }),
    // Goals change only through the mutations below, which invalidate them: the dashboard's goal
    // toggle answers from the cache at once instead of waiting for the network.
    staleTime: 5 * 60_000,
  });
}

export const useGoals = (scope: GoalScope | null) =>
  useQuery({ ...goalsQueryOptions(scope ?? { partnerId: 0, locationId: 0 }), enabled: scope !== null });

/** POST /goals/save: adds a goal, or edits the one with the id. */
export function useSaveGoal(scope: GoalScope) {
  const queryClient = useQueryClient();
  return useMutation({
    // The answer has no id on failure (2-dashboard §8): parsing it fails and the caller toasts.
    mutationFn: (goal: CoachingGoalSave) =>
      api<CoachingGoal>(paths.saveGoal, { method: 'POST', query: { ...scope }, body: goal }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['goals'] }),
  });
}

export function useDeleteGoal(scope: GoalScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(buildPath(paths.deleteGoal, { id }), { method: 'DELETE', query: { ...scope } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['goals'] }),
  });
}
