import { sandboxCardToken, sandboxDeclineToken, type CardBrand, type SandboxDeclineCode } from '@rlo/contract';
import type { CardTokenizer } from './tokenizer';

// The sandbox payment provider of the browser, used when the user has no paymentProcessingPublicKey:
// it checks the card as a provider's script would and makes the token the server's sandbox reads
// (`sandbox_tok_<brand>_<last4>_<mm>_<yyyy>`, or `sandbox_tok_declined_<code>` for the test cards
// below). The token carries the last four digits and the expiry, never the number or the CVV.

/** Test cards the sandbox declines, as a provider's test mode does (Stripe's numbers). */
export const SANDBOX_DECLINE_NUMBERS: Readonly<Record<string, SandboxDeclineCode>> = {
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
};

/** The digits of a typed number: spaces and dashes are how people group them. */
export const cardDigits = (typed: string): string => typed.replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

interface BrandRule {
  brand: CardBrand;
  prefix: RegExp;
  lengths: readonly number[];
  cvcLength: number;
}

// The issuer ranges of the card types the form offers.
const BRAND_RULES: readonly BrandRule[] = [
  { brand: 'amex', prefix: /^3[47]/, lengths: [15], cvcLength: 4 },
  { brand: 'diners', prefix: /^3(0[0-5]|[689])/, lengths: [14, 15, 16, 17, 18, 19], cvcLength: 3 },
  { brand: 'jcb', prefix: /^35(2[89]|[3-8])/, lengths: [16, 17, 18, 19], cvcLength: 3 },
  { brand: 'visa', prefix: /^4/, lengths: [13, 16, 19], cvcLength: 3 },
  { brand: 'mastercard', prefix: /^(5[1-5]|2(2(2[1-9]|[3-9])|[3-6]|7([01]|20)))/, lengths: [16], cvcLength: 3 },
  { brand: 'discover', prefix: /^(6011|65|64[4-9]|622)/, lengths: [16, 17, 18, 19], cvcLength: 3 },
];

/** The card type a number belongs to, from its first digits; null when none of ours. */
export function detectBrand(digits: string): CardBrand | null {
  return BRAND_RULES.find((rule) => rule.prefix.test(digits))?.brand ?? null;
}

/** The lengths a number of this brand may have. */
export const numberLengths = (brand: CardBrand): readonly number[] => BRAND_RULES.find((r) => r.brand === brand)?.lengths ?? [16];

/** The security code's length: four digits on the front of an American Express card, three elsewhere. */
export const cvcLength = (brand: CardBrand | null): number => BRAND_RULES.find((r) => r.brand === brand)?.cvcLength ?? 3;

export const sandboxTokenizer: CardTokenizer = {
  name: 'sandbox',
  async createToken(card) {
    const digits = cardDigits(card.number);
    if (!luhnValid(digits) || detectBrand(digits) !== card.brand) return { error: 'The sandbox refused the card number.' };
    const declined = SANDBOX_DECLINE_NUMBERS[digits];
    if (declined) return { token: sandboxDeclineToken(declined) };
    return { token: sandboxCardToken({ brand: card.brand, last4: digits.slice(-4), expMonth: card.expMonth, expYear: card.expYear }) };
  },
};
