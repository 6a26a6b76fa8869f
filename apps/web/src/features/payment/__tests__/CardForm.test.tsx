import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { CardForm } from '../components/CardForm';
import type { CardTokenizer } from '../tokenizer';

const user = userEvent.setup({ delay: null });
const PARTNER = 3;
const YEAR = String(new Date().getFullYear() + 3);
const SAVED = { cardType: 'Visa', cardLast4: '4242', expMonth: 12, expYear: Number(YEAR) };

function renderForm(props: { tokenizer?: CardTokenizer } = {}) {
  const onSaved = vi.fn();
  const onDeclined = vi.fn();
  renderWithProviders(
    <CardForm partnerId={PARTNER} paymentProcessingPublicKey={null} onSaved={onSaved} onDeclined={onDeclined} {...props} />,
  );
  return { onSaved, onDeclined };
}

const numberField = () => screen.getByRole('textbox', { name: /^Card number/ });
const cvvField = () => screen.getByRole('textbox', { name: /^CVV/ });
const save = () => screen.getByRole('button', { name: 'Save card' });

async function pick(label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

async function fillCard(number: string, cvv: string, month = '12', year = YEAR) {
  await user.type(numberField(), number);
  await pick(/^Expiry month/, month);
  await pick(/^Expiry year/, year);
  await user.type(cvvField(), cvv);
}

describe('CardForm', () => {
  it('never sends the card number or the CVV to our server: only the token', async () => {
    const fetchMock = mockFetch({ [`POST /${PARTNER}/payment-info`]: () => jsonResponse(200, SAVED) });
    const { onSaved } = renderForm();
    await fillCard('4242424242424242', '123');
    // The type followed the number.
    expect(screen.getByRole('combobox', { name: /^Card type/ })).toHaveTextContent('Visa');
    await user.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(SAVED));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    for (const [input, init] of fetchMock.mock.calls) {
      const sent = [String(input), String(init?.body ?? ''), JSON.stringify(init?.headers ?? {})].join('\n');
      for (const secret of ['4242424242424242', '4242 4242 4242 4242', '123']) expect(sent).not.toContain(secret);
    }
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ token: `sandbox_tok_visa_4242_12_${YEAR}` });
    // Saved: the form is empty again.
    expect(numberField()).toHaveValue('');
  });

  it('shows the errors of a wrong number, expiry and CVV before anything is sent', async () => {
    const fetchMock = mockFetch({});
    renderForm();
    await user.click(save());
    expect(await screen.findByText('Card number is required.')).toBeInTheDocument();
    expect(screen.getByText('Choose the card type.')).toBeInTheDocument();
    expect(screen.getByText('Month is required.')).toBeInTheDocument();
    expect(screen.getByText('Year is required.')).toBeInTheDocument();
    expect(screen.getByText('CVV is required.')).toBeInTheDocument();

    const lastYear = String(new Date().getFullYear());
    await fillCard('4242 4242 4242 4241', '12', '01', lastYear);
    await user.click(save());
    expect(await screen.findByText('This card number is not valid.')).toBeInTheDocument();
    expect(screen.getByText('The CVV has 3 digits.')).toBeInTheDocument();
    if (new Date().getMonth() > 0) expect(screen.getByText('This card has expired.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the provider message of a declined card (473) as an error, and empties the form', async () => {
    mockFetch({
      [`POST /${PARTNER}/payment-info`]: () =>
        jsonResponse(473, { status: 473, title: '473 - Card Declined', message: 'Your card was declined.' }),
    });
    const { onSaved, onDeclined } = renderForm();
    await fillCard('4000 0000 0000 0002', '123');
    await user.click(save());
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('473 - Card Declined');
    expect(toast).toHaveTextContent('Your card was declined.');
    expect(onDeclined).toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
    expect(numberField()).toHaveValue('');
    expect(cvvField()).toHaveValue('');
  });

  it('only logs a failure at the provider: no message, no call to our server', async () => {
    const fetchMock = mockFetch({});
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing: CardTokenizer = { name: 'sandbox', createToken: async () => ({ error: 'provider unreachable' }) };
    renderForm({ tokenizer: failing });
    await fillCard('4242424242424242', '123');
    await user.click(save());
    await waitFor(() => expect(logged).toHaveBeenCalledWith(expect.stringContaining('provider unreachable')));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(save()).toBeEnabled();
  });
});
