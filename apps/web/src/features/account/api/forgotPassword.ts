import { paths } from '@rlo/contract';
import type { ForgotPasswordRequest } from '@rlo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST /auth/forgot-password: 200 whether or not the address has an account. */
export function forgotPassword(body: ForgotPasswordRequest): Promise<void> {
  return api(paths.authForgotPassword, { method: 'POST', body, authRedirect: false });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
