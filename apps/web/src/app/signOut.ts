import type { QueryClient } from '@tanstack/react-query';
import { logout } from '@/features/auth/api/logout';
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
