import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format, subDays } from 'date-fns';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { LocationActions } from '../components/actions/LocationActions';
import { DashboardContext } from '../components/DashboardContext';
import { lockedUntil } from '../utils/actionLock';

const location = { id: 11, name: 'Main St', isDisable: false };

function renderActions(selected: typeof location | null = location) {
  return renderWithProviders(
    <DashboardContext.Provider
      value={{ partnerId: 3, scope: selected?.id ?? 'all', isShopOwner: true, email: 'pat+shop@example.com' }}
    >
      <LocationActions location={selected} />
    </DashboardContext.Provider>,
  );
}

afterEach(() => window.localStorage.clear());

describe('resend daily summary e-mail', () => {
  it('sends the day as YYYY/MM/DD and the address URL-encoded, then locks the location', async () => {
    const fetchMock = mockFetch({
      'GET /re-send-daily-email': () => jsonResponse(200, { message: 'ok' }),
    });
    renderActions();
    await userEvent.click(screen.getByRole('button', { name: 'Resend daily email' }));
    const dialog = await screen.findByRole('dialog', { name: /Resend daily summary email – Main St/ });
    expect(within(dialog).getByLabelText(/Send to/)).toHaveValue('pat+shop@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    const yesterday = subDays(new Date(), 1);
    expect(
      await screen.findByText(`Daily summary email for ${format(yesterday, 'MM/dd/yyyy')} set successfully`),
    ).toBeInTheDocument();
    const url = String(fetchMock.mock.calls[0][0]);
    expect(url).toContain('partnerId=3&locationId=11');
    expect(url).toContain(
      `date=${format(yesterday, 'yyyy')}%2F${format(yesterday, 'MM')}%2F${format(yesterday, 'dd')}`,
    );
    expect(url).toContain('email=pat%2Bshop%40example.com');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resend daily email' })).toBeDisabled());
    expect(lockedUntil('resend', 11)).not.toBeNull();
    expect(lockedUntil('resync', 11)).toBeNull();
  });

  it('honours a 429 from the server: its message, and the lock is remembered', async () => {
    mockFetch({
      'GET /re-send-daily-email': () =>
        jsonResponse(429, {
          status: 429,
          title: '429 - Too Many Requests',
          message: 'A daily summary e-mail was already requested for this location in the last 48 hours.',
        }),
    });
    renderActions();
    await userEvent.click(screen.getByRole('button', { name: 'Resend daily email' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/already requested for this location/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resend daily email' })).toBeDisabled());
    expect(lockedUntil('resend', 11)).not.toBeNull();
  });
});

describe('resync data', () => {
  it('asks for the resync from a day with a message and shows the spec message', async () => {
    const fetchMock = mockFetch({ 'GET /locations/11/re_sync': () => jsonResponse(200, { message: 'ok' }) });
    renderActions();
    await userEvent.click(screen.getByRole('button', { name: 'Resync data' }));
    const dialog = await screen.findByRole('dialog', { name: /Resync data – Main St/ });
    await userEvent.type(within(dialog).getByLabelText('Message (optional)'), 'Missing ROs');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resync' }));
    expect(
      await screen.findByText('Your Data will resync over the next 24 - 48 working hrs.'),
    ).toBeInTheDocument();
    const url = new URL(String(fetchMock.mock.calls[0][0]), 'http://localhost');
    expect(url.searchParams.get('date')).toBe(format(subDays(new Date(), 1), 'yyyy-MM-dd'));
    expect(url.searchParams.get('message')).toBe('Missing ROs');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resync data' })).toBeDisabled());
  });

  it('needs a single location', () => {
    mockFetch({});
    renderActions(null);
    expect(screen.getByRole('button', { name: 'Resync data' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Resend daily email' })).toBeDisabled();
  });
});
