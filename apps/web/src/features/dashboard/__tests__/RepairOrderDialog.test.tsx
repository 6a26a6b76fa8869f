import type { RepairOrderDetail } from '@rlo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import { DashboardContext } from '../components/DashboardContext';
import { RepairOrderDialog } from '../components/repairOrders/RepairOrderDialog';

const detail: RepairOrderDetail = {
  id: 501,
  location_id: 11,
  location_name: 'Main St',
  order_number: '94922',
  order_status: 'CLOSED',
  opened: '2026-10-31T19:17:00Z',
  closed: '2026-10-31T23:58:00Z',
  modified: null,
  business_date: '2026-10-31',
  inspection: false,
  deleted_previous_status: null,
  customer: {
    id: 77,
    first_name: 'Judith',
    last_name: 'Murphy',
    company: null,
    phone_numbers: ['5125556967'],
    email_addresses: ['judith@example.com'],
    address: '3880 Adams St',
    city: 'Austin',
    state: 'TX',
    postal_code: '78704',
    first_seen: '2024-05-06',
  },
  vehicle: { id: 9, year: 2010, make: 'Mercedes-Benz', model: 'GLC300', vin: null },
  writer: { id: 4, full_name: 'Emma Cooper' },
  technician: { id: 5, full_name: 'Patricia Barnes' },
  technician_name: 'Patricia Barnes',
  total_sold_price_cents: 40784,
  labor_sold_price_cents: 29800,
  parts_sold_price_cents: 8898,
  tires_sold_price_cents: 0,
  sublet_sold_price_cents: 0,
  other_sold_price_cents: 2086,
  discounted_cents: 0,
  sold_seconds: 7200,
  actual_seconds: 6552,
  labor_cost_cents: 9813,
  parts_cost_cents: 4718,
  tires_cost_cents: 0,
  sublet_cost_cents: 0,
  actual_cost_cents: 14531,
  tax_cents: 734,
  gross_profit_cents: 26253,
  recommendation_cents: 0,
  labor: [
    {
      line_no: 1,
      description: 'Replace front brake pads',
      category: null,
      technician_id: 5,
      technician_name: 'Patricia Barnes',
      sold_seconds: 7200,
      actual_seconds: 6552,
      sold_price_cents: 29800,
      cost_cents: 9813,
    },
  ],
  parts: [],
  sublets: [],
  fees: [],
  recommendations: [],
};

const history = {
  items: [
    {
      ...detail,
      id: 480,
      order_number: '90598',
      total_sold_price_cents: 123887,
      business_date: '2026-04-11',
    },
  ],
  total: 1,
};

function openDialog(isShopOwner: boolean) {
  const onClose = vi.fn();
  const queryClient = createTestQueryClient();
  renderWithProviders(
    <DashboardContext.Provider value={{ partnerId: 3, scope: 11, isShopOwner, email: 'pat@example.com' }}>
      <RepairOrderDialog repairOrderId={501} onClose={onClose} />
    </DashboardContext.Provider>,
    queryClient,
  );
  return { onClose, queryClient };
}

describe('RO details', () => {
  it("shows the RO with its lines and the customer's history at its location", async () => {
    const fetchMock = mockFetch({
      'GET /repair-order/501': () => jsonResponse(200, detail),
      'GET /locations/11/77/customer-repair-orders': () => jsonResponse(200, history),
    });
    openDialog(false);
    const dialog = await screen.findByRole('dialog', { name: /Repair order #94922/ });
    expect(within(dialog).getByText('$407.84')).toBeInTheDocument();
    expect(within(dialog).getByText('(512) 555-6967')).toBeInTheDocument();
    expect(within(dialog).getByRole('table', { name: 'Labor' })).toHaveTextContent(
      'Replace front brake pads',
    );
    const list = await within(dialog).findByRole('list', { name: "Customer's repair orders" });
    expect(list).toHaveTextContent('#90598 · $1,238.87');
    expect(within(dialog).queryByRole('button', { name: 'Delete repair order' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/partners/api/locations/11/77/customer-repair-orders?page_num=1&page_size=50',
    );
  });

  it('lets a shop owner delete it after confirming, then refreshes the figures', async () => {
    const fetchMock = mockFetch({
      'GET /repair-order/501': () => jsonResponse(200, detail),
      'GET /locations/11/77/customer-repair-orders': () => jsonResponse(200, history),
      'DELETE /repair-order/update/501': () => jsonResponse(200, { ...detail, order_status: 'DELETED' }),
    });
    const { onClose, queryClient } = openDialog(true);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const dialog = await screen.findByRole('dialog', { name: /Repair order #94922/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete repair order' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete repair order #94922?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(
      await screen.findByText('Repair order #94922 deleted. The figures have been updated.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(String(call?.[0])).toBe('/partners/api/repair-order/update/501?orderStatus=DELETED');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['dashboard'] });
  });
});
