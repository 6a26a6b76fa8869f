import type { Account } from '@rlo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { AccountSettings } from '../components/AccountSettings';

const user = userEvent.setup({ delay: null });

/** The demo account as it was loaded before it had its details: no website, zip or phone. */
const DEMO_LIKE: Account = {
  id: 7,
  businessName: 'Demo Auto Group',
  website: null,
  address: null,
  city: null,
  state: null,
  zip: null,
  timezone: 'US/Central',
  contactName: 'Dana Owner',
  phone: null,
  email: 'owner@demo-auto.com',
  cardType: 'Visa',
  cardLast4: '4242',
  subscriptionText: 'None ($0.00/month)',
  plan: {
    status: 'Active',
    subscriptions: [
      { subscription: 'rlo_standard', locations: 3 },
      { subscription: 'rlo_daily_email', locations: 3 },
      { subscription: 'measure_my_shop', locations: 1 },
    ],
  },
  appDownloadUrl: null,
  paymentProcessingPublicKey: null,
  paymentAccountId: null,
};
const COMPLETE: Account = { ...DEMO_LIKE, website: 'www.demo-auto.com', zip: '78701', phone: '(512) 555-0100', city: 'Austin' };

function renderAccount(account: Account) {
  const fetchMock = mockFetch({
    'GET /account/7': () => jsonResponse(200, account),
    'POST /account/7': () => jsonResponse(204),
  });
  renderWithProviders(
    <AccountSettings partnerId={7} canEdit onCardChanged={vi.fn()} renderCardForm={() => <p>The card form</p>} />,
  );
  return fetchMock;
}

const posted = async (fetchMock: ReturnType<typeof renderAccount>) => {
  await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
  const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'POST')!;
  return JSON.parse(String(init?.body)) as Record<string, unknown>;
};

const save = () => screen.getByRole('button', { name: 'Save details' });
const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('AccountSettings', { timeout: 30_000 }, () => {
  it("shows an active subscriber's plan, not 'None ($0.00/month)'", async () => {
    renderAccount(COMPLETE);
    const subscription = await screen.findByRole('region', { name: 'Subscription' });
    expect(within(subscription).getByTestId('subscription-status')).toHaveTextContent('Active');
    expect(within(subscription).getByTestId('subscription-text')).toHaveTextContent('RLO Standard, RLO Daily Email, and Measure My Shop');
    const items = within(subscription).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['RLO Standard3 locations', 'RLO Daily Email3 locations', 'Measure My Shop1 location']);
    expect(subscription).not.toHaveTextContent('None');
  });

  it('shows the default text when no location subscribes', async () => {
    renderAccount({ ...COMPLETE, plan: { status: 'Active', subscriptions: [] } });
    const subscription = await screen.findByRole('region', { name: 'Subscription' });
    expect(within(subscription).getByTestId('subscription-text')).toHaveTextContent('None ($0.00/month)');
  });

  it('lets the owner of an account missing required details save it: what is missing is marked at once', async () => {
    const fetchMock = renderAccount(DEMO_LIKE);
    await screen.findByTestId('account-incomplete');
    expect(save()).toBeEnabled();
    expect(await screen.findByText('Business website is required.')).toBeInTheDocument();
    expect(screen.getByText('Business zip is required.')).toBeInTheDocument();
    expect(screen.getByText('Contact phone is required.')).toBeInTheDocument();

    await user.type(field(/^Business website/), 'www.demo-auto.com');
    await user.type(field(/^Zip/), '78701');
    await user.type(field(/^Contact phone/), '5125550100');
    await user.click(save());
    expect(await posted(fetchMock)).toMatchObject({ website: 'www.demo-auto.com', zip: '78701', phone: '5125550100', businessName: 'Demo Auto Group' });
  });

  it('enables Save on a complete account once something changed, and sends the change', async () => {
    const fetchMock = renderAccount(COMPLETE);
    await screen.findByDisplayValue('Demo Auto Group');
    expect(screen.queryByTestId('account-incomplete')).not.toBeInTheDocument();
    expect(save()).toBeDisabled();
    await user.clear(field(/^City/));
    await user.type(field(/^City/), 'Round Rock');
    expect(save()).toBeEnabled();
    await user.click(save());
    expect(await posted(fetchMock)).toMatchObject({ city: 'Round Rock', website: 'www.demo-auto.com' });
  });

  it('closes the card dialog with Cancel or its close button, the card on file unchanged', async () => {
    renderAccount(COMPLETE);
    await user.click(await screen.findByRole('button', { name: 'Change card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment information' });
    expect(within(dialog).getByText('The card form')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Change card' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('card-on-file')).toHaveTextContent('Visa •••• 4242');
  });
});
