import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { makeUser } from '@/test/users';
import { VerifyCard } from '../components/VerifyCard';

const user = userEvent.setup({ delay: null });

function renderVerify({ token, email }: { token: string | null; email: string | null }) {
  const onVerified = vi.fn();
  const onSignOut = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/verify',
        element: (
          <VerifyCard
            token={token}
            email={email}
            loginPath="/login"
            onVerified={onVerified}
            onSignOut={onSignOut}
          />
        ),
      },
    ],
    { initialEntries: ['/verify'] },
  );
  renderWithProviders(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return { onVerified, onSignOut };
}

const refused = {
  status: 400,
  title: '400 - Bad Request',
  message: 'This verification link has expired. Please request a new confirmation email.',
};

describe('VerifyCard', () => {
  it('explains the e-mail sent to the user, and sends it again', async () => {
    const fetchMock = mockFetch({ 'POST /auth/reconfirm': () => jsonResponse(200, { message: 'ok' }) });
    renderVerify({ token: null, email: 'pat@example.com' });
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your email address' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'We have sent a confirmation email to pat@example.com. Open the link in that email to activate your account.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the confirmation email again' }));
    expect(await screen.findByText('Confirmation email sent successfully.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toEqual([
      'POST /partners/api/auth/reconfirm',
    ]);
  });

  it('offers to sign out', async () => {
    const { onSignOut } = renderVerify({ token: null, email: 'pat@example.com' });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalled();
  });

  it('spends the token of the link once, then goes on', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = mockFetch({
      'POST /auth/verify': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { onVerified } = renderVerify({ token: 'link-token', email: 'pat@example.com' });
    expect(await screen.findByText('Confirming your email address…')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Send the confirmation email again' }),
    ).not.toBeInTheDocument();
    answer(jsonResponse(200, makeUser()));
    await waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
    // Strict mode runs effects twice: the link is still spent only once.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ token: 'link-token' });
  });

  it('shows why a link is refused, and offers a new e-mail to a signed-in user', async () => {
    mockFetch({
      'POST /auth/verify': () => jsonResponse(400, refused),
      'POST /auth/reconfirm': () => jsonResponse(200, { message: 'ok' }),
    });
    const { onVerified } = renderVerify({ token: 'old-token', email: 'pat@example.com' });
    expect(await screen.findByText('This link cannot be used')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(refused.message);
    await user.click(screen.getByRole('button', { name: 'Send the confirmation email again' }));
    expect(await screen.findByText('Confirmation email sent successfully.')).toBeInTheDocument();
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('sends a visitor without a session to sign in for a new link', async () => {
    mockFetch({ 'POST /auth/verify': () => jsonResponse(400, refused) });
    renderVerify({ token: 'old-token', email: null });
    expect(await screen.findByRole('alert')).toHaveTextContent(refused.message);
    expect(screen.getByRole('link', { name: 'Sign in to get a new link' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });
});
