import { paths } from '@rlo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST /auth/extend: the answer's `x-session-expires-at` moves the recorded expiry (lib/api.ts). */
export function extendSession(): Promise<void> {
  return api(paths.authExtend, { method: 'POST' });
}

export function useExtendSession() {
  return useMutation({ mutationFn: extendSession });
}
