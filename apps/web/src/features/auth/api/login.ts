import { type LoginRequest, type SessionUser, paths } from '@rlo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { meQueryKey } from './me';

export function login(credentials: LoginRequest): Promise<SessionUser> {
  // A 401 here means wrong credentials, shown in the form, not an expired session.
  return api<SessionUser>(paths.authLogin, {
    method: 'POST',
    body: credentials,
    authRedirect: false,
  });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => queryClient.setQueryData(meQueryKey, user),
  });
}
