import axe from 'axe-core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordSessionExpiry } from '@/lib/session';
import { mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { ForgotPasswordDialog } from '../components/ForgotPasswordDialog';
import { IdleSessionDialog } from '../components/IdleSessionDialog';
import { ResetPasswordCard } from '../components/ResetPasswordCard';
import { SignUpDialog } from '../components/SignUpDialog';
import { VerifyCard } from '../components/VerifyCard';

async function violations() {
  // jsdom does not lay out or paint: contrast is checked in a real browser, not here.
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

function inRouter(element: ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  renderWithProviders(<RouterProvider router={router} />);
}

// axe walks the whole page in jsdom: seconds, not milliseconds.
const AXE_TIMEOUT_MS = 20_000;
const user = userEvent.setup({ delay: null });

describe('account screens (axe)', () => {
  beforeEach(() => {
    // axe measures icon glyphs on a canvas, which jsdom lacks; without one it skips that check quietly.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    mockFetch({});
  });
  afterEach(() => recordSessionExpiry(null));

  it(
    'sign-up dialog, with its errors shown',
    async () => {
      renderWithProviders(<SignUpDialog open onClose={vi.fn()} onSignedUp={vi.fn()} />);
      await user.click(screen.getByRole('button', { name: 'Create account' }));
      await screen.findByText('You must accept the terms of service.');
      expect(await violations()).toEqual([]);
    },
    AXE_TIMEOUT_MS,
  );

  it(
    'terms of service',
    async () => {
      renderWithProviders(<SignUpDialog open onClose={vi.fn()} onSignedUp={vi.fn()} />);
      await user.click(screen.getByRole('button', { name: 'Terms of Service' }));
      const terms = await screen.findByRole('dialog', { name: 'Terms of Service' });
      expect(within(terms).getAllByRole('listitem')).toHaveLength(10);
      expect(await violations()).toEqual([]);
    },
    AXE_TIMEOUT_MS,
  );

  it(
    'forgot-password dialog',
    async () => {
      renderWithProviders(<ForgotPasswordDialog open onClose={vi.fn()} />);
      await user.click(screen.getByRole('button', { name: 'Send reset link' }));
      await screen.findByText('Email is required.');
      expect(await violations()).toEqual([]);
    },
    AXE_TIMEOUT_MS,
  );

  it(
    'reset-password page and /verify',
    async () => {
      inRouter(
        <>
          <ResetPasswordCard token="t" loginPath="/login" onReset={vi.fn()} />
          <VerifyCard
            token={null}
            email="pat@example.com"
            loginPath="/login"
            onVerified={vi.fn()}
            onSignOut={vi.fn()}
          />
        </>,
      );
      await screen.findByRole('heading', { name: 'Reset your password' });
      expect(await violations()).toEqual([]);
    },
    AXE_TIMEOUT_MS,
  );

  it(
    'idle-session dialog',
    async () => {
      recordSessionExpiry(new Date(Date.now() + 60_000).toISOString());
      renderWithProviders(<IdleSessionDialog onExpired={vi.fn()} />);
      await screen.findByRole('dialog', { name: 'Your session is about to expire' });
      expect(await violations()).toEqual([]);
    },
    AXE_TIMEOUT_MS,
  );
});
