import type { CardBrand } from '@rlo/contract';
import { sandboxTokenizer } from './sandbox';

/** The card as typed in our form. It lives only in the browser: only the token leaves it. */
export interface CardDetails {
  brand: CardBrand;
  /** Digits only. */
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type TokenResult = { token: string } | { error: string };

/**
 * How the browser turns a card into the payment provider's token (1-foundation §7: "a call to the
 * card payment provider is made in the browser before the payment call").
 *
 * Only the sandbox exists today. Stripe is the seam left open: when the user's
 * `paymentProcessingPublicKey` is set, Stripe Elements must take over — it renders its own card
 * fields in Stripe's iframe (so the number never enters our code), and its tokenizer calls
 * stripe.createPaymentMethod and returns the payment method id as the token. Until that is built a
 * public key gives a tokenizer that fails, which the form only logs (1-foundation §5 "Card"): a
 * portal meant to take real cards must never accept sandbox tokens.
 */
export interface CardTokenizer {
  readonly name: 'sandbox' | 'stripe';
  createToken(card: CardDetails): Promise<TokenResult>;
}

const stripeNotBuilt: CardTokenizer = {
  name: 'stripe',
  createToken: async () => ({ error: 'Stripe Elements is not built yet: card payments need the sandbox (no paymentProcessingPublicKey).' }),
};

export function cardTokenizerFor(paymentProcessingPublicKey: string | null): CardTokenizer {
  return paymentProcessingPublicKey ? stripeNotBuilt : sandboxTokenizer;
}
