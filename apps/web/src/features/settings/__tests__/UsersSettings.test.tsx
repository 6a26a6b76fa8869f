import type { PartnerUser } from '@rlo/contract';
import axe from 'axe-core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { UsersSettings } from '../components/UsersSettings';

const user = userEvent.setup({ delay: null });
const person = (id: number, name: string, role: PartnerUser['role'], more: Partial<PartnerUser> = {}): PartnerUser => ({
  id,
  name,
  email: `${name.split(' ')[0].toLowerCase()}@shop.test`,
  role,
  defaultLocation: null,
  locationIds: [],
  customerContact: false,
  verified: true,
  ...more,
});
const USERS = [
  person(1, 'Olive Owner', 'Admin'),
  person(2, 'Amy Advisor', 'LocationManager', { verified: false, defaultLocation: 7, locationIds: [8, 9, 10] }),
  person(3, 'Cody Composite', 'CompositePartner'),
  person(4, 'Lee Manager', 'LocationManager', { defaultLocation: 8, locationIds: [9] }),
];
const LOCATIONS = [
  { id: 7, name: 'North' },
  { id: 8, name: 'South' },
  { id: 9, name: 'East' },
  { id: 10, name: 'West' },
];

function renderTab(canEdit = true) {
  const fetchMock = mockFetch({
    'GET /users': () => jsonResponse(200, { items: USERS, total: USERS.length }),
    'POST /users/3': () => jsonResponse(204),
    'POST /users/4': () => jsonResponse(204),
    'POST /users': () => jsonResponse(204),
  });
  renderWithProviders(<UsersSettings currentUserId={1} canEdit={canEdit} locations={LOCATIONS} onOwnEmailChanged={vi.fn()} />);
  return fetchMock;
}

