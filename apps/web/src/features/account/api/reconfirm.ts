import { paths } from '@rlo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST /auth/reconfirm: sends the verification e-mail again to the signed-in user. */
export function reconfirm(): Promise<void> {
  return api(paths.authReconfirm, { method: 'POST' });
}

export function useReconfirm() {
  return useMutation({ mutationFn: reconfirm });
}
