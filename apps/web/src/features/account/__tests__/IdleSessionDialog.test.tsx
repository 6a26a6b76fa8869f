import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { getSignedOutReason, recordSessionExpiry, recordSignedOut } from '@/lib/session';
import { jsonResponse, mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { makeUser } from '@/test/users';
import { IdleSessionDialog } from '../components/IdleSessionDialog';

const NOW = Date.parse('2030-01-01T10:00:00.000Z');
const inSeconds = (seconds: number) => new Date(NOW + seconds * 1000).toISOString();

function renderDialog(expiresInSeconds: number | null) {
  recordSessionExpiry(expiresInSeconds === null ? null : inSeconds(expiresInSeconds));
  const onExpired = vi.fn(() => recordSessionExpiry(null));
  renderWithProviders(<IdleSessionDialog onExpired={onExpired} />);
  return onExpired;
}

/** Moves the clock and lets the countdown's one-second tick run. */
function elapse(seconds: number) {
  act(() => vi.advanceTimersByTime(seconds * 1000));
}

const dialog = () => screen.queryByRole('dialog', { name: 'Your session is about to expire' });

beforeEach(() => {
  // Only the clock and the countdown's interval are fake: dialogs and toasts keep real timeouts.
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  // Forget the session, and any clock difference a test taught the store.
  vi.setSystemTime(NOW);
  recordSessionExpiry(null, new Date(NOW).toUTCString());
  recordSignedOut(null);
  vi.useRealTimers();
});

describe('IdleSessionDialog', () => {
  it('stays closed without a session and while more than two minutes are left', () => {
    renderDialog(null);
    expect(dialog()).not.toBeInTheDocument();
    recordSessionExpiry(inSeconds(10 * 60));
    elapse(1);
    expect(dialog()).not.toBeInTheDocument();
  });

  it('opens two minutes before expiry with the minutes remaining and a full bar', async () => {
    renderDialog(121);
    expect(dialog()).not.toBeInTheDocument();
    elapse(1);
    expect(
      await screen.findByRole('dialog', { name: 'Your session is about to expire' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'You have been inactive for a while. For your security, your session will end in 2 minutes.',
      ),
    ).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Time left before logout' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '120 seconds left');
    expect(screen.getByRole('button', { name: 'Stay logged in' })).toBeEnabled();
  });

  it('counts down: 1 minute from 60 s, then the logout warning with the seconds from 30 s', async () => {
    renderDialog(120);
    elapse(60);
    expect(
      await screen.findByText(
        'You have been inactive for a while. For your security, your session will end in 1 minute.',
      ),
    ).toBeInTheDocument();
    elapse(29);
    expect(screen.getByText(/session will end in 1 minute/)).toBeInTheDocument();
    elapse(1);
    expect(screen.getByText('You will be logged out in 30 seconds.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Time left before logout' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    elapse(29);
    expect(screen.getByText('You will be logged out in 1 second.')).toBeInTheDocument();
  });

  it('extends the session with "Stay logged in" and closes', async () => {
    const fetchMock = mockFetch({
      'POST /auth/extend': () =>
        jsonResponse(200, makeUser(), { 'x-session-expires-at': inSeconds(30 * 60) }),
    });
    const onExpired = renderDialog(45);
    elapse(1);
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(await screen.findByRole('button', { name: 'Stay logged in' }));
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/partners/api/auth/extend');
    expect(init).toMatchObject({ method: 'POST' });
    elapse(60);
    expect(dialog()).not.toBeInTheDocument();
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('signs the user out once at zero, saying why', async () => {
    const onExpired = renderDialog(3);
    elapse(1);
    expect(await screen.findByText('You will be logged out in 2 seconds.')).toBeInTheDocument();
    elapse(2);
    await waitFor(() => expect(onExpired).toHaveBeenCalledTimes(1));
    // The sign-in screen says why (features/auth LoginCard shows this reason).
    expect(getSignedOutReason()).toBe('sessionExpired');
    elapse(5);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('counts on the server clock when this browser clock is wrong', async () => {
    // The browser runs ten minutes slow; the server sent its own time with the expiry.
    const serverTime = NOW + 10 * 60_000;
    mockFetch({
      'GET /auth/me': () =>
        jsonResponse(200, makeUser(), {
          'x-session-expires-at': new Date(serverTime + 60_000).toISOString(),
          date: new Date(serverTime).toUTCString(),
        }),
    });
    await api('/auth/me');
    renderWithProviders(<IdleSessionDialog onExpired={vi.fn()} />);
    elapse(1);
    // One minute left on the server's clock, eleven on the browser's: the warning shows.
    expect(await screen.findByText(/session will end in 1 minute\./)).toBeInTheDocument();
  });

  it('keeps counting when a later answer repeats the known expiry under another Date', async () => {
    // A poll answered with the same expiry teaches nothing new about the server's clock.
    const expiresAt = inSeconds(90);
    let serverTime = NOW;
    mockFetch({
      'GET /things': () =>
        jsonResponse(200, {}, { 'x-session-expires-at': expiresAt, date: new Date(serverTime).toUTCString() }),
    });
    await api('/things');
    renderWithProviders(<IdleSessionDialog onExpired={vi.fn()} />);
    elapse(1);
    expect(await screen.findByText(/session will end in 2 minutes\./)).toBeInTheDocument();
    serverTime = NOW - 10 * 60_000;
    await api('/things');
    elapse(1);
    expect(screen.getByText(/session will end in 2 minutes\./)).toBeInTheDocument();
  });
});
