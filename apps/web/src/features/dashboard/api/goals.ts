import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, api } from '@/lib/api';

// GET /goals is not in packages/contract yet; these are the fields of 2-dashboard §3 "Coaching goal"
// the chart reads. The list may come bare or as {items, total} (api.md lists).
const coachingGoalSchema = z.object({
  chart_type: z.string(),
  chart_name: z.string(),
  chart_goal: z.coerce.number(),
});
export type CoachingGoal = z.infer<typeof coachingGoalSchema>;
const goalListSchema = z.union([
  z.array(coachingGoalSchema),
  z.object({ items: z.array(coachingGoalSchema) }).transform((page) => page.items),
]);

export interface GoalsParams {
  partnerId: number;
  locationId: number;
}

/** The location's coaching goals; none (an empty list) when the server has none or no such call (404). */
export async function getGoals(
  { partnerId, locationId }: GoalsParams,
  signal?: AbortSignal,
): Promise<CoachingGoal[]> {
  try {
    return await api('/goals', { query: { partnerId, locationId }, schema: goalListSchema, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export function goalsQueryOptions(params: GoalsParams) {
  return queryOptions({
    queryKey: ['goals', params],
    queryFn: ({ signal }) => getGoals(params, signal),
    staleTime: 5 * 60_000,
  });
}
