import { type SessionUser, paths } from '@rlo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api';

export const meQueryKey = ['auth', 'me'] as const;

/** The signed-in user, or null when there is no session (401). */
export async function getMe(): Promise<SessionUser | null> {
  try {
    return await api<SessionUser>(paths.authMe, { authRedirect: false });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: getMe,
    // The session user changes only through our own calls (login, logout), which set it here.
    staleTime: Infinity,
    retry: false,
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}
