import { z } from 'zod';
import { LOCALES, ONBOARDING_STAGES, ROLES, SIGNUP_BOUNDS, SUBSCRIPTION_STATUSES, SUBSCRIPTIONS } from './constants';
import { NO_NUL, text } from './params';

export const loginRequestSchema = z.object({
  email: z.email().max(254),
  // Passwords are never trimmed: a space is a character like any other.
  password: text({ min: 1, max: 200, trim: false }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

// The user of 1-foundation §3, as GET /auth/me and POST /auth/login return it. `verified` and
// `isShopOwner` are the strings 'true'/'false' because the spec says so.
export const userSubscriptionSchema = z.object({
  id: z.number().int(),
  subscriptions: z.array(z.enum(SUBSCRIPTIONS)),
});
export const sessionUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  verified: z.string(),
  role: z.enum([...ROLES, 'Coach']),
  isShopOwner: z.string(),
  partnerId: z.number().int(),
  defaultLocation: z.number().int().nullable(),
  subscriptions: z.array(userSubscriptionSchema),
  subscriptionStatus: z.string(),
  OnboardingStage: z.enum(ONBOARDING_STAGES),
  paymentProcessingPublicKey: z.string().nullable(),
  locale: z.enum(LOCALES),
  demoMode: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

// E-mail links: verify account, forgot / reset password (1-foundation §5, api.md).
/** An invited user sets a password through the reset page; the invitation waits a week. */
export const INVITE_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const PASSWORD_MISMATCH_MESSAGE = 'Password must be matched.';

const emailLinkToken = text({ min: 1, max: 200, messages: { min: 'The link has no token.', max: 'The link token is not valid.', nul: 'The link token is not valid.' } });

export const verifyRequestSchema = z.object({ token: emailLinkToken });
export type VerifyRequest = z.infer<typeof verifyRequestSchema>;

export const forgotPasswordRequestSchema = z.object({
  email: z
    .string({ error: 'Email is required.' })
    .trim()
    .min(1, { error: 'Email is required.', abort: true })
    .min(SIGNUP_BOUNDS.forgotEmailMin, `Email must have at least ${SIGNUP_BOUNDS.forgotEmailMin} characters.`)
    .max(254, 'Email is too long.')
    .pipe(z.email('Email is not a valid email address.')),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z
  .object({
    token: emailLinkToken,
    password: z
      .string({ error: 'Password is required.' })
      .min(1, { error: 'Password is required.', abort: true })
      .min(SIGNUP_BOUNDS.passwordMin, `Password must have at least ${SIGNUP_BOUNDS.passwordMin} characters.`)
      .max(200, 'Password is too long.')
      .regex(NO_NUL, 'Password must not contain the NUL character.'),
    retypePassword: z.string({ error: 'Please retype the password.' }).min(1, 'Please retype the password.').max(200, 'Password is too long.'),
  })
  .refine((body) => body.password === body.retypePassword, {
    path: ['retypePassword'],
    error: PASSWORD_MISMATCH_MESSAGE,
    when: (payload) => {
      const value = payload.value as { password?: unknown; retypePassword?: unknown } | undefined;
      return typeof value?.password === 'string' && value.password !== '' && typeof value.retypePassword === 'string' && value.retypePassword !== '';
    },
  });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const healthSchema = z.object({ status: z.literal('ok'), database: z.string(), now: z.string() });
/** The browser suite's clock move (only with CLOCK_CONTROL=on, which needs CLOCK_NOW): the business clock's new instant. */
export const testClockInput = z.object({ now: z.iso.datetime({ offset: true }) });
export const testClockSchema = z.object({ now: z.string() });

/** The demo accounts' roles: the login screen names them in the interface language. */
export const DEMO_SIGN_IN_ROLES = ['owner', 'advisor', 'coach'] as const;
export type DemoSignInRole = (typeof DEMO_SIGN_IN_ROLES)[number];

export const publicConfigSchema = z.object({
  demoMode: z.boolean(),
  /** label: the role in English (the server log's list); role: its key for translated labels. */
  demoSignIns: z.array(
    z.object({ email: z.string(), password: z.string(), label: z.string(), role: z.enum(DEMO_SIGN_IN_ROLES).optional() }),
  ),
  externalLinks: z.object({ courses: z.string(), upcomingEvents: z.string(), supportRequest: z.string() }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
