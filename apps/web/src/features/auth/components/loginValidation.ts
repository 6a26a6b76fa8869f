// The sign-in page is the first a person loads, and its script comes before the dashboard's first
// figure: two fields are checked here by hand, with zod's own e-mail pattern (the one the server's
// `z.email()` uses), rather than bring a schema library (16 KB gzip, even zod's mini build) into it.
import { regexes } from 'zod/v4/core';

export interface LoginFormValues {
  email: string;
  password: string;
}
export type LoginField = keyof LoginFormValues;
/** Each invalid field's message, a translation key the form translates where it shows it. */
export type LoginFieldErrors = Partial<Record<LoginField, string>>;

/** The first problem of each field; with none, the values to send (the e-mail trimmed). */
export function validateLogin(values: LoginFormValues): { errors: LoginFieldErrors; data?: LoginFormValues } {
  const errors: LoginFieldErrors = {};
  const email = values.email.trim();
  if (email === '') errors.email = 'validation.emailRequired';
  else if (!regexes.email.test(email)) errors.email = 'validation.emailInvalid';
  if (values.password === '') errors.password = 'validation.passwordRequired';
  if (errors.email || errors.password) return { errors };
  return { errors, data: { email, password: values.password } };
}
