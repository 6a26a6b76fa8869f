import type { SessionUser } from '@rlo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { makeUser } from '@/test/users';
import { OnboardingPage } from '../components/OnboardingPage';

const user = userEvent.setup({ delay: null });
const newShop = (overrides: Partial<SessionUser> = {}) =>
  makeUser({ OnboardingStage: 'MANAGEMENT_SYSTEM', subscriptionStatus: 'Trial', defaultLocation: null, subscriptions: [], ...overrides });

function renderPage(shop: SessionUser) {
  const onUserChanged = vi.fn();
  renderWithProviders(<OnboardingPage user={shop} onUserChanged={onUserChanged} cardStep={<p>the card form</p>} />);
  return onUserChanged;
}

const options = () => within(screen.getByRole('radiogroup', { name: 'Which shop management system do you use?' }));

describe('OnboardingPage, step 1: the management system', () => {
  it('shows the options table, web-based systems marked, and waits for a choice', () => {
    renderPage(newShop());
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to RLO Training' })).toBeInTheDocument();
    const radios = options().getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['PROTRACTOR', 'TEKMETRIC', 'SHOPBOSS', 'SHOPWARE', 'RSMT', 'OTHER']);
    expect(options().getByRole('radio', { name: /ROWriter, ROWriter SQL, Mitchell, NAPA Tracs, NAPA Enterprise, Maxx Traxx/ })).toBeInTheDocument();
    expect(options().getByRole('radio', { name: /My System Is Not Listed/ })).toBeInTheDocument();
    for (const system of ['PROTRACTOR', 'TEKMETRIC', 'SHOPBOSS', 'SHOPWARE']) {
      expect(options().getByRole('radio', { name: new RegExp(`^${system}\\s*Web-based`) })).toBeInTheDocument();
    }
    expect(options().getAllByText('Web-based')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(screen.queryByText('the card form')).not.toBeInTheDocument();
  });

  it('sends the chosen system (sent value) without a location while the shop has none, and hands on the new user', async () => {
    const next = newShop({ OnboardingStage: 'CREDIT_CARD' });
    const fetchMock = mockFetch({ 'POST /3/on-boarding': () => jsonResponse(200, next) });
    const onUserChanged = renderPage(newShop());
    await user.click(options().getByRole('radio', { name: /ROWriter/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onUserChanged).toHaveBeenCalledWith(next));
    const url = new URL(String(fetchMock.mock.calls[0][0]), 'http://localhost');
    expect(url.pathname).toBe('/partners/api/3/on-boarding');
    expect(Object.fromEntries(url.searchParams)).toEqual({ shopManagementTypes: 'RSMT', onboardingStage: 'CREDIT_CARD' });
    expect(fetchMock.mock.calls[0][1]?.method).toBe('POST');
  });

  it("uses the default location's path when the shop has one", async () => {
    const fetchMock = mockFetch({ 'POST /3/on-boarding/11': () => jsonResponse(200, newShop({ defaultLocation: 11, OnboardingStage: 'CREDIT_CARD' })) });
    const onUserChanged = renderPage(newShop({ defaultLocation: 11 }));
    await user.click(options().getByRole('radio', { name: /TEKMETRIC/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onUserChanged).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0][0])).toBe('/partners/api/3/on-boarding/11?shopManagementTypes=TEKMETRIC&onboardingStage=CREDIT_CARD');
  });
});

describe('OnboardingPage: my system is not listed', () => {
  async function openDialog() {
    await user.click(options().getByRole('radio', { name: /My System Is Not Listed/ }));
    await user.click(screen.getByRole('button', { name: 'Contact us' }));
    return screen.findByRole('dialog', { name: 'Tell us about your management system' });
  }

  it('sends the e-mail to support, thanks the user and closes; the stage does not move', async () => {
    const fetchMock = mockFetch({ 'POST /on-boarding-mail': () => jsonResponse(200, { message: 'Thank You we will contact you with the next step!' }) });
    const onUserChanged = renderPage(newShop());
    const dialog = await openDialog();
    // Name and e-mail come from the signed-in user.
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Pat Owner');
    expect(within(dialog).getByRole('textbox', { name: /^Email/ })).toHaveValue('pat@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Phone is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Tell us which system you use.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: /^Phone/ }), '512 555 0188');
    await user.type(within(dialog).getByRole('textbox', { name: /^Your management system/ }), 'GaragePro 7');
    await user.type(within(dialog).getByRole('textbox', { name: /^Message/ }), 'Call me after 3 pm.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank You we will contact you with the next step!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({
      name: 'Pat Owner',
      email: 'pat@example.com',
      phone: '512 555 0188',
      managementSystemName: 'GaragePro 7',
      message: 'Call me after 3 pm.',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onUserChanged).not.toHaveBeenCalled();
  });

  it('says so when the message could not be sent, and keeps the dialog open', async () => {
    mockFetch({ 'POST /on-boarding-mail': () => jsonResponse(503, { status: 503, title: '503 - Service Unavailable', message: 'later' }) });
    renderPage(newShop());
    const dialog = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: /^Phone/ }), '5125550188');
    await user.type(within(dialog).getByRole('textbox', { name: /^Your management system/ }), 'GaragePro');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Something went wrong while sending message')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Tell us about your management system' })).toBeInTheDocument();
  });
});

describe('OnboardingPage, step 2: the card', () => {
  it('shows the card step at CREDIT_CARD, and lets the user go back to change the system', async () => {
    renderPage(newShop({ OnboardingStage: 'CREDIT_CARD' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Card details' })).toBeInTheDocument();
    expect(screen.getByText('the card form')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change management system' }));
    expect(screen.getByRole('radiogroup', { name: 'Which shop management system do you use?' })).toBeInTheDocument();
    expect(screen.queryByText('the card form')).not.toBeInTheDocument();
  });
});
