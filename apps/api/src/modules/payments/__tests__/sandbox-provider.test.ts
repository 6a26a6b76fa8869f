import { describe, expect, it } from 'vitest';
import { sandboxCardToken, sandboxDeclineToken } from '@rlo/contract';
import { CardDeclinedError, InvalidCardTokenError } from '../../../payments';
import { createSandboxProvider } from '../../../payments/sandbox';

const owner = { partnerId: 1, email: 'a@b.test', businessName: 'Shop', customerId: null };
const provider = createSandboxProvider(() => new Date('2026-11-18T15:00:00Z'));

describe('the sandbox payment provider', () => {
  it('turns a card token into a payment method that describes the card', async () => {
    const attached = await provider.attachCard(sandboxCardToken({ brand: 'mastercard', last4: '4444', expMonth: 11, expYear: 2026 }), owner);
    expect(attached.card).toEqual({ brand: 'mastercard', last4: '4444', expMonth: 11, expYear: 2026 });
    expect(await provider.describeCard(attached.paymentMethodId)).toEqual(attached.card);
    expect(await provider.describeCard('pm_1Abc')).toBeNull();
    const again = await provider.attachCard(sandboxCardToken({ brand: 'visa', last4: '4242', expMonth: 1, expYear: 2030 }), { ...owner, customerId: attached.customerId });
    expect(again.customerId).toBe(attached.customerId);
  });

  it('declines with the provider messages, expired cards included', async () => {
    const declined = (token: string) => provider.attachCard(token, owner).then(() => null, (error: unknown) => error);
    expect(await declined(sandboxDeclineToken('card_declined'))).toEqual(new CardDeclinedError('card_declined', 'Your card was declined.'));
    expect(((await declined(sandboxDeclineToken('insufficient_funds'))) as Error).message).toBe('Your card has insufficient funds.');
    expect(((await declined(sandboxDeclineToken('incorrect_cvc'))) as Error).message).toBe("Your card's security code is incorrect.");
    expect(((await declined('sandbox_tok_declined_stolen_card')) as Error).message).toBe('Your card was declined.');
    expect(((await declined(sandboxCardToken({ brand: 'visa', last4: '4242', expMonth: 10, expYear: 2026 }))) as Error).message).toBe('Your card has expired.');
    expect(await declined('tok_visa')).toBeInstanceOf(InvalidCardTokenError);
  });
});
