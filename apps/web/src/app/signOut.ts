import type { QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { logout, useLogout } from '@/features/auth/api/logout';
import { meQueryKey } from '@/features/auth/api/me';
import { setUnauthorizedHandler } from '@/lib/api';
import { notifyError } from '@/lib/notify';
import { paths } from './paths';

type Navigate = (to: string) => unknown;

/**
 * Any 401 or 403 signs the user out (1-foundation §4): forget the cached data, say why with the
 * catalogue toast, and go to the login screen. A 403 leaves a live session behind, so end it too.
 */
export function installUnauthorizedHandler(queryClient: QueryClient, navigate: Navigate): void {
  setUnauthorizedHandler((error) => {
    if (error.status === 403) void logout().catch(() => undefined);
    queryClient.removeQueries();
    queryClient.setQueryData(meQueryKey, null);
    notifyError(error);
    void navigate(paths.login);
  });
}

/** Signs out on request (the /verify page, the idle-session timeout) and shows the login screen. */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  const { mutateAsync } = useLogout();
  // Not mutate's own callbacks: forgetting the user unmounts the caller before they would run.
  return useCallback(() => {
    void mutateAsync()
      .catch(() => undefined)
      .then(() => navigate(paths.login));
  }, [mutateAsync, navigate]);
}
