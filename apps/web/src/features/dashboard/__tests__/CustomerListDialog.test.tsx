import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_PAGE_SIZE } from '@rlo/contract';
import { describe, expect, it, vi } from 'vitest';
import { downloadCsv } from '@/lib/csv';
import { jsonResponse, mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import type { CustomerListKind } from '../api/customerListParams';
import { CustomerListDialog } from '../components/customers/CustomerListDialog';
import { DashboardContext } from '../components/DashboardContext';
import type { LocationScope } from '../utils/locations';

const month = { year: 2026, month: 10 };
const row = {
  id: 1,
  location_id: 11,
  first_name: 'Judith',
  last_name: 'Murphy',
  company_name: null,
  address: '3880 Adams St',
  city: 'Austin',
  state: 'TX',
  postal_code: '78704',
  phone_numbers: ['5125556967'],
  email: 'judith@example.com',
  first_seen: '2024-05-06',
  last_seen: '2026-10-31',
  vehicle_ro_count: 4,
  vehicle_rolast_spent: 40784,
  total_spent: 294711,
  marketing_source: 'Google',
  shop_name: 'Downtown',
  ro_number: '94922',
};

vi.mock('@/lib/csv', async (original) => ({
  ...(await original<typeof import('@/lib/csv')>()),
  downloadCsv: vi.fn(),
}));

function open(kind: CustomerListKind, scope: LocationScope = 11) {
  const onClose = vi.fn();
  const view = renderWithProviders(
    <DashboardContext.Provider value={{ partnerId: 3, scope, isShopOwner: true, email: 'pat@example.com' }}>
      <CustomerListDialog kind={kind} month={month} onClose={onClose} />
    </DashboardContext.Provider>,
  );
  return Object.assign(onClose, { unmount: view.unmount });
}

/**
 * An active list of 250 customers: the grid's page, and the export's pages of MAX_PAGE_SIZE, the
 * second of which waits for `release`. Returns the export pages asked for.
 */
function activeListOf250() {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked: number[] = [];
  const named = (first_name: string) => ({ ...row, first_name });
  mockFetch({
    'GET /3/active-customer-list-preview': async (_init, url) => {
      const pageNum = Number(url.searchParams.get('page_num'));
      if (Number(url.searchParams.get('page_size')) !== MAX_PAGE_SIZE)
        return jsonResponse(200, { items: [named('Grid')], total: 250 });
      asked.push(pageNum);
      if (pageNum === 2) await held;
      return jsonResponse(200, { items: [named(`Page${pageNum}`)], total: 250 });
    },
  });
  return { release, asked };
}

describe('customer list dialog', () => {
  it('lists the month with the range call and formatted rows', async () => {
    const fetchMock = mockFetch({
      'GET /3/new-customer-list-preview': () => jsonResponse(200, { items: [row], total: 1 }),
    });
    open('new');
    expect(await screen.findByRole('dialog', { name: /New customers/ })).toBeInTheDocument();
    expect(await screen.findByText('Judith Murphy')).toBeInTheDocument();
    expect(screen.getByText('(512) 555-6967')).toBeInTheDocument();
    expect(screen.getByText('$2,947.11')).toBeInTheDocument();
    const url = new URL(String(fetchMock.mock.calls[0][0]), 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
      location_id: '11',
      page_num: '1',
      // 25 a page: the lists run to thousands of customers (issue 31 item 5), not the spec grids' 5.
      page_size: '25',
    });
  });

  it('closes with a not-found toast when the active list is empty', async () => {
    mockFetch({ 'GET /3/active-customer-list-preview': () => jsonResponse(200, { items: [], total: 0 }) });
    const onClose = open('active');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('No customers found for this month.')).toBeInTheDocument();
  });

  it('closes quietly when a new-customer list is empty', async () => {
    mockFetch({ 'GET /3/new-customer-list-preview': () => jsonResponse(200, { items: [], total: 0 }) });
    const onClose = open('new');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByText('No customers found for this month.')).not.toBeInTheDocument();
  });

  it('asks for a single location when the recovered list answers 400', async () => {
    mockFetch({
      'GET /3/recovered-customer-list': () =>
        jsonResponse(400, { status: 400, title: '400 - Bad Request', message: 'Select a single location.' }),
    });
    const onClose = open('recovered', 'all');
    expect(await screen.findByText('Please select a single location.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('asks for a single location for the one-visit list on All locations, without calling', async () => {
    const fetchMock = mockFetch({});
    const onClose = open('oneVisitLost', 'all');
    expect(await screen.findByText('Please select a single location.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('closes with an error toast carrying the status on another failure', async () => {
    mockFetch({
      'GET /3/lost-customer-list-preview': () =>
        jsonResponse(500, { status: 500, title: '500 - Internal Server Error', message: 'x' }),
    });
    const onClose = open('lost');
    expect(
      await screen.findByText('Retrieving the customer list failed. STATUS CODE: 500', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('exports every page of the list to CSV, saying how far it has come', async () => {
    vi.mocked(downloadCsv).mockClear();
    const { release, asked } = activeListOf250();
    open('active');
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    // One page of 100 out of 250 read; the second is on its way.
    expect(await screen.findByText('Exporting… 40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    release();
    await waitFor(() => expect(downloadCsv).toHaveBeenCalledTimes(1));
    expect(asked).toEqual([1, 2, 3]);
    const [name, csv] = vi.mocked(downloadCsv).mock.calls[0];
    expect(name).toBe('customers-active-2026-10');
    expect(
      csv
        .split('\n')
        .filter((line) => /Page\d/.test(line))
        .map((line) => /Page\d/.exec(line)?.[0]),
    ).toEqual(['Page1', 'Page2', 'Page3']);
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: 'Export progress' })).not.toBeInTheDocument(),
    );
  });

  it('stops the export when the dialog closes', async () => {
    vi.mocked(downloadCsv).mockClear();
    const { release, asked } = activeListOf250();
    const dialog = open('active');
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await screen.findByText('Exporting… 40%');
    dialog.unmount();
    release();
    // Give the held page time to arrive: no third page is asked for, and no file is made.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([1, 2]);
    expect(downloadCsv).not.toHaveBeenCalled();
  });
});
