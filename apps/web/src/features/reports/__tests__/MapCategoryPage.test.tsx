import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { MapCategoryPage } from '../components/MapCategoryPage';

const locations = [{ id: 11, name: 'Main St', isDisable: false }];

describe('map category', () => {
  it('asks for a dashboard category first, then maps a clicked category onto it', async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    mockFetch({
      'GET /category/3/verify-mapping': () => jsonResponse(200, [{ locationId: 11, mapped: false }]),
      'GET /category/dashboard-category': () => jsonResponse(200, [{ id: 1, name: 'Brakes' }, { id: 2, name: 'Engine' }]),
      'GET /category/3/sms-category/11': () => jsonResponse(200, [{ categoryID: 7, name: 'Pads' }, { categoryID: 8, name: 'Rotors' }]),
      'GET /category/3/fetch-mapped-category/11': () =>
        jsonResponse(200, [{ id: 5, partnerId: 3, locationId: 11, dashboardCategoryId: 1, mappedCategory: '8' }]),
      'POST /category/3/save-mapped-category/11': (init) => {
        saved.push(JSON.parse(String(init?.body)));
        return jsonResponse(200, { id: 5, partnerId: 3, locationId: 11, dashboardCategoryId: 1, mappedCategory: '8,7' });
      },
    });
    renderWithProviders(<MapCategoryPage partnerId={3} locations={locations} />);
    expect(await screen.findByText('Not mapped')).toBeInTheDocument();
    const unmapped = await screen.findByTestId('unmapped');
    // Rotors is mapped to Brakes already: only Pads is offered.
    expect(within(unmapped).getAllByRole('button').map((b) => b.textContent)).toEqual(['Pads']);

    await user.click(within(unmapped).getByRole('button', { name: 'Pads' }));
    // On the page and in a toast, which appears once its code has loaded.
    await waitFor(() => expect(screen.getAllByText('Please choose a dashboard category first.')).toHaveLength(2));
    expect(saved).toEqual([]);

    await user.click(screen.getByRole('button', { name: /Brakes/ }));
    expect(within(screen.getByTestId('drop-zone')).getByText('Rotors')).toBeInTheDocument();
    await user.click(within(unmapped).getByRole('button', { name: 'Pads' }));
    await waitFor(() => expect(saved).toEqual([{ id: 5, dashboardCategoryId: 1, mappedCategory: '8,7' }]));
  });
});
