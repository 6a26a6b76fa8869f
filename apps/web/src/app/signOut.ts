import type { QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { logout, useLogout } from '@/features/auth/api/logout';
import { meQueryKey } from '@/features/auth/api/me';
import { setUnauthorizedHandler } from '@/lib/api';
import { notifyError } from '@/lib/notify';
import { recordSignedOut } from '@/lib/session';
import { paths } from './paths';

type Navigate = (to: string) => unknown;

/**
 * Any 401 or 403 signs the user out (1-foundation §4): forget the cached data, say why, and go to the
 * login screen. A 401 on a call made with a session means the session has expired (or was ended
 * elsewhere) before the idle countdown reached zero: the login screen says so, as after the countdown,
 * rather than a toast about invalid credentials nobody typed. A 403 keeps the catalogue toast, and
 * leaves a live session behind, so it ends that too.
 */
export function installUnauthorizedHandler(queryClient: QueryClient, navigate: Navigate): void {
  setUnauthorizedHandler((error) => {
    if (error.status === 403) void logout().catch(() => undefined);
    queryClient.removeQueries();
    queryClient.setQueryData(meQueryKey, null);
    if (error.status === 401) recordSignedOut('sessionExpired');
    else notifyError(error);
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
