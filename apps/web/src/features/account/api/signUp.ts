import { type Locale, type SignUpRequest, type SessionUser, paths } from '@rlo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export interface SignUpVariables {
  form: SignUpRequest;
  /** The interface language: the verification e-mail and later mails are written in it. */
  locale: Locale;
}

/** POST /partners: creates the partner and its owner, who is signed in at once (201). 409: e-mail taken. */
export function signUp({ form, locale }: SignUpVariables): Promise<SessionUser> {
  return api<SessionUser>(paths.partners, {
    method: 'POST',
    body: { ...form, locale },
    authRedirect: false,
  });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
