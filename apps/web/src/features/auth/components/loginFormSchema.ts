import { z } from 'zod';

// Messages are translation keys; the form translates them where it shows them.
export const loginFormSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: 'validation.emailRequired' })
    .pipe(z.email({ error: 'validation.emailInvalid' })),
  password: z.string().min(1, { error: 'validation.passwordRequired' }),
});
export type LoginFormValues = z.infer<typeof loginFormSchema>;
