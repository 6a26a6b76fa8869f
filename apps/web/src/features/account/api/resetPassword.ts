import { paths } from '@rlo/contract';
import type { ResetPasswordRequest } from '@rlo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST /auth/reset-password with the token of the e-mail link; every session of the user ends. */
export function resetPassword(body: ResetPasswordRequest): Promise<void> {
  return api(paths.authResetPassword, { method: 'POST', body, authRedirect: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
