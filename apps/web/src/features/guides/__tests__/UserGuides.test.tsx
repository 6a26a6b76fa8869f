import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserGuideSummary } from '@rlo/contract';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { UserGuidesPage } from '../components/UserGuidesPage';

const summary = (section: 'SCREEN' | 'KPI', key: string, title: string, text: string, extra: Partial<UserGuideSummary> = {}): UserGuideSummary => ({
  section, key, title, summary: text, kpiGroup: null, locale: 'en_US', modalView: 50, comingSoon: false, ...extra,
});

const index = {
  locale: 'en_US',
  screens: [
    summary('SCREEN', 'dashboard', 'Dashboard', 'Your shop at a glance.', { modalView: 100 }),
    summary('SCREEN', 'desktopAgent', 'Desktop agent installer', '', { comingSoon: true }),
  ],
  kpis: [summary('KPI', 'average_sale_cents', 'Average repair order (ARO)', 'What an average RO is worth.', { kpiGroup: 'daily' })],
  groups: [summary('KPI', 'group.daily', 'Daily summary', 'Month-to-date figures.', { kpiGroup: 'daily', modalView: 100 })],
};

describe('user guides screen', () => {
  it('lists screen and KPI guides, filters by search, and opens a guide in a modal of its width', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /userGuide/index': () => jsonResponse(200, index),
      'GET /userGuide/userGuides/KPI/average_sale_cents': () =>
        jsonResponse(200, { section: 'KPI', key: 'average_sale_cents', kpiGroup: 'daily', locale: 'en_US', title: 'Average repair order (ARO)', modalView: 25, html: '<h3>How it is computed</h3><p>Gross sales ÷ car count.</p>', comingSoon: false }),
      'GET /userGuide/userGuides/SCREEN/desktopAgent': () =>
        jsonResponse(200, { section: 'SCREEN', key: 'desktopAgent', kpiGroup: null, locale: 'en_US', title: 'Desktop agent installer', modalView: 50, html: '', comingSoon: true }),
    });
    renderWithProviders(<UserGuidesPage />);
    expect(await screen.findByRole('button', { name: /Dashboard/ })).toBeInTheDocument();
    expect(screen.getByText('Daily summary')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search the guides'), 'aro');
    expect(screen.queryByRole('button', { name: /Dashboard/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Average repair order/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Average repair order (ARO)' });
    expect(await within(dialog).findByText('Gross sales ÷ car count.')).toBeInTheDocument();
    expect(document.querySelector(`[data-modal-view="25"]`)).not.toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    // Until the exit transition ends MUI keeps the page aria-hidden, so the list's buttons are not reachable yet.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.clear(screen.getByLabelText('Search the guides'));
    await user.type(screen.getByLabelText('Search the guides'), 'zzz');
    expect(screen.getByText('No guide matches “zzz”.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search the guides'));
    await user.click(screen.getByRole('button', { name: /Desktop agent installer/ }));
    expect(await screen.findByText(/This guide is coming soon/)).toBeInTheDocument();
    // Many typed keystrokes: slow on a busy machine.
  }, 30_000);

  it('shows an error with a retry when the list cannot load', async () => {
    mockFetch({ 'GET /userGuide/index': () => jsonResponse(500, { status: 500, title: 'Internal Server Error', message: 'boom' }) });
    renderWithProviders(<UserGuidesPage />);
    expect(await screen.findByText('The guides could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
