import { randomBytes } from 'node:crypto';
import { CARD_BRANDS, SANDBOX_TOKEN_PREFIX, type CardBrand, type SandboxDeclineCode } from '@rlo/contract';
import { CardDeclinedError, InvalidCardTokenError, type PaymentProvider, type StoredCard } from './provider';

// The messages a real provider gives for these declines (Stripe's wording), so the 473 toast reads
// the same in the sandbox as in production.
export const SANDBOX_DECLINE_MESSAGES: Record<SandboxDeclineCode, string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
};
const isDeclineCode = (code: string): code is SandboxDeclineCode => code in SANDBOX_DECLINE_MESSAGES;
const isBrand = (brand: string): brand is CardBrand => (CARD_BRANDS as readonly string[]).includes(brand);

const CARD_TOKEN = new RegExp(`^${SANDBOX_TOKEN_PREFIX}([a-z]+)_(\\d{4})_(\\d{2})_(\\d{4})$`);
const DECLINE_TOKEN = new RegExp(`^${SANDBOX_TOKEN_PREFIX}declined_([a-z_]+)$`);
// The sandbox keeps no state: its saved payment method carries the card it stands for.
const PAYMENT_METHOD = /^sandbox_pm_([a-z]+)_(\d{4})_(\d{2})_(\d{4})_[0-9a-f]+$/;

function cardOf(match: RegExpExecArray | null): StoredCard | null {
  if (!match) return null;
  const [, brand, last4, month, year] = match;
  const expMonth = Number(month);
  if (!isBrand(brand) || expMonth < 1 || expMonth > 12) return null;
  return { brand, last4, expMonth, expYear: Number(year) };
}

const suffix = () => randomBytes(6).toString('hex');

/**
 * The payment provider when no Stripe keys are set: accepts the tokens the web app's sandbox module
 * makes, declines the sandbox's decline tokens with a provider message, and refuses expired cards
 * the way a real provider does. Nothing is charged and nothing leaves the server.
 */
export function createSandboxProvider(now: () => Date = () => new Date()): PaymentProvider {
  return {
    name: 'sandbox',
    async attachCard(token, owner) {
      const declined = DECLINE_TOKEN.exec(token);
      if (declined) {
        const code = declined[1];
        throw new CardDeclinedError(code, isDeclineCode(code) ? SANDBOX_DECLINE_MESSAGES[code] : SANDBOX_DECLINE_MESSAGES.card_declined);
      }
      const card = cardOf(CARD_TOKEN.exec(token));
      if (!card) throw new InvalidCardTokenError();
      const today = now();
      const monthsLeft = (card.expYear - today.getUTCFullYear()) * 12 + (card.expMonth - 1 - today.getUTCMonth());
      if (monthsLeft < 0) throw new CardDeclinedError('expired_card', SANDBOX_DECLINE_MESSAGES.expired_card);
      const month = String(card.expMonth).padStart(2, '0');
      return {
        customerId: owner.customerId ?? `sandbox_cus_${suffix()}`,
        paymentMethodId: `sandbox_pm_${card.brand}_${card.last4}_${month}_${card.expYear}_${suffix()}`,
        card,
      };
    },
    async describeCard(paymentMethodId) {
      return cardOf(PAYMENT_METHOD.exec(paymentMethodId));
    },
    async detachCard() {
      // Nothing is stored at the sandbox: forgetting the id on our side is all there is.
    },
  };
}
