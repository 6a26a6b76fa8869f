import type { SessionUser } from '@rlo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setUnauthorizedHandler } from '@/lib/api';
import { getSessionExpiresAt, getSignedOutReason, recordSessionExpiry, recordSignedOut } from '@/lib/session';
import { jsonResponse, mockFetch } from '@/test/fetch';
import { locationList, makeLocation } from '@/test/locations';
import { renderWithProviders } from '@/test/render';
import { makeUser } from '@/test/users';
import { createQueryClient } from '../queryClient';
import { appRoutes } from '../router';
import { installUnauthorizedHandler } from '../signOut';

const config = {
  demoMode: false,
  demoSignIns: [],
  externalLinks: {
    courses: 'https://courses.example',
    upcomingEvents: 'https://events.example',
    supportRequest: 'https://support.example',
  },
};
const recently = new Date(Date.now() - 60_000).toISOString();
const locations = locationList(
  makeLocation({ id: 11, name: 'Main St', lastConfig: { sync_enabled: true, last_sync: recently }, shopManagementTypes: 'TEKMETRIC' }),
  makeLocation({ id: 12, name: 'Old Shop', isDisable: true }),
  makeLocation({ id: 13, name: 'North' }),
);
const unauthorized = {
  status: 401,
  title: '401 - Unauthorized',
  message: 'Access is denied due to invalid credentials.',
};

function startApp(path: string) {
  // The app's own client: its error toasts are part of what is tested.
  const queryClient = createQueryClient();
  const router = createMemoryRouter(appRoutes(queryClient), { initialEntries: [path] });
  installUnauthorizedHandler(queryClient, (to) => router.navigate(to));
  renderWithProviders(<RouterProvider router={router} />, queryClient);
  return router;
}

function signedIn(user: SessionUser | null, extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /auth/me': () => (user ? jsonResponse(200, user) : jsonResponse(401, unauthorized)),
    'GET /config': () => jsonResponse(200, config),
    'GET /locations': () => jsonResponse(200, locations),
    ...extra,
  });
}

afterEach(() => {
  setUnauthorizedHandler(null);
  recordSignedOut(null);
  recordSessionExpiry(null);
});

/** No session until the login form is sent; then Pat Owner's. */
function signedOutUntilSignIn() {
  const user = makeUser({ name: 'Pat Owner' });
  let sessionUser: SessionUser | null = null;
  signedIn(null, {
    'GET /auth/me': () => (sessionUser ? jsonResponse(200, sessionUser) : jsonResponse(401, unauthorized)),
    'POST /auth/login': () => {
      sessionUser = user;
      return jsonResponse(200, user);
    },
  });
}

