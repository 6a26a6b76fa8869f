import type { SessionUser } from '@rlo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setUnauthorizedHandler } from '@/lib/api';
import { recordSessionExpiry } from '@/lib/session';
import { jsonResponse, mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { makeUser } from '@/test/users';
import { createQueryClient } from '../queryClient';
import { appRoutes } from '../router';
import { installUnauthorizedHandler } from '../signOut';

const user = userEvent.setup({ delay: null });
const config = {
  demoMode: false,
  demoSignIns: [],
  externalLinks: {
    courses: 'https://c.example',
    upcomingEvents: 'https://e.example',
    supportRequest: 'https://s.example',
  },
};
const unauthorized = {
  status: 401,
  title: '401 - Unauthorized',
  message: 'Access is denied due to invalid credentials.',
};
const noContent = () => new Response(null, { status: 204 });

function startApp(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(appRoutes(queryClient), { initialEntries: [path] });
  installUnauthorizedHandler(queryClient, (to) => router.navigate(to));
  renderWithProviders(<RouterProvider router={router} />, queryClient);
  return router;
}

/** The server: who is signed in, and the session expiry its answers carry. */
function server(
  session: { user: SessionUser | null; expiresAt?: string },
  extra: Parameters<typeof mockFetch>[0] = {},
) {
  return mockFetch({
    'GET /auth/me': () =>
      session.user
        ? jsonResponse(
            200,
            session.user,
            session.expiresAt ? { 'x-session-expires-at': session.expiresAt } : {},
          )
        : jsonResponse(401, unauthorized),
    'GET /config': () => jsonResponse(200, config),
    'GET /locations': () => jsonResponse(200, { items: [], total: 0 }),
    ...extra,
  });
}

afterEach(() => {
  setUnauthorizedHandler(null);
  recordSessionExpiry(null);
});

describe('sign-up from the login screen', () => {
  it('opens with ?user=signup and closes back to the login screen', async () => {
    server({ user: null });
    const router = startApp('/login?user=signup');
    expect(await screen.findByRole('dialog', { name: 'Member sign-up' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Member sign-up - Rlo training'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens from the header Sign up button', async () => {
    server({ user: null });
    startApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('dialog', { name: 'Member sign-up' })).toBeInTheDocument();
  });

  it('signs the new owner in and shows /verify with their address', async () => {
    const created = makeUser({
      email: 'new@shop.com',
      verified: 'false',
      OnboardingStage: 'MANAGEMENT_SYSTEM',
    });
    const session: { user: SessionUser | null } = { user: null };
    server(session, {
      'POST /partners': () => {
        session.user = created;
        return jsonResponse(201, created);
      },
    });
    const router = startApp('/login?user=signup');
    const dialog = await screen.findByRole('dialog', { name: 'Member sign-up' });
    const fill = async (label: RegExp, value: string) =>
      user.type(within(dialog).getByLabelText(label, { selector: 'input' }), value);
    await fill(/^Business name/, 'Main Street Auto');
    await fill(/^Business zip code/, '78701');
    await fill(/^Business website/, 'mainstreetauto.com');
    await fill(/^Contact name/, 'Pat Owner');
    await fill(/^Contact phone/, '5125550188');
    await fill(/^Contact email/, 'new@shop.com');
    await fill(/^Password\s*\*?$/, 'secret1');
    await fill(/^Password again/, 'secret1');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/verify'));
    expect(
      await screen.findByText(/We have sent a confirmation email to new@shop.com\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign up' })).not.toBeInTheDocument();
  });
});

describe('forgot password', () => {
  it('opens from the "Forgot password?" link and closes back', async () => {
    server({ user: null });
    const router = startApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('dialog', { name: 'Forgot your password?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

describe('/verify', () => {
  it('spends the link, then the guard sends the verified user on to onboarding', async () => {
    const session = { user: makeUser({ verified: 'false', OnboardingStage: 'MANAGEMENT_SYSTEM' }) };
    server(session, {
      'POST /auth/verify': () => {
        session.user = { ...session.user, verified: 'true' };
        return jsonResponse(200, session.user);
      },
    });
    const router = startApp('/verify?token=abc');
    expect(await screen.findByText('Your email address is confirmed.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
  });

  it('signs out from the page', async () => {
    const fetchMock = server({ user: makeUser({ verified: 'false' }) }, { 'POST /auth/logout': noContent });
    const router = startApp('/verify');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/auth/logout'))).toBe(true);
  });
});

describe('/reset-password', () => {
  it('changes the password and shows the login screen', async () => {
    server({ user: null }, { 'POST /auth/reset-password': () => jsonResponse(200, { message: 'ok' }) });
    const router = startApp('/reset-password?token=abc');
    await user.type(await screen.findByLabelText(/^New password/, { selector: 'input' }), 'secret1');
    await user.type(screen.getByLabelText(/^Retype password/, { selector: 'input' }), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password changed successfully.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(document.title).toBe('Sign in - Rlo training'));
  });
});

describe('idle session in the main layout', () => {
  it('warns two minutes before the session expires', async () => {
    server({ user: makeUser(), expiresAt: new Date(Date.now() + 100_000).toISOString() });
    startApp('/dashboard');
    expect(
      await screen.findByRole('dialog', { name: 'Your session is about to expire' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/your session will end in 2 minutes/)).toBeInTheDocument();
  });

  it('signs out at zero and shows the login screen', async () => {
    const fetchMock = server(
      { user: makeUser(), expiresAt: new Date(Date.now() + 1500).toISOString() },
      { 'POST /auth/logout': noContent },
    );
    const router = startApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 6000 });
    expect(
      await screen.findByText('You have been signed out because your session expired.'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/auth/logout'))).toBe(true);
  });
});
