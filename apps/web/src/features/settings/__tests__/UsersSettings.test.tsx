import type { PartnerUser } from '@rlo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { UsersSettings } from '../components/UsersSettings';

const user = userEvent.setup({ delay: null });
const person = (id: number, name: string, role: PartnerUser['role'], verified = true): PartnerUser => ({
  id,
  name,
  email: `${name.split(' ')[0].toLowerCase()}@shop.test`,
  role,
  defaultLocation: null,
  customerContact: false,
  verified,
});
const USERS = [person(1, 'Olive Owner', 'Admin'), person(2, 'Amy Advisor', 'LocationManager', false), person(3, 'Cody Composite', 'CompositePartner')];

function renderTab(canEdit = true) {
  const fetchMock = mockFetch({
    'GET /users': () => jsonResponse(200, { items: USERS, total: USERS.length }),
    'POST /users/3': () => jsonResponse(204),
    'POST /users': () => jsonResponse(204),
  });
  renderWithProviders(<UsersSettings currentUserId={1} canEdit={canEdit} locations={[{ id: 7, name: 'North' }]} onOwnEmailChanged={vi.fn()} />);
  return fetchMock;
}

const rowOf = async (name: string) => within(await screen.findByRole('row', { name: new RegExp(name) }));

// The data grid renders slowly in jsdom: these tests need more than the default 15 s on a busy machine.
describe('UsersSettings', { timeout: 40_000 }, () => {
  it('shows the roles by their display names and the verified state, with no delete for oneself', async () => {
    renderTab();
    expect((await rowOf('Olive Owner')).getByText('Shop Owner-General Manager')).toBeInTheDocument();
    expect((await rowOf('Amy Advisor')).getByText('Service Advisor-Location Manager')).toBeInTheDocument();
    expect((await rowOf('Amy Advisor')).getByText('Invited')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Olive Owner' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Amy Advisor' })).toBeInTheDocument();
  });

  it('offers no changes to users who do not hold the account', async () => {
    renderTab(false);
    await rowOf('Amy Advisor');
    expect(screen.queryByRole('button', { name: 'Add user' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
  });

  it('requires name and e-mail before anything is sent', async () => {
    const fetchMock = renderTab();
    await rowOf('Olive Owner');
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    const panel = screen.getByRole('dialog', { name: 'New user' });
    await user.click(within(panel).getByRole('button', { name: 'Add user' }));
    expect(await within(panel).findByText('Name is required.')).toBeInTheDocument();
    expect(within(panel).getByText('Email is required.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it("keeps a Composite Partner's role: the selector is disabled and no role is sent", async () => {
    const fetchMock = renderTab();
    await rowOf('Cody Composite');
    await user.click(screen.getByRole('button', { name: 'Edit Cody Composite' }));
    const panel = screen.getByRole('dialog', { name: 'Edit user' });
    expect(within(panel).getByRole('textbox', { name: 'Role' })).toBeDisabled();
    await user.clear(within(panel).getByRole('textbox', { name: /^Name/ }));
    await user.type(within(panel).getByRole('textbox', { name: /^Name/ }), 'Cody C');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'POST')!;
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Cody C', email: 'cody@shop.test', defaultLocation: null, customerContact: false });
  });
});
