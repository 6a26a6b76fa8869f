import { SIGNUP_BOUNDS } from '@rlo/contract';
import { z } from 'zod';

// The rules of POST /auth/forgot-password (1-foundation §5) with translation keys as messages.
export const forgotPasswordFormSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: 'forgot.errors.emailRequired', abort: true })
    .min(SIGNUP_BOUNDS.forgotEmailMin, { error: 'forgot.errors.emailTooShort', abort: true })
    .pipe(z.email({ error: 'forgot.errors.emailInvalid' })),
});
export type ForgotPasswordFormValues = z.input<typeof forgotPasswordFormSchema>;
