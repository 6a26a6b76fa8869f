import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { ResetPasswordCard } from '../components/ResetPasswordCard';

const user = userEvent.setup({ delay: null });

function renderReset() {
  const onReset = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/reset-password',
        element: <ResetPasswordCard token="link-token" loginPath="/login" onReset={onReset} />,
      },
    ],
    { initialEntries: ['/reset-password?token=link-token'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return onReset;
}

const password = () => screen.getByLabelText(/^New password/, { selector: 'input' });
const retype = () => screen.getByLabelText(/^Retype password/, { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Reset password' });

describe('ResetPasswordCard', () => {
  it('has a title, a message, both fields and a way back to sign in', () => {
    renderReset();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    expect(
      screen.getByText('Choose a new password for your account, then sign in with it.'),
    ).toBeInTheDocument();
    expect(password()).toHaveAttribute('autocomplete', 'new-password');
    expect(retype()).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the required messages on submit, without calling the server', async () => {
    const fetchMock = mockFetch({});
    renderReset();
    await user.click(submit());
    expect(await screen.findByText('Password is required.')).toBeInTheDocument();
    expect(screen.getByText('Please retype the password.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('needs 5 characters, shown once the field was left', async () => {
    renderReset();
    await user.type(password(), 'abcd');
    expect(screen.queryByText('Password must have at least 5 characters.')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Password must have at least 5 characters.')).toBeInTheDocument();
  });

  it('says "Password must be matched." when the passwords differ, and checks again when the password changes', async () => {
    renderReset();
    await user.type(password(), 'secret1');
    await user.type(retype(), 'secret2');
    await user.tab();
    expect(await screen.findByText('Password must be matched.')).toBeInTheDocument();
    await user.clear(password());
    await user.type(password(), 'secret2');
    await waitFor(() => expect(screen.queryByText('Password must be matched.')).not.toBeInTheDocument());
  });

  it('does not flag the untouched retype field while the password is typed', async () => {
    renderReset();
    await user.type(password(), 'secret1');
    await user.tab();
    await user.type(password(), 'x');
    expect(screen.queryByText('Please retype the password.')).not.toBeInTheDocument();
  });

  it('sends token and passwords with a progress bar and a disabled button, then toasts and goes on', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = mockFetch({
      'POST /auth/reset-password': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const onReset = renderReset();
    await user.type(password(), 'secret1');
    await user.type(retype(), 'secret1');
    await user.click(submit());

    await waitFor(() => expect(submit()).toBeDisabled());
    expect(screen.getByRole('progressbar', { name: 'Changing your password' })).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      token: 'link-token',
      password: 'secret1',
      retypePassword: 'secret1',
    });

    answer(jsonResponse(200, { message: 'Password changed successfully.' }));
    expect(await screen.findByText('Password changed successfully.')).toBeInTheDocument();
    expect(onReset).toHaveBeenCalled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says so when the reset fails, with the reason of a refused link', async () => {
    mockFetch({
      'POST /auth/reset-password': () =>
        jsonResponse(400, {
          status: 400,
          title: '400 - Bad Request',
          message: 'This password reset link has expired. Please request a new one.',
        }),
    });
    const onReset = renderReset();
    await user.type(password(), 'secret1');
    await user.type(retype(), 'secret1');
    await user.click(submit());
    expect(await screen.findByText("Something goe's wrong, while resetting password.")).toBeInTheDocument();
    expect(
      screen.getByText(
        'This password reset link has expired. Please request a new one. Use “Forgot password?” on the sign-in screen to get a new link.',
      ),
    ).toBeInTheDocument();
    expect(onReset).not.toHaveBeenCalled();
    expect(submit()).toBeEnabled();
  });

  it('toasts the spec message on any other failure', async () => {
    mockFetch({
      'POST /auth/reset-password': () =>
        jsonResponse(500, { status: 500, title: '500 - Internal Server Error', message: 'x' }),
    });
    renderReset();
    await user.type(password(), 'secret1');
    await user.type(retype(), 'secret1');
    await user.click(submit());
    expect(await screen.findByText("Something goe's wrong, while resetting password.")).toBeInTheDocument();
    expect(screen.queryByText(/to get a new link/)).not.toBeInTheDocument();
  });
});
