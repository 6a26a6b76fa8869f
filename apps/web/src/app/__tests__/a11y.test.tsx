import axe from 'axe-core';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch';
import { locationList, makeLocation } from '@/test/locations';
import { renderWithProviders } from '@/test/render';
import { makeUser } from '@/test/users';
import { createQueryClient } from '../queryClient';
import { appRoutes } from '../router';

const config = {
  demoMode: true,
  demoSignIns: [{ email: 'demo@rlo.test', password: 'demo', label: 'Shop owner' }],
  externalLinks: {
    courses: 'https://c.example',
    upcomingEvents: 'https://e.example',
    supportRequest: 'https://s.example',
  },
};
const locations = locationList(makeLocation({ id: 11, name: 'Main St' }));

async function violations() {
  // jsdom does not lay out or paint: contrast is checked in a real browser, not here.
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

function start(path: string, signedIn: boolean) {
  mockFetch({
    'GET /auth/me': () =>
      signedIn
        ? jsonResponse(200, makeUser())
        : jsonResponse(401, { status: 401, title: '401', message: 'no' }),
    'GET /config': () => jsonResponse(200, config),
    'GET /locations': () => jsonResponse(200, locations),
  });
  const queryClient = createQueryClient();
  const router = createMemoryRouter(appRoutes(queryClient), { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />, queryClient);
}

// axe walks the whole page in jsdom: seconds, not milliseconds.
const AXE_TIMEOUT_MS = 20_000;

describe('accessibility (axe)', () => {
  // axe measures icon glyphs on a canvas, which jsdom lacks; without one it skips that check quietly.
  beforeEach(() => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });

  it(
    'finds nothing on the login screen',
    async () => {
      start('/login', false);
      await screen.findByRole('button', { name: 'Use the Shop owner account' });
      expect(await violations()).toEqual([]);
    },
    AXE_TIMEOUT_MS,
  );

  it(
    'finds nothing in the main layout',
    async () => {
      start('/dashboard', true);
      await screen.findByRole('link', { name: /Courses/ });
      await screen.findByRole('img', { name: 'Main St: sync is not set up' });
      expect(await violations()).toEqual([]);
    },
    AXE_TIMEOUT_MS,
  );
});
