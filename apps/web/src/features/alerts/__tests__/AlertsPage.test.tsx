import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Alert, AlertRule, Explanation } from '@rlo/contract';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/app/queryClient';
import { jsonResponse, mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { AlertsPage } from '../components/AlertsPage';

const locations = [
  { id: 11, name: 'Main St' },
  { id: 13, name: 'North' },
];

const gpRule: AlertRule = {
  id: 5,
  location_id: 11,
  metric: 'gross_profit_per',
  condition: 'below',
  threshold: 50,
  period: 'yesterday',
  paused: false,
  snoozed_until: null,
  created_at: '2026-03-01T12:00:00Z',
};

const gpAlert: Alert = {
  id: 40,
  rule_id: 5,
  location_id: 11,
  location_name: 'Main St',
  metric: 'gross_profit_per',
  condition: 'below',
  period: 'yesterday',
  from: '2026-03-03',
  to: '2026-03-03',
  value: 47.25,
  threshold: 50,
  compared: 47.25,
  read: false,
  created_at: '2026-03-04T12:00:00Z',
};

// The explanation the API gives for Main St's GP % of 03/03 (what the e-mail's link opens).
const GP_EXPLANATION: Explanation = {
  metric: 'gross_profit_per',
  from: '2026-03-03',
  to: '2026-03-03',
  locations: [{ id: 11, name: 'Main St' }],
  expression: '{gross_profit_cents} × 100 ÷ {total_sold_cents}',
  rounding: 'none',
  inputs: [
    { key: 'gross_profit_cents', value: 47_250, summed_from_ros: true },
    { key: 'total_sold_cents', value: 100_000, summed_from_ros: true },
  ],
  result: 47.25,
  ro_count: 0,
};

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;

function setup(rules: AlertRule[] = [gpRule], alerts: Alert[] = [gpAlert], path = '/alerts') {
  const posted: Record<string, unknown>[] = [];
  const read: string[] = [];
  const fetchMock = mockFetch({
    'GET /3/alert-rules': () => jsonResponse(200, rules),
    'GET /3/alerts': () => jsonResponse(200, { items: alerts, total: alerts.length, unread: alerts.filter((a) => !a.read).length }),
    'POST /3/alert-rules': (init) => {
      posted.push(bodyOf(init));
      return jsonResponse(201, { ...gpRule, id: 6, ...bodyOf(init) });
    },
    'POST /3/alerts/40/read': (_, url) => {
      read.push(url.pathname);
      return jsonResponse(200, { message: 'Alert marked read.' });
    },
    'DELETE /3/alert-rules/5': () => jsonResponse(200, { message: 'Alert rule deleted.' }),
    'GET /3/reports/explain': () => jsonResponse(200, GP_EXPLANATION),
    'GET /3/reports/explain/repair-orders': () => jsonResponse(200, { total: 0, items: [] }),
  });
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <AlertsPage partnerId={3} locations={locations} allowAll />
    </MemoryRouter>,
    createQueryClient(),
  );
  return { fetchMock, posted, read };
}

describe('alerts screen', () => {
  it('lists the rules in words and the alerts with their value and read state', async () => {
    setup();
    const rules = await screen.findByRole('table', { name: 'Rules' });
    expect(within(rules).getByRole('row', { name: /Main St/ })).toHaveTextContent('Gross profit % below 50.00% (yesterday)');
    const history = await screen.findByRole('table', { name: /Alert history/ });
    const row = within(history).getByRole('row', { name: /03\/03\/2026/ });
    expect(row).toHaveTextContent('47.25%');
    expect(within(row).getByRole('button', { name: 'Explain Gross profit %: 47.25%' })).toBeInTheDocument();
    expect(screen.getByText('1 unread')).toBeInTheDocument();
  });

  it('saves a preset rule with its threshold in the wire unit (cents for dollars)', async () => {
    const user = userEvent.setup();
    const { posted } = setup();
    await user.click(await screen.findByRole('button', { name: 'New rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'New alert rule' });
    await user.click(within(dialog).getByRole('button', { name: 'ARO below $400, month to date' }));
    expect(within(dialog).getByRole('textbox', { name: 'Threshold' })).toHaveValue('400');
    await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    // $400 is 40,000 cents; All locations is a null location.
    expect(posted[0]).toEqual({ location_id: null, metric: 'average_sale_cents', condition: 'below', threshold: 40_000, period: 'month_to_date' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses an empty threshold and a pace that is not of sales, without calling the API', async () => {
    const user = userEvent.setup();
    const { posted } = setup();
    await user.click(await screen.findByRole('button', { name: 'New rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'New alert rule' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Threshold' }));
    expect(within(dialog).getByText('Enter a number.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    expect(posted).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Monthly pace 10 % behind goal' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Figure' }));
    await user.click(await screen.findByRole('option', { name: 'Car count' }));
    expect(within(dialog).getByText('The pace against goal is for gross sales, month to date.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    expect(posted).toHaveLength(0);
  });

  it('marks an alert read, and deletes a rule after a confirmation', async () => {
    const user = userEvent.setup();
    const { fetchMock, read } = setup();
    const history = await screen.findByRole('table', { name: /Alert history/ });
    await user.click(within(history).getByRole('button', { name: /^Mark read: Gross profit % below 50.00% \(yesterday\), 03\/03\/2026$/ }));
    await waitFor(() => expect(read).toEqual(['/partners/api/3/alerts/40/read']));
    await user.click(screen.getByRole('button', { name: 'Delete: Gross profit % below 50.00% (yesterday)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this rule?' });
    expect(confirm).toHaveTextContent('“Gross profit % below 50.00% (yesterday)” and the alerts it raised will be deleted.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true));
  });

  it('says so when there is no rule and no alert yet', async () => {
    setup([], []);
    expect(await screen.findByText('No rules yet. Add one to be told when a figure goes off track.')).toBeInTheDocument();
    expect(await screen.findByText('No alerts yet: your figures are on track, or no rule has been checked yet.')).toBeInTheDocument();
  });

  it("opens the figure an alert e-mail links to, and closes back to the plain screen", async () => {
    const user = userEvent.setup();
    const { fetchMock } = setup([gpRule], [gpAlert], '/alerts?explain=gross_profit_per&location=11&from=2026-03-03&to=2026-03-03');
    const dialog = await screen.findByRole('dialog', { name: 'How “Gross profit %” is computed' });
    expect(await within(dialog).findByTestId('explain-result')).toHaveTextContent('47.25%');
    const asked = new URL(String(fetchMock.mock.calls.find(([u]) => String(u).includes('/explain?'))?.[0]), 'http://localhost');
    expect(Object.fromEntries(asked.searchParams)).toEqual({ metric: 'gross_profit_per', location_id: '11', from: '2026-03-03', to: '2026-03-03' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so when the link names a location the user does not see, and asks nothing', async () => {
    const { fetchMock } = setup([gpRule], [gpAlert], '/alerts?explain=gross_profit_per&location=99&from=2026-03-03&to=2026-03-03');
    expect(await screen.findByText(/This link does not open a figure you can see/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/explain'))).toBe(false);
  });
});
