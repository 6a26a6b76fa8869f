import { coachingGoalSchema, type CoachingGoalSave } from '@rlo/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';

export interface GoalScope {
  partnerId: number;
  locationId: number;
}

// The dashboard's goal line reads the same call under ['goals', …]; both refresh after a change.
export const goalsKey = (scope: GoalScope) => ['goals', scope] as const;

export function goalsQueryOptions(scope: GoalScope) {
  return queryOptions({
    queryKey: goalsKey(scope),
    queryFn: ({ signal }) => api('/goals', { query: { ...scope }, schema: z.array(coachingGoalSchema), signal }),
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
      api('/goals/save', { method: 'POST', query: { ...scope }, body: goal, schema: coachingGoalSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['goals'] }),
  });
}

export function useDeleteGoal(scope: GoalScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(`/goals/${id}/delete`, { method: 'DELETE', query: { ...scope } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['goals'] }),
  });
}
