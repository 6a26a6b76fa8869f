import type { CardBrand } from '@rlo/contract';

/** What we keep of a card: enough to show it ("Visa •••• 4242, 12/2030"), never enough to charge it. */
export interface StoredCard {
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface AttachedCard {
  /** The provider's customer of the partner (created on the first card). */
  customerId: string;
  /** The provider's saved card, charged later by the billing process. */
  paymentMethodId: string;
  card: StoredCard;
}

export interface CardOwner {
  partnerId: number;
  email: string;
  businessName: string;
  /** The provider's customer when the partner already has one. */
  customerId: string | null;
}

/**
 * The card payment provider seen from the server (architecture: "payments"). The browser turns the
 * card into a token with the provider's own script; the server only ever handles that token.
 *
 * - `sandbox` (./sandbox.ts): used when no Stripe keys are set; reads the tokens of
 *   apps/web/src/features/payment/sandbox.ts.
 * - `stripe`: NOT BUILT YET. It would implement this interface with stripe-node: attachCard =
 *   customers.create (when customerId is null) + paymentMethods.attach(token) +
 *   customers.update(invoice_settings.default_payment_method); describeCard = paymentMethods.retrieve;
 *   detachCard = paymentMethods.detach; a StripeCardError becomes CardDeclinedError with its message.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** Saves the tokenized card as the owner's payment method. Throws CardDeclinedError or InvalidCardTokenError. */
  attachCard(token: string, owner: CardOwner): Promise<AttachedCard>;
  /** The card behind a saved payment method, or null when the provider no longer has it. */
  describeCard(paymentMethodId: string): Promise<StoredCard | null>;
  /** Forgets a saved payment method (card removed or replaced). */
  detachCard(paymentMethodId: string): Promise<void>;
}

/** The provider refused the card; `message` is the provider's, shown to the user as it is (473). */
export class CardDeclinedError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'CardDeclinedError';
  }
}

/** The token is not one this provider made (malformed, used up, from another provider): 400. */
export class InvalidCardTokenError extends Error {
  constructor(message = 'The card token is not valid. Please enter the card again.') {
    super(message);
    this.name = 'InvalidCardTokenError';
  }
}
