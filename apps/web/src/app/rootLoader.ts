import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { meQueryOptions } from '@/features/auth/api/me';
import { notifyError } from '@/lib/notify';
import { resolveRedirect } from './guards';

/**
 * Runs before every navigation: who is signed in (cached after the first call), then the guard.
 * When the server cannot say (down, 500) the visitor is treated as signed out, with a toast,
 * so that the login screen still shows.
 */
export function createRootLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    let user = null;
    try {
      user = await queryClient.ensureQueryData(meQueryOptions());
    } catch (error) {
      notifyError(error);
    }
    const target = resolveRedirect(user, url.pathname, url.search);
    if (target) throw redirect(target);
    return null;
  };
}
