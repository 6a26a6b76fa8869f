import { SIGNUP_BRAND, type SessionUser } from '@rlo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { makeUser } from '@/test/users';
import { SignUpDialog } from '../components/SignUpDialog';

const user = userEvent.setup({ delay: null });

function renderSignUp({ onClose = vi.fn(), onSignedUp = vi.fn<(user: SessionUser) => void>() } = {}) {
  renderWithProviders(<SignUpDialog open onClose={onClose} onSignedUp={onSignedUp} />);
  return { onClose, onSignedUp };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Labels of required fields end with an asterisk.
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${escape(label)}\\s*\\*?$`), { selector: 'input' });
const createAccount = () => screen.getByRole('button', { name: 'Create account' });

const VALID = {
  'Business name': 'Main Street Auto',
  'Business zip code': '78701',
  'Business website': 'www.mainstreetauto.com',
  'Contact name': 'Pat Owner',
  'Contact phone': '5125550188',
  'Contact email': 'pat@mainstreetauto.com',
  Password: 'secret1',
  'Password again': 'secret1',
} as const;

async function fillValidForm() {
  for (const [label, value] of Object.entries(VALID)) await user.type(field(label), value);
  await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
}

/** Types a value (or nothing) into a field and leaves it: the field is then touched. */
async function typeAndLeave(label: string, value: string) {
  await user.clear(field(label));
  await user.click(field(label));
  if (value) await user.type(field(label), value);
  await user.tab();
}

describe('SignUpDialog', () => {
  it('is a full-screen dialog titled "Member sign-up" with every field of the form', () => {
    renderSignUp();
    const dialog = screen.getByRole('dialog', { name: 'Member sign-up' });
    expect(within(dialog).getByRole('heading', { name: 'Member sign-up' })).toBeInTheDocument();
    for (const label of Object.keys(VALID)) expect(field(label)).toBeInTheDocument();
    expect(field('Business name')).toHaveAttribute('autocomplete', 'organization');
    expect(field('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('combobox', { name: 'Business time zone' })).toHaveTextContent(
      'Central Time (US/Central)',
    );
  });

  it('offers the seven US time zones', async () => {
    renderSignUp();
    await user.click(screen.getByRole('combobox', { name: 'Business time zone' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Hawaii Time (US/Hawaii)',
      'Alaska Time (US/Alaska)',
      'Pacific Time (US/Pacific)',
      'Arizona Time (US/Arizona)',
      'Mountain Time (US/Mountain)',
      'Central Time (US/Central)',
      'Eastern Time (US/Eastern)',
    ]);
  });

  it('shows no error before a field is touched', async () => {
    renderSignUp();
    await user.type(field('Business name'), 'Abc');
    expect(screen.queryByText(/Business name must have/)).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Business name must have at least 5 characters.')).toBeInTheDocument();
    expect(screen.queryByText('Business zip is required.')).not.toBeInTheDocument();
  });

  it.each([
    ['Business name', '', 'Business name is required.'],
    ['Business name', 'Abcd', 'Business name must have at least 5 characters.'],
    ['Business zip code', '', 'Business zip is required.'],
    ['Business zip code', '787O1', 'Business zip must contain numbers only.'],
    ['Business zip code', '7870', 'Business zip must have at least 5 digits.'],
    ['Business zip code', '1'.repeat(21), 'Business zip must have at most 20 digits.'],
    ['Business website', '', 'Business website is required.'],
    ['Business website', 'my shop', 'Business website is not a valid URL.'],
    ['Business website', 'myshop.company', 'Business website is not a valid URL.'],
    ['Contact name', '', 'Contact name is required.'],
    ['Contact name', 'Pat O', 'Contact name must have at least 6 characters.'],
    ['Contact name', 'Pat Owner 2', 'Contact name may contain letters and spaces only.'],
    ['Contact phone', '', 'Contact phone is required.'],
    ['Contact phone', '5550', 'Contact phone must have at least 5 characters.'],
    ['Contact email', '', 'Contact email is required.'],
    ['Contact email', 'pat@', 'Contact email is not a valid email address.'],
    ['Password', '', 'Password is required.'],
    ['Password', 'abcd', 'Password must have at least 5 characters.'],
    ['Password again', '', 'Please type the password again.'],
  ])('%s "%s" → %s', async (label, value, message) => {
    renderSignUp();
    await typeAndLeave(label, value);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
  });

  it('accepts the website with or without a scheme, and a name with accents', async () => {
    renderSignUp();
    await typeAndLeave('Business website', 'https://my-shop.co.uk/');
    await typeAndLeave('Contact name', 'José Núñez');
    expect(field('Business website')).toHaveAttribute('aria-invalid', 'false');
    expect(field('Contact name')).toHaveAttribute('aria-invalid', 'false');
  });

  it('says "Password must be matched" when the passwords differ, and checks again when the password changes', async () => {
    renderSignUp();
    await typeAndLeave('Password', 'secret1');
    await typeAndLeave('Password again', 'secret2');
    expect(await screen.findByText('Password must be matched')).toBeInTheDocument();
    await typeAndLeave('Password', 'secret2');
    await waitFor(() => expect(screen.queryByText('Password must be matched')).not.toBeInTheDocument());
  });

  it('refuses differing passwords on submit of an otherwise valid form', async () => {
    const fetchMock = mockFetch({});
    renderSignUp();
    await fillValidForm();
    await typeAndLeave('Password again', 'secret9');
    await user.click(createAccount());
    expect(await screen.findByText('Password must be matched')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows every rule on submit, the terms included, without calling the server', async () => {
    const fetchMock = mockFetch({});
    renderSignUp();
    await user.click(createAccount());
    for (const message of [
      'Business name is required.',
      'Business zip is required.',
      'Business website is required.',
      'Contact name is required.',
      'Contact phone is required.',
      'Contact email is required.',
      'Password is required.',
      'Please type the password again.',
      'You must accept the terms of service.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens the terms of service from the checkbox label without ticking it', async () => {
    renderSignUp();
    await user.click(screen.getByRole('button', { name: 'Terms of Service' }));
    const terms = await screen.findByRole('dialog', { name: 'Terms of Service' });
    const headings = within(terms).getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      '1. Acceptance of the terms',
      '2. The Service',
      '3. Registration and accounts',
      '4. User conduct',
      '5. Privacy and transfer of data to the United States',
      '6. Security',
      '7. Disclaimer of warranty',
      '8. Indemnity',
      '9. Limitation of liability',
      '10. Termination',
    ]);
    expect(within(terms).getByText(/at least 15 years old/)).toBeInTheDocument();
    expect(within(terms).getByText(/between 15 and 18 years old/)).toBeInTheDocument();
    expect(within(terms).getByText(/one hundred U.S. dollars \(US\$100\)/)).toBeInTheDocument();
    await user.click(within(terms).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Terms of Service' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('checkbox', { name: /I have read and agree/ })).not.toBeChecked();
  });

  it('closes with the close icon and with Cancel', async () => {
    const { onClose } = renderSignUp();
    await user.click(screen.getByRole('button', { name: 'Close the sign-up form' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('creates the account: the form, the brand and the language are sent; the button waits with a spinner', async () => {
    const created = makeUser({ verified: 'false', OnboardingStage: 'MANAGEMENT_SYSTEM' });
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = mockFetch({
      'POST /partners': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { onSignedUp } = renderSignUp();
    await fillValidForm();
    await user.click(createAccount());

    await waitFor(() => expect(createAccount()).toBeDisabled());
    expect(within(createAccount()).getByRole('progressbar', { hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/partners/api/partners');
    expect(JSON.parse(String(init?.body))).toEqual({
      businessName: 'Main Street Auto',
      businessZip: '78701',
      businessTimezone: 'US/Central',
      businessUrl: 'www.mainstreetauto.com',
      contactName: 'Pat Owner',
      phone: '5125550188',
      contactEmail: 'pat@mainstreetauto.com',
      password: 'secret1',
      confirmPassword: 'secret1',
      agree: true,
      brand: SIGNUP_BRAND,
      locale: 'en_US',
    });

    answer(jsonResponse(201, created));
    await waitFor(() => expect(onSignedUp).toHaveBeenCalledWith(created));
  });

  it('says the e-mail is taken on a 409, with the catalogue toast', async () => {
    mockFetch({
      'POST /partners': () =>
        jsonResponse(409, { status: 409, title: '409 - Conflict', message: 'E-mail already used.' }),
    });
    const { onSignedUp } = renderSignUp();
    await fillValidForm();
    await user.click(createAccount());
    expect(await screen.findByText('409 - Conflict')).toBeInTheDocument();
    expect(
      screen.getByText('The email address provided is already associated with another partner account.'),
    ).toBeInTheDocument();
    expect(onSignedUp).not.toHaveBeenCalled();
    expect(createAccount()).toBeEnabled();
  });

  it.each([
    [
      'a server error',
      () => jsonResponse(500, { status: 500, title: '500 - Internal Server Error', message: 'x' }),
    ],
    [
      'too many attempts',
      () => jsonResponse(429, { status: 429, title: '429 - Too Many Requests', message: 'x' }),
    ],
    ['an unreachable server', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('shows the support message on %s', async (_case, respond) => {
    mockFetch({ 'POST /partners': respond });
    renderSignUp();
    await fillValidForm();
    await user.click(createAccount());
    expect(
      await screen.findByText(
        'An unexpected error occurred on the server. Please reload the page and try again. If the problem continues, contact us at support@rlotraining.com.',
      ),
    ).toBeInTheDocument();
  });

  it('marks the fields the server refused, in the user language', async () => {
    mockFetch({
      'POST /partners': () =>
        jsonResponse(400, {
          status: 400,
          title: '400 - Bad Request',
          message: 'The sign-up form has errors.',
          errors: [{ path: 'businessZip', message: 'signup.errors.businessZipTooShort' }],
        }),
    });
    renderSignUp();
    await fillValidForm();
    await user.click(createAccount());
    expect(await screen.findByText('Business zip must have at least 5 digits.')).toBeInTheDocument();
    expect(field('Business zip code')).toHaveAttribute('aria-invalid', 'true');
  });
});
