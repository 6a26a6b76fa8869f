import { z } from 'zod';
import { LOCALES, ONBOARDING_STAGES, ROLES, SUBSCRIPTIONS } from './constants';

export const loginRequestSchema = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(200),
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

export const healthSchema = z.object({ status: z.literal('ok'), database: z.string(), now: z.string() });

export const publicConfigSchema = z.object({
  demoMode: z.boolean(),
  demoSignIns: z.array(z.object({ email: z.string(), password: z.string(), label: z.string() })),
  externalLinks: z.object({ courses: z.string(), upcomingEvents: z.string(), supportRequest: z.string() }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
