import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WorksheetDto } from '@rlo/contract';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { ManageWorksheetPanel } from '../components/ManageWorksheetPanel';

const worksheet: WorksheetDto = {
  id: 7,
  definition_id: 1,
  definition_name: 'Composite Worksheet',
  version: 2,
  partner_id: 3,
  location_id: 11,
  location_name: 'Main St',
  period_start: '2026-03-01',
  period_end: '2026-03-31',
  status: 'Draft',
  updated_at: '2026-03-04T10:00:00.000Z',
  values: [
    { field_definition_id: 1, label: 'Sales', type: 'currency', source: 'system', value: 118_500 },
    { field_definition_id: 10, label: 'Expenses', type: 'currency', source: 'manual', value: null },
    { field_definition_id: 16, label: 'Notes', type: 'text', source: 'manual', value: 'Old note' },
  ],
  categories: [
    { name: 'Sales', field_ids: [1] },
    { name: 'Expenses', field_ids: [10, 16] },
  ],
};

// MUI's select and drawer make these slow on a busy machine.
describe('the manage worksheet panel', { timeout: 40_000 }, () => {
  it('shows system values read-only and saves typed manual values in cents', async () => {
    let sent: unknown;
    mockFetch({
      'GET /3/worksheets/7': () => jsonResponse(200, worksheet),
      'PUT /3/worksheets/7': (init) => {
        sent = JSON.parse(String(init?.body));
        return jsonResponse(200, { ...worksheet, updated_at: '2026-03-04T11:00:00.000Z' });
      },
    });
    renderWithProviders(<ManageWorksheetPanel partnerId={3} worksheetId={7} onClose={() => {}} />);
    expect(await screen.findByTestId('worksheet-value-1')).toHaveTextContent('$1,185.00');
    expect(screen.queryByLabelText('Sales', { selector: 'input' })).toBeNull();

    const expenses = screen.getByLabelText('Expenses', { selector: 'input' });
    await userEvent.type(expenses, 'abc');
    expect(screen.getByText('Enter a number.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(expenses);
    await userEvent.type(expenses, '2500.25');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Worksheet updated successfully.')).toBeInTheDocument();
    expect(sent).toEqual({
      status: 'Draft',
      values: [{ field_definition_id: 10, value: 250_025 }],
      categories: worksheet.categories,
    });
  });

  it('asks before saving as Final', async () => {
    let sent: { status?: string } = {};
    mockFetch({
      'GET /3/worksheets/7': () => jsonResponse(200, worksheet),
      'PUT /3/worksheets/7': (init) => {
        sent = JSON.parse(String(init?.body));
        return jsonResponse(200, { ...worksheet, status: 'Final', updated_at: '2026-03-04T11:00:00.000Z' });
      },
    });
    renderWithProviders(<ManageWorksheetPanel partnerId={3} worksheetId={7} onClose={() => {}} />);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Final' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark the worksheet Final?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save as Final' }));
    await waitFor(() => expect(sent.status).toBe('Final'));
    expect(await screen.findByText(/it can be read but no longer changed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    expect(screen.getByTestId('worksheet-value-16')).toHaveTextContent('Old note');
  });
});
