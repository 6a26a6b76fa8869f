import type { SessionUser } from '@rlo/contract';

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    name: 'Pat Owner',
    email: 'pat@example.com',
    verified: 'true',
    role: 'Admin',
    isShopOwner: 'true',
    partnerId: 3,
    defaultLocation: 11,
    subscriptions: [{ id: 11, subscriptions: ['rlo_standard', 'rlo_daily_email', 'measure_my_shop'] }],
    subscriptionStatus: 'Active',
    OnboardingStage: 'FINISH',
    paymentProcessingPublicKey: null,
    locale: 'en_US',
    demoMode: false,
    ...overrides,
  };
}
