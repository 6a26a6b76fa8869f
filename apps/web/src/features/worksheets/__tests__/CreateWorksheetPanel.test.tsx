import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endOfMonth, format, startOfMonth } from 'date-fns';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { CreateWorksheetPanel } from '../components/CreateWorksheetPanel';

const definitions = [{ id: 1, name: 'Composite Worksheet', version: 2, shared: true, categories: [] }];
const locations = [
  { id: 11, name: 'Main St' },
  { id: 12, name: 'Elm St' },
];

describe('the create worksheet panel', { timeout: 40_000 }, () => {
  it('asks for a location, then creates the current month with the Composite Worksheet', async () => {
    let sent: unknown;
    const fetchMock = mockFetch({
      'GET /3/worksheet-definitions': () => jsonResponse(200, definitions),
      'POST /3/worksheets': (init) => {
        sent = JSON.parse(String(init?.body));
        return jsonResponse(201, {
          id: 42, definition_id: 1, definition_name: 'Composite Worksheet', version: 2, partner_id: 3, location_id: 12,
          location_name: 'Elm St', period_start: '2026-03-01', period_end: '2026-03-31', status: 'Draft',
          values: [], categories: [], updated_at: '2026-03-04T10:00:00.000Z',
        });
      },
    });
    const onClose = vi.fn();
    renderWithProviders(<CreateWorksheetPanel partnerId={3} locations={locations} onClose={onClose} />);
    const definition = await screen.findByRole('combobox', { name: 'Worksheet definition' });
    await waitFor(() => expect(definition).toHaveTextContent('Composite Worksheet, version 2'));
    const today = new Date();
    expect(screen.getByTestId('worksheet-period')).toHaveTextContent(
      `${format(startOfMonth(today), 'MM/dd/yyyy')} to ${format(endOfMonth(today), 'MM/dd/yyyy')}`,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Please select location.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('combobox', { name: 'Location' }));
    await userEvent.click(screen.getByRole('option', { name: 'Elm St' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Worksheet successfully created.')).toBeInTheDocument();
    expect(sent).toEqual({
      location_id: 12,
      period_start: format(startOfMonth(today), 'yyyy-MM-dd'),
      period_end: format(endOfMonth(today), 'yyyy-MM-dd'),
      definition_id: 1,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(42));
  });
});
