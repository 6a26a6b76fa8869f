import { type SessionUser, paths } from '@rlo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST /auth/verify with the token of the e-mail link; a bad, used or expired token answers 400. */
export function verifyAccount(token: string): Promise<SessionUser> {
  // The link may be opened without a session: its failures are shown on the page, never a logout.
  return api<SessionUser>(paths.authVerify, {
    method: 'POST',
    body: { token },
    authRedirect: false,
  });
}

export function useVerifyAccount() {
  return useMutation({ mutationFn: verifyAccount });
}