async function signInOnScreen() {
  await userEvent.type(await screen.findByLabelText(/^email/i), 'pat@example.com');
  await userEvent.type(screen.getByLabelText(/^password/i), 'secret');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('routing and guards', () => {
  it('sends a visitor without a session to the login screen', async () => {
    signedIn(null);
    const router = startApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(document.title).toBe('Sign in - Rlo training'));
  });

  it('signs in, toasts and navigates to the dashboard', async () => {
    signedOutUntilSignIn();
    const router = startApp('/login');
    await signInOnScreen();

    expect(await screen.findByText('Signed in as Pat Owner')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('opens a deep link asked for while signed out once signed in (an alert e-mail\'s link)', async () => {
    signedOutUntilSignIn();
    const link = '/alerts?explain=sale_count&location=4&from=2026-11-18&to=2026-11-18';
    const router = startApp(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(link);
    await signInOnScreen();
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(link));
  });

  it('sends a signed-in user away from the login screen', async () => {
    signedIn(makeUser());
    const router = startApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('sends an unverified user to /verify', async () => {
    signedIn(makeUser({ verified: 'false' }));
    const router = startApp('/reports');
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify'));
  });

  it('sends a user still onboarding to /onboarding, with the menu disabled', async () => {
    signedIn(makeUser({ OnboardingStage: 'CREDIT_CARD' }));
    const router = startApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    expect(await screen.findByText('Finish onboarding to unlock the menu.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows unknown pages as not found, inside the layout, with a way to the dashboard', async () => {
    signedIn(makeUser());
    startApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('The page you are looking for does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
    await waitFor(() => expect(document.title).toBe('Page not found - Rlo training'));
  });

  it('signs the user out on a 401 from any call: the sign-in screen says the session expired', async () => {
    // The session ended on the server before the idle countdown did (expired, or ended elsewhere).
    recordSessionExpiry(new Date(Date.now() + 10 * 60_000).toISOString());
    let sessionUser: SessionUser | null = makeUser();
    signedIn(null, {
      'GET /auth/me': () => (sessionUser ? jsonResponse(200, sessionUser) : jsonResponse(401, unauthorized)),
      'GET /locations': () => jsonResponse(401, unauthorized),
      'POST /auth/login': () => {
        sessionUser = makeUser();
        return jsonResponse(200, sessionUser);
      },
    });
    const router = startApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(await screen.findByTestId('signed-out-reason')).toHaveTextContent(
      'You have been signed out because your session expired.',
    );
    // The idle countdown's message, not a toast about credentials the user never typed.
    expect(screen.queryByText('401 - Unauthorized')).toBeNull();
    expect(screen.queryByText('Access is denied due to invalid credentials.')).toBeNull();
    expect(getSessionExpiresAt()).toBeNull();

    // Signing in again puts the reason away.
    sessionUser = null;
    await userEvent.type(screen.getByLabelText(/^email/i), 'pat@example.com');
    await userEvent.type(screen.getByLabelText(/^password/i), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/login'));
    expect(getSignedOutReason()).toBeNull();
  });

  it('ends the session on a 403 as well', async () => {
    const forbidden = { status: 403, title: '403 - Forbidden', message: 'Do not have permission.' };
    const fetchMock = signedIn(makeUser(), {
      'GET /locations': () => jsonResponse(403, forbidden),
      'POST /auth/logout': () => new Response(null, { status: 204 }),
    });
    const router = startApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('403 - Forbidden')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/auth/logout'))).toBe(true);
  });

  it('toasts a failed location list with its status', async () => {
    signedIn(makeUser(), {
      'GET /locations': () => jsonResponse(404, { status: 404, title: '404 - Not Found', message: 'x' }),
    });
    startApp('/dashboard');
    expect(await screen.findByText('Locations could not be loaded - 404')).toBeInTheDocument();
  });
});

describe('main layout', () => {
  it('shows the menu, the external links and a sync light per active location', async () => {
    signedIn(makeUser());
    startApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).getByRole('link', { name: 'Deleted ROs' })).toHaveAttribute(
      'href',
      '/updateRepairOrder',
    );
    expect(within(nav).getByRole('link', { name: 'Coach My Employees' })).toBeInTheDocument();

    const courses = await within(nav).findByRole('link', { name: /Courses/ });
    expect(courses).toHaveAttribute('href', 'https://courses.example');
    expect(courses).toHaveAttribute('target', '_blank');
    expect(courses).toHaveAttribute('rel', 'noopener noreferrer');
    expect(courses).toHaveAccessibleName('Courses (opens in a new tab)');

    const lights = await screen.findByRole('list', { name: 'Location sync status' });
    expect(within(lights).getByRole('img', { name: 'Main St: sync is enabled' })).toBeInTheDocument();
    expect(within(lights).getByRole('img', { name: 'North: sync is not set up' })).toBeInTheDocument();
    expect(within(lights).queryByRole('img', { name: /Old Shop/ })).not.toBeInTheDocument();
  });

  it('offers settings and sign-out in the user menu', async () => {
    const fetchMock = signedIn(makeUser({ name: 'Pat Owner' }), {
      'POST /auth/logout': () => new Response(null, { status: 204 }),
    });
    const router = startApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Pat Owner' }));
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url).endsWith('/auth/logout') && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it('opens the account settings from the user menu', async () => {
    signedIn(makeUser({ name: 'Pat Owner' }));
    const router = startApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Pat Owner' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Settings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/account'));
  });

  it('gives signed-out visitors a sign-up button', async () => {
    signedIn(null);
    const router = startApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(router.state.location.search).toBe('?user=signup'));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('offers the three languages', async () => {
    signedIn(null);
    startApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'English (change language)' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'English',
      'Français',
      'Español',
    ]);
  });
});
