import { CARD_BRANDS, type CardBrand } from '@rlo/contract';
import { z } from 'zod';
import { cardDigits, cvcLength, detectBrand, luhnValid, numberLengths } from '../sandbox';
import type { CardDetails } from '../tokenizer';

// The card form's checks, made before anything is sent to the provider. Messages are translation
// keys; the form adds their values (the chosen card type, the CVV length).

export const EXPIRY_YEARS_AHEAD = 15;

export interface CardFormValues {
  cardType: string;
  number: string;
  expMonth: string;
  expYear: string;
  cvv: string;
}
export type CardField = keyof CardFormValues;

export const EMPTY_CARD: CardFormValues = { cardType: '', number: '', expMonth: '', expYear: '', cvv: '' };

const isBrand = (value: string): value is CardBrand => (CARD_BRANDS as readonly string[]).includes(value);

function numberError(digits: string, brand: CardBrand | null): string | null {
  if (!digits) return 'payment.errors.numberRequired';
  if (!/^\d+$/.test(digits)) return 'payment.errors.numberDigits';
  const detected = detectBrand(digits);
  if (brand && detected && detected !== brand) return 'payment.errors.numberTypeMismatch';
  if (!numberLengths(detected ?? brand ?? 'visa').includes(digits.length)) return 'payment.errors.numberLength';
  if (!luhnValid(digits) || !detected) return 'payment.errors.numberInvalid';
  return null;
}

/** Every wrong field of the card at once, so the user sees them together. */
export function cardErrors(card: CardFormValues, now: Date): { field: CardField; message: string }[] {
  const errors: { field: CardField; message: string }[] = [];
  const brand = isBrand(card.cardType) ? card.cardType : null;
  if (!brand) errors.push({ field: 'cardType', message: 'payment.errors.cardTypeRequired' });
  const number = numberError(cardDigits(card.number), brand);
  if (number) errors.push({ field: 'number', message: number });
  if (!card.expMonth) errors.push({ field: 'expMonth', message: 'payment.errors.expMonthRequired' });
  if (!card.expYear) errors.push({ field: 'expYear', message: 'payment.errors.expYearRequired' });
  if (card.expMonth && card.expYear) {
    // A card is valid through the last day of its expiry month.
    const monthsLeft = (Number(card.expYear) - now.getFullYear()) * 12 + (Number(card.expMonth) - 1 - now.getMonth());
    if (monthsLeft < 0) errors.push({ field: 'expMonth', message: 'payment.errors.expired' });
  }
  const cvv = card.cvv.trim();
  if (!cvv) errors.push({ field: 'cvv', message: 'payment.errors.cvvRequired' });
  else if (!new RegExp(`^\\d{${cvcLength(brand)}}$`).test(cvv)) errors.push({ field: 'cvv', message: 'payment.errors.cvvLength' });
  return errors;
}

/** The form's resolver schema: all checks in one pass, and the card ready for the tokenizer. */
export function cardFormSchema(now: () => Date = () => new Date()) {
  return z
    .object({ cardType: z.string(), number: z.string(), expMonth: z.string(), expYear: z.string(), cvv: z.string() })
    .superRefine((card, ctx) => {
      for (const { field, message } of cardErrors(card, now())) ctx.addIssue({ code: 'custom', path: [field], message });
    })
    .transform(
      (card): CardDetails => ({
        brand: card.cardType as CardBrand,
        number: cardDigits(card.number),
        expMonth: Number(card.expMonth),
        expYear: Number(card.expYear),
        cvc: card.cvv.trim(),
      }),
    );
}
