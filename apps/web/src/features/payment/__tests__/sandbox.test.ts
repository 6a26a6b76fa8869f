import { describe, expect, it } from 'vitest';
import { cardDigits, cvcLength, detectBrand, luhnValid, sandboxTokenizer } from '../sandbox';
import { cardErrors, EMPTY_CARD } from '../components/cardFormSchema';
import { cardTokenizerFor } from '../tokenizer';

const NOW = new Date(2026, 10, 18); // 18 November 2026, local time

describe('card numbers', () => {
  it('checks the Luhn digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('378282246310005')).toBe(true);
    expect(luhnValid('4242 4242')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });

  it('tells the card type from the first digits', () => {
    expect(detectBrand('4242424242424242')).toBe('visa');
    expect(detectBrand('5555555555554444')).toBe('mastercard');
    expect(detectBrand('2223003122003222')).toBe('mastercard');
    expect(detectBrand('378282246310005')).toBe('amex');
    expect(detectBrand('6011111111111117')).toBe('discover');
    expect(detectBrand('3056930009020004')).toBe('diners');
    expect(detectBrand('3566002020360505')).toBe('jcb');
    expect(detectBrand('9999999999999995')).toBeNull();
    expect(cvcLength('amex')).toBe(4);
    expect(cvcLength('visa')).toBe(3);
  });

  it('reads typed groups', () => {
    expect(cardDigits(' 4242 4242-4242 4242 ')).toBe('4242424242424242');
  });
});

describe('the sandbox tokenizer', () => {
  const card = { brand: 'visa' as const, number: '4242424242424242', expMonth: 3, expYear: 2031, cvc: '123' };

  it('makes a token with the last four digits and the expiry, never the number or the CVV', async () => {
    const result = await sandboxTokenizer.createToken(card);
    expect(result).toEqual({ token: 'sandbox_tok_visa_4242_03_2031' });
    expect(JSON.stringify(result)).not.toContain('4242424242424242');
  });

  it('turns the known decline numbers into decline tokens', async () => {
    expect(await sandboxTokenizer.createToken({ ...card, number: '4000000000000002' })).toEqual({ token: 'sandbox_tok_declined_card_declined' });
    expect(await sandboxTokenizer.createToken({ ...card, number: '4000000000009995' })).toEqual({ token: 'sandbox_tok_declined_insufficient_funds' });
  });

  it('refuses what no provider would take', async () => {
    expect(await sandboxTokenizer.createToken({ ...card, number: '4242424242424241' })).toHaveProperty('error');
    expect(await sandboxTokenizer.createToken({ ...card, brand: 'amex' })).toHaveProperty('error');
  });

  it('is the provider without a public key; with one, Stripe (not built) fails instead of using the sandbox', async () => {
    expect(cardTokenizerFor(null)).toBe(sandboxTokenizer);
    const stripe = cardTokenizerFor('pk_test_123');
    expect(stripe.name).toBe('stripe');
    expect(await stripe.createToken(card)).toHaveProperty('error');
  });
});

describe('the card form checks', () => {
  const good = { cardType: 'visa', number: '4242 4242 4242 4242', expMonth: '11', expYear: '2026', cvv: '123' };
  const errorsOf = (card: typeof good) => cardErrors(card, NOW).map((e) => `${e.field}: ${e.message}`);

  it('accepts a good card, the current month included', () => {
    expect(errorsOf(good)).toEqual([]);
  });

  it('names every wrong field at once', () => {
    expect(errorsOf(EMPTY_CARD)).toEqual([
      'cardType: payment.errors.cardTypeRequired',
      'number: payment.errors.numberRequired',
      'expMonth: payment.errors.expMonthRequired',
      'expYear: payment.errors.expYearRequired',
      'cvv: payment.errors.cvvRequired',
    ]);
    expect(errorsOf({ ...good, number: '4242 4242 4242 4241', expMonth: '10', cvv: '12' })).toEqual([
      'number: payment.errors.numberInvalid',
      'expMonth: payment.errors.expired',
      'cvv: payment.errors.cvvLength',
    ]);
  });

  it.each([
    ['4242abcd', 'payment.errors.numberDigits'],
    ['424242424242', 'payment.errors.numberLength'],
    ['5555555555554444', 'payment.errors.numberTypeMismatch'],
    ['9999999999999995', 'payment.errors.numberInvalid'],
  ])('%s → %s', (number, message) => {
    expect(errorsOf({ ...good, number })).toEqual([`number: ${message}`]);
  });

  it('wants four CVV digits on an American Express card', () => {
    expect(errorsOf({ ...good, cardType: 'amex', number: '378282246310005' })).toEqual(['cvv: payment.errors.cvvLength']);
    expect(errorsOf({ ...good, cardType: 'amex', number: '378282246310005', cvv: '1234' })).toEqual([]);
  });
});
