import { ApiError, NETWORK_ERROR_STATUS } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { notifyError } from '@/lib/notify';
import { toast } from '@/lib/toast';
import { QueryCache, QueryClient } from '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Translation key of the toast shown when the query fails; receives the HTTP `status`. */
      errorToastKey?: string;
    };
  }
}

function isAuthFailure(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // 401/403 already signed the user out with their own toast.
        if (isAuthFailure(error)) return;
        const key = query.meta?.errorToastKey;
        if (!key) return;
        if (error instanceof ApiError && error.status !== NETWORK_ERROR_STATUS) {
          toast(i18n.t(key, { status: error.status }), { variant: 'error' });
        } else {
          notifyError(error);
        }
      },
    }),
    defaultOptions: {
      queries: {
        // A client error will not heal by asking again; a server or network error may.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
    },
  });
}
