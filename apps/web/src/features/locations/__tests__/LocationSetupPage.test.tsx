import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch';
import { locationList, makeLocation } from '@/test/locations';
import { renderWithProviders } from '@/test/render';
import { LocationSetupPage } from '../components/LocationSetupPage';

// Location setup (3-operations §2): step 1 offers the account's agent download (appDownloadUrl, sent
// with the location's agent-token status) or says honestly that there is none, and the page links
// the two ways in without the agent: the CSV upload and the Tekmetric connector.

function renderSetup(appDownloadUrl: string | null, canIssueToken = true) {
  mockFetch({
    'GET /locations': () => jsonResponse(200, locationList(makeLocation({ id: 7, name: 'Main Street' }))),
    'GET /locations/7/agent-token': () => jsonResponse(200, { created_at: null, app_download_url: appDownloadUrl }),
  });
  const router = createMemoryRouter(
    [
      {
        path: '/location/setup',
        element: (
          <LocationSetupPage
            locationId={7}
            onLocationChange={vi.fn()}
            canIssueToken={canIssueToken}
            csvUploadHref={(id) => `/locations?locationId=${id}`}
            connectorHref="/settings/managementSystem"
          />
        ),
      },
    ],
    { initialEntries: ['/location/setup?locationId=7'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
}

/** The first step of the installer guide: its label, body and what follows it. */
async function firstStep() {
  const guide = await screen.findByRole('region', { name: 'Installer guide' });
  const label = within(guide).getByText('Download the agent', { selector: '.MuiStepLabel-label' });
  return label.closest('.MuiStep-root') as HTMLElement;
}

afterEach(() => vi.unstubAllGlobals());

describe('LocationSetupPage', () => {
  it('offers the account download in step 1 when the account has one', async () => {
    renderSetup('https://downloads.example.com/rlo-agent-setup.exe');
    const link = await screen.findByRole('link', { name: 'Download the agent' });
    expect(link).toHaveAttribute('href', 'https://downloads.example.com/rlo-agent-setup.exe');
    expect(link).toHaveAttribute('target', '_blank');
    const step = await firstStep();
    expect(step).toContainElement(link);
    expect(step).toHaveTextContent('Download the installer with the button below');
    expect(screen.queryByTestId('agent-download-missing')).toBeNull();
  });

  it('says why there is no download instead of pointing at a missing button', async () => {
    renderSetup(null);
    const missing = await screen.findByTestId('agent-download-missing');
    expect(missing).toHaveTextContent('No download link is set up for your account yet');
    expect(missing).toHaveTextContent('support@rlotraining.com');
    expect(screen.queryByRole('link', { name: 'Download the agent' })).toBeNull();
    const step = await firstStep();
    expect(step).toContainElement(missing);
    expect(step).not.toHaveTextContent(/button/i);
  });

  it('links the CSV upload of this location and the Tekmetric connector as the other ways in', async () => {
    renderSetup(null);
    const section = await screen.findByRole('region', { name: 'Other ways to bring your data in' });
    expect(within(section).getByRole('link', { name: 'Upload a CSV export' })).toHaveAttribute(
      'href',
      '/locations?locationId=7',
    );
    expect(within(section).getByRole('link', { name: 'Connect Tekmetric' })).toHaveAttribute(
      'href',
      '/settings/managementSystem',
    );
  });

  it('leaves the other ways out for users who cannot set a location up', async () => {
    renderSetup(null, false);
    await screen.findByTestId('agent-download-missing');
    expect(screen.queryByRole('region', { name: 'Other ways to bring your data in' })).toBeNull();
  });
});
