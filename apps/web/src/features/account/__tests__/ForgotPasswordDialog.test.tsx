import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { ForgotPasswordDialog } from '../components/ForgotPasswordDialog';

const user = userEvent.setup({ delay: null });

function renderForgot() {
  const onClose = vi.fn();
  renderWithProviders(<ForgotPasswordDialog open onClose={onClose} />);
  return onClose;
}

const email = () => screen.getByLabelText(/^Email/, { selector: 'input' });
const send = () => screen.getByRole('button', { name: 'Send reset link' });

describe('ForgotPasswordDialog', () => {
  it('asks for the e-mail of the account', () => {
    renderForgot();
    expect(screen.getByRole('dialog', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(email()).toHaveFocus();
    expect(email()).toHaveAttribute('autocomplete', 'username');
  });

  it.each([
    ['', 'Email is required.'],
    ['a@b', 'Email must have at least 5 characters.'],
    ['pat.example.com', 'Enter a valid email address.'],
  ])('"%s" → %s, once the field was left', async (value, message) => {
    renderForgot();
    if (value) await user.type(email(), value);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('validates on submit without calling the server', async () => {
    const fetchMock = mockFetch({});
    renderForgot();
    await user.click(send());
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the request, toasts and closes', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = mockFetch({
      'POST /auth/forgot-password': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const onClose = renderForgot();
    await user.type(email(), ' pat@example.com ');
    await user.click(send());
    await waitFor(() => expect(send()).toBeDisabled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ email: 'pat@example.com' });

    answer(jsonResponse(200, { message: 'If an account exists…' }));
    expect(await screen.findByText('Password request send successfully.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('says so when the request fails, and stays open', async () => {
    mockFetch({
      'POST /auth/forgot-password': () =>
        jsonResponse(429, { status: 429, title: '429 - Too Many Requests', message: 'Slow down.' }),
    });
    const onClose = renderForgot();
    await user.type(email(), 'pat@example.com');
    await user.click(send());
    expect(await screen.findByText("Something goe's wrong while sending request.")).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(send()).toBeEnabled();
  });

  it('closes with Cancel', async () => {
    const onClose = renderForgot();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