const postedBody = async (fetchMock: ReturnType<typeof renderTab>) => {
  await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
  const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'POST')!;
  return JSON.parse(String(init?.body)) as Record<string, unknown>;
};
const WORK_LOCATIONS = 'Locations they work at';

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
    expect(within(panel).queryByRole('combobox', { name: new RegExp(WORK_LOCATIONS) })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await postedBody(fetchMock)).toEqual({ name: 'Cody C', email: 'cody@shop.test', defaultLocation: null, locationIds: [], customerContact: false });
  });

  it("shows a Location Manager's locations (default first, the rest as +N) and All locations for the other roles", async () => {
    renderTab();
    const amy = await rowOf('Amy Advisor');
    expect(amy.getByText('North, South')).toBeInTheDocument();
    expect(amy.getByText('+2')).toHaveAttribute('aria-hidden');
    expect(amy.getByText('Also: East, West')).toBeInTheDocument();
    expect(amy.getByText('North, South').parentElement).toHaveAttribute('title', 'North (default), South, East, West');
    const lee = await rowOf('Lee Manager');
    expect(lee.getByText('South, East')).toBeInTheDocument();
    expect(lee.queryByText(/^\+/)).not.toBeInTheDocument();
    expect((await rowOf('Olive Owner')).getByText('All locations')).toBeInTheDocument();
    expect((await rowOf('Cody Composite')).getByText('All locations')).toBeInTheDocument();
  });

  it('asks for the locations only of a Location Manager, and sends the chosen ones besides the default', async () => {
    const fetchMock = renderTab();
    await rowOf('Olive Owner');
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    const panel = screen.getByRole('dialog', { name: 'New user' });
    expect(within(panel).queryByRole('combobox', { name: new RegExp(WORK_LOCATIONS) })).not.toBeInTheDocument();

    await user.type(within(panel).getByRole('textbox', { name: /^Name/ }), 'Nina New');
    await user.type(within(panel).getByRole('textbox', { name: /^Email/ }), 'nina@shop.test');
    await user.click(within(panel).getByRole('combobox', { name: 'Role' }));
    await user.click(screen.getByRole('option', { name: 'Service Advisor-Location Manager' }));
    const picker = within(panel).getByRole('combobox', { name: new RegExp(WORK_LOCATIONS) });
    expect(picker).toHaveAccessibleDescription(/will see and change only those/);

    await user.click(within(panel).getByRole('combobox', { name: /^Default location/ }));
    await user.click(screen.getByRole('option', { name: 'North' }));
    expect(picker).toHaveAccessibleDescription('This user will see and change only these locations. Their default location is always included.');
    expect(within(picker).getByText('North (default)')).toBeInTheDocument();

    await user.click(picker);
    const list = screen.getByRole('listbox', { name: new RegExp(WORK_LOCATIONS) });
    // The default location is listed as chosen and cannot be taken off.
    const north = within(list).getByRole('option', { name: /North/ });
    expect(north).toHaveAttribute('aria-selected', 'true');
    expect(north).toHaveAttribute('aria-disabled', 'true');
    expect(north).toHaveTextContent('Default location');
    await user.click(within(list).getByRole('option', { name: 'South' }));
    await user.click(within(list).getByRole('option', { name: 'East' }));
    await user.click(within(list).getByRole('option', { name: 'West' }));
    await user.click(within(list).getByRole('option', { name: 'West' }));
    expect(within(list).getByRole('option', { name: 'East' })).toHaveAttribute('aria-selected', 'true');
    expect(within(list).getByRole('option', { name: 'West' })).toHaveAttribute('aria-selected', 'false');
    // Contrast needs a real browser; landmarks belong to the page around this tab, not to it.
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(within(picker).getByText('South')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Add user' }));
    expect(await postedBody(fetchMock)).toEqual({
      name: 'Nina New',
      email: 'nina@shop.test',
      role: 'LocationManager',
      defaultLocation: 7,
      locationIds: [8, 9],
      customerContact: false,
    });
  });

  it("edits a Location Manager's locations by keyboard", async () => {
    const fetchMock = renderTab();
    await rowOf('Lee Manager');
    await user.click(screen.getByRole('button', { name: 'Edit Lee Manager' }));
    const panel = screen.getByRole('dialog', { name: 'Edit user' });
    const picker = within(panel).getByRole('combobox', { name: new RegExp(WORK_LOCATIONS) });
    expect(within(picker).getByText('South (default)')).toBeInTheDocument();
    expect(within(picker).getByText('East')).toBeInTheDocument();

    // By keyboard only: open with the arrow, walk down to West (the default location is skipped), Enter picks it.
    picker.focus();
    await user.keyboard('{ArrowDown}');
    const list = await screen.findByRole('listbox', { name: new RegExp(WORK_LOCATIONS) });
    expect(list).toHaveAttribute('aria-multiselectable', 'true');
    const west = within(list).getByRole('option', { name: 'West' });
    const visited: (string | null)[] = [];
    for (let step = 0; step < 4 && document.activeElement !== west; step += 1) {
      await user.keyboard('{ArrowDown}');
      visited.push(document.activeElement?.textContent ?? null);
    }
    expect(west).toHaveFocus();
    expect(visited.some((text) => text?.startsWith('South'))).toBe(false);
    await user.keyboard('{Enter}');
    expect(west).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await postedBody(fetchMock)).toMatchObject({ role: 'LocationManager', defaultLocation: 8, locationIds: [9, 10] });
  });

  it('sends no locations for a role that sees them all', async () => {
    const fetchMock = renderTab();
    await rowOf('Lee Manager');
    await user.click(screen.getByRole('button', { name: 'Edit Lee Manager' }));
    const panel = screen.getByRole('dialog', { name: 'Edit user' });
    await user.click(within(panel).getByRole('combobox', { name: 'Role' }));
    await user.click(screen.getByRole('option', { name: 'User' }));
    expect(within(panel).queryByRole('combobox', { name: new RegExp(WORK_LOCATIONS) })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await postedBody(fetchMock)).toMatchObject({ role: 'User', defaultLocation: 8, locationIds: [] });
  });
});
