import { ONBOARDING_MAIL_BOUNDS } from '@rlo/contract';
import { z } from 'zod';

// The rules of POST /on-boarding-mail (packages/contract onboarding.ts) with translation keys as messages.
const required = (key: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: `onboarding.mail.errors.${key}Required`, abort: true })
    .max(max, { error: 'onboarding.mail.errors.tooLong' });

export const sendEmailFormSchema = z.object({
  name: required('name', ONBOARDING_MAIL_BOUNDS.nameMax),
  email: required('email', ONBOARDING_MAIL_BOUNDS.emailMax).pipe(z.email({ error: 'onboarding.mail.errors.emailInvalid' })),
  phone: required('phone', ONBOARDING_MAIL_BOUNDS.phoneMax).min(ONBOARDING_MAIL_BOUNDS.phoneMin, { error: 'onboarding.mail.errors.phoneTooShort' }),
  managementSystemName: required('system', ONBOARDING_MAIL_BOUNDS.systemMax),
  message: z.string().trim().max(ONBOARDING_MAIL_BOUNDS.messageMax, { error: 'onboarding.mail.errors.tooLong' }),
});
export type SendEmailFormValues = z.input<typeof sendEmailFormSchema>;
