import { SIGNUP_BOUNDS } from '@rlo/contract';
import { z } from 'zod';

// The rules of POST /auth/reset-password (1-foundation §5) with translation keys as messages; the
// token comes from the link, not from the form.
export const resetPasswordFormSchema = z
  .object({
    password: z
      .string()
      .min(1, { error: 'reset.errors.passwordRequired', abort: true })
      .min(SIGNUP_BOUNDS.passwordMin, { error: 'reset.errors.passwordTooShort' }),
    retypePassword: z.string().min(1, { error: 'reset.errors.retypeRequired' }),
  })
  .refine((form) => form.password === form.retypePassword, {
    path: ['retypePassword'],
    error: 'reset.errors.mismatch',
    // Compared as soon as both are typed, even while the password is still too short.
    when: (payload) => {
      const value = payload.value as { password?: unknown; retypePassword?: unknown } | undefined;
      return Boolean(value?.password) && Boolean(value?.retypePassword);
    },
  });
export type ResetPasswordFormValues = z.infer<typeof resetPasswordFormSchema>;
