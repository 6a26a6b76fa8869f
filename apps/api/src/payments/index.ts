import type { AppConfig } from '../config';
import type { PaymentProvider } from './provider';
import { createSandboxProvider } from './sandbox';

export { CardDeclinedError, InvalidCardTokenError, type AttachedCard, type PaymentProvider, type StoredCard } from './provider';

/**
 * The provider of this installation: the sandbox when no Stripe keys are set (architecture, "payments").
 * With STRIPE_SECRET_KEY set, the start fails loudly rather than accepting sandbox tokens in a
 * set-up meant to take real cards: the Stripe provider is the seam left to build (see provider.ts).
 */
export function paymentProviderFor(config: Pick<AppConfig, 'stripe'>): PaymentProvider {
  if (config.stripe.secretKey) {
    throw new Error('STRIPE_SECRET_KEY is set, but the Stripe payment provider is not built yet (apps/api/src/payments/provider.ts). Unset it to use the sandbox.');
  }
  return createSandboxProvider();
}
