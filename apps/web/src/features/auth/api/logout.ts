import { paths } from '@rlo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { recordSessionExpiry } from '@/lib/session';
import { meQueryKey } from './me';

export function logout(): Promise<void> {
  return api(paths.authLogout, { method: 'POST', authRedirect: false });
}

/** Forgets everything cached for the user; the session user becomes "signed out". */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    // Signed out locally even when the call fails: the user asked to leave.
    onSettled: () => {
      recordSessionExpiry(null);
      queryClient.removeQueries();
      queryClient.setQueryData(meQueryKey, null);
    },
  });
}
