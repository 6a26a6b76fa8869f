import type { SessionUser } from '@rlo/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { makeUser } from '@/test/users';
import { LoginCard } from '../components/LoginCard';

const config = {
  demoMode: false,
  demoSignIns: [],
  externalLinks: { courses: 'https://c', upcomingEvents: 'https://e', supportRequest: 'https://s' },
};

function renderLogin(onSignedIn: (user: SessionUser) => void = vi.fn()) {
  const router = createMemoryRouter([{ path: '/login', element: <LoginCard onSignedIn={onSignedIn} /> }], {
    initialEntries: ['/login'],
  });
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}

const emailField = () => screen.getByLabelText(/^email/i);
const passwordField = () => screen.getByLabelText(/^password/i);
const submit = () => screen.getByRole('button', { name: 'Sign in' });

describe('LoginForm', () => {
  it('has one h1 and labelled fields with autocomplete hints', async () => {
    mockFetch({ 'GET /config': () => jsonResponse(200, config) });
    renderLogin();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(emailField()).toHaveAttribute('autocomplete', 'username');
    expect(passwordField()).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/login?forgot=1');
  });

  it('shows the required messages on submit, without calling the server', async () => {
    const fetchMock = mockFetch({ 'GET /config': () => jsonResponse(200, config) });
    renderLogin();
    await userEvent.click(submit());
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveFocus();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/auth/login'))).toBe(false);
  });

  it('says nothing of a field left empty before the form is sent', async () => {
    mockFetch({ 'GET /config': () => jsonResponse(200, config) });
    renderLogin();
    await userEvent.click(emailField());
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.queryByText('Email is required.')).not.toBeInTheDocument();
    expect(screen.queryByText('Password is required.')).not.toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'false');
  });

  it('puts the focus on the password when it is the only field to correct', async () => {
    mockFetch({ 'GET /config': () => jsonResponse(200, config) });
    renderLogin();
    await userEvent.type(emailField(), 'pat@example.com');
    await userEvent.click(submit());
    expect(await screen.findByText('Password is required.')).toBeInTheDocument();
    expect(screen.queryByText('Email is required.')).not.toBeInTheDocument();
    expect(passwordField()).toHaveFocus();
  });

  it('shows nothing before a field is touched, then validates the email on leaving it', async () => {
    mockFetch({ 'GET /config': () => jsonResponse(200, config) });
    renderLogin();
    await userEvent.type(emailField(), 'not-an-email');
    expect(screen.queryByText('Enter a valid email address.')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    await userEvent.clear(emailField());
    await userEvent.type(emailField(), 'pat@example.com');
    await waitFor(() => expect(screen.queryByText('Enter a valid email address.')).not.toBeInTheDocument());
  });

  it('says so when the credentials are wrong (401)', async () => {
    mockFetch({
      'GET /config': () => jsonResponse(200, config),
      'POST /auth/login': () => jsonResponse(401, { status: 401, title: '401 - Unauthorized', message: 'x' }),
    });
    const onSignedIn = vi.fn();
    renderLogin(onSignedIn);
    await userEvent.type(emailField(), 'pat@example.com');
    await userEvent.type(passwordField(), 'wrong');
    await userEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Username and password are wrong.');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('sends the credentials, disables the button while waiting, then toasts and hands over the user', async () => {
    const user = makeUser({ name: 'Pat Owner' });
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = mockFetch({
      'GET /config': () => jsonResponse(200, config),
      'POST /auth/login': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const onSignedIn = vi.fn();
    renderLogin(onSignedIn);
    await userEvent.type(emailField(), ' pat@example.com ');
    await userEvent.type(passwordField(), 'secret');
    await userEvent.click(submit());

    await waitFor(() => expect(submit()).toBeDisabled());
    expect(screen.getByRole('progressbar', { hidden: true })).toBeInTheDocument();
    const loginCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/auth/login'));
    expect(JSON.parse(String(loginCall?.[1]?.body))).toEqual({
      email: 'pat@example.com',
      password: 'secret',
    });

    answer(jsonResponse(200, user));
    expect(await screen.findByText('Signed in as Pat Owner')).toBeInTheDocument();
    expect(onSignedIn).toHaveBeenCalledWith(user);
  });

  it('toasts other failures with the catalogue text', async () => {
    mockFetch({
      'GET /config': () => jsonResponse(200, config),
      'POST /auth/login': () =>
        jsonResponse(500, { status: 500, title: '500 - Internal Server Error', message: 'x' }),
    });
    renderLogin();
    await userEvent.type(emailField(), 'pat@example.com');
    await userEvent.type(passwordField(), 'secret');
    await userEvent.click(submit());
    expect(await screen.findByText('500 - Internal Server Error')).toBeInTheDocument();
    expect(
      screen.getByText('An unexpected error has occurred. Please refresh the page and try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Username and password are wrong.')).not.toBeInTheDocument();
  });

  it('lists the demo sign-ins in demo mode and fills the form from them', async () => {
    mockFetch({
      'GET /config': () =>
        jsonResponse(200, {
          ...config,
          demoMode: true,
          demoSignIns: [{ email: 'demo@rlo.test', password: 'demo-pass', label: 'Shop owner' }],
        }),
    });
    renderLogin();
    await userEvent.click(await screen.findByRole('button', { name: 'Use the Shop owner account' }));
    expect(emailField()).toHaveValue('demo@rlo.test');
    expect(passwordField()).toHaveValue('demo-pass');
  });

  it('names the demo accounts by their role in the interface language, not by the server label', async () => {
    mockFetch({
      'GET /config': () =>
        jsonResponse(200, {
          ...config,
          demoMode: true,
          demoSignIns: [{ email: 'advisor@rlo.test', password: 'demo-pass', label: 'untranslated label', role: 'advisor' }],
        }),
    });
    renderLogin();
    expect(await screen.findByText('Service advisor (Location manager)')).toBeInTheDocument();
    expect(screen.queryByText('untranslated label')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use the Service advisor (Location manager) account' })).toBeInTheDocument();
  });

  it('shows no demo box when /config fails', async () => {
    const fetchMock = mockFetch({ 'GET /config': () => jsonResponse(500, {}) });
    renderLogin();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByText('Demo accounts')).not.toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });
});
