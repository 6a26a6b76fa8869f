import type { SessionUser } from '@rlo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/queryClient';
import { jsonResponse, mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { makeUser } from '@/test/users';
import { DashboardPage } from '../components/DashboardPage';
import { DatePickersProvider } from '@/components/DatePickersProvider';
import { EmployeeDateRange } from '../components/employees/EmployeeDateRange';
import { controlledViewport, dailySummary } from './fixtures';

const locations = [
  { id: 12, name: 'Old Shop', isDisable: true },
  { id: 11, name: 'Main St', isDisable: false },
  { id: 13, name: 'North', isDisable: false },
];
const links = { locations: '/locations', billing: '/settings/billingHistory' };
const DAILY = 'GET /dashboard/3/reports/daily_summary';
const FORECAST = 'GET /dashboard/3/forcast_summary';
const noGoal = {
  actual: 0,
  projected: 0,
  business_days_elapsed: 1,
  business_days_in_period: 5,
  set_goal_cent: 0,
  percent_of_goal: 0,
  projected_percent_of_goal: 0,
};
/** The pace against goal heads the daily summary section: its own call, answered here with no goal. */
const forecastAnswer = () =>
  jsonResponse(200, {
    weekly_set_goal_cent: 0,
    monthly_set_goal_cent: 0,
    yearly_set_goal_cent: 0,
    week: noGoal,
    month: noGoal,
    year: noGoal,
  });

function renderPage(user: SessionUser = makeUser(), pageLocations = locations) {
  // The app's own client: the section error toasts come from it.
  return renderWithProviders(
    <MemoryRouter>
      <DashboardPage user={user} locations={pageLocations} locationsFailed={false} links={links} />
    </MemoryRouter>,
    createQueryClient(),
  );
}

const dailySection = () => screen.getByRole('region', { name: 'Daily summary' });

describe('dashboard gate', () => {
  it('explains a disabled subscription and points to billing, without loading any figure', () => {
    const fetchMock = mockFetch({});
    controlledViewport(vi.stubGlobal);
    renderPage(makeUser({ subscriptionStatus: 'Disabled' }));
    expect(screen.getByRole('heading', { name: 'Your subscription is disabled' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open billing settings' })).toHaveAttribute(
      'href',
      '/settings/billingHistory',
    );
    expect(screen.queryByRole('region', { name: 'Daily summary' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('explains that no location has the daily e-mail and points to the locations', () => {
    mockFetch({});
    controlledViewport(vi.stubGlobal);
    renderPage(makeUser({ subscriptions: [{ id: 11, subscriptions: ['rlo_standard'] }] }));
    expect(
      screen.getByRole('heading', { name: 'No location has the Daily Email subscription' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to locations' })).toHaveAttribute('href', '/locations');
  });

  it('says so when every location is disabled', () => {
    mockFetch({});
    controlledViewport(vi.stubGlobal);
    renderPage(makeUser(), [{ id: 12, name: 'Old Shop', isDisable: true }]);
    expect(screen.getByRole('heading', { name: 'No active location' })).toBeInTheDocument();
  });
});

describe('location dropdown', () => {
  it('lists All locations first, leaves disabled ones out, starts on the first real one and follows the choice', async () => {
    const scopes: (string | null)[] = [];
    const forecastScopes: (string | null)[] = [];
    mockFetch({
      [DAILY]: (_init, url) => {
        scopes.push(url.searchParams.get('location_id'));
        return jsonResponse(200, dailySummary({ gross_sales_cents: 1_234_567, sale_count: 3 }));
      },
      [FORECAST]: (_init, url) => {
        forecastScopes.push(url.searchParams.get('location_id'));
        return forecastAnswer();
      },
    });
    const viewport = controlledViewport(vi.stubGlobal);
    renderPage();
    const select = screen.getByRole('combobox', { name: 'Location' });
    expect(select).toHaveTextContent('Main St');

    viewport.scrollTo('daily-summary-section');
    await waitFor(() => expect(scopes).toEqual(['11']));

    await userEvent.click(select);
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['All locations', 'Main St', 'North']);
    await userEvent.click(screen.getByRole('option', { name: 'All locations' }));
    // A new location starts the sections afresh: the daily summary is in view again at once.
    viewport.scrollTo('daily-summary-section');
    await waitFor(() => expect(scopes).toEqual(['11', 'all']));
    // Goals are per location: All locations asks to pick one instead of calling the forecast.
    expect(
      await within(dailySection()).findByText(/Pick a location to see its pace against goal/),
    ).toBeInTheDocument();
    expect(forecastScopes).toEqual(['11']);
  });
});

describe('a section', () => {
  it('loads only once it scrolls into view', async () => {
    const fetchMock = mockFetch({
      [DAILY]: () => jsonResponse(200, dailySummary()),
      [FORECAST]: forecastAnswer,
    });
    const viewport = controlledViewport(vi.stubGlobal);
    renderPage();
    expect(within(dailySection()).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    viewport.scrollTo('daily-summary-section');
    // The section's two calls: the daily summary and the pace against goal of the location.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(fetchMock.mock.calls.map((call) => String(call[0])).sort()).toEqual([
      expect.stringContaining('/dashboard/3/forcast_summary?location_id=11'),
      expect.stringContaining('/dashboard/3/reports/daily_summary?location_id=11'),
    ]);
  });

  it('shows a skeleton while loading, then the figures formatted (money, count, percent, variance)', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockFetch({
      [DAILY]: () => new Promise<Response>((resolve) => (answer = resolve)),
      [FORECAST]: forecastAnswer,
    });
    const viewport = controlledViewport(vi.stubGlobal);
    renderPage();
    viewport.scrollTo('daily-summary-section');
    expect(await within(dailySection()).findByRole('status', { name: 'Loading…' })).toBeInTheDocument();

    answer(
      jsonResponse(
        200,
        dailySummary(
          { gross_sales_cents: 1_234_567, sale_count: 42, gross_profit_per: 55.555, shop_efficiency: 0.9876 },
          { gross_sales_cents: 1_000_000, sale_count: 40 },
          // The API's variance percents (kpis.md §3): 234567 / 1000000 × 100 = 23.4567 → 23.46; 2 / 40 × 100 = 5.
          { variance: { current_year: { gross_sales_cents: 23.46, sale_count: 5 } } },
        ),
      ),
    );
    const ytd = await within(dailySection()).findByRole('table', { name: 'Year to date' });
    const sales = within(ytd).getByRole('row', { name: /Gross sales/ });
    expect(
      within(sales)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$12,345.67', '$10,000.00', '+23.46%']);
    const count = within(ytd).getByRole('row', { name: /Car count/ });
    expect(
      within(count)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['42', '40', '+5.00%']);
    expect(within(ytd).getByRole('row', { name: /Gross profit %/ })).toHaveTextContent('55.56%');
    expect(within(ytd).getByRole('row', { name: /Shop efficiency/ })).toHaveTextContent('98.76%');
    // No variance from the API (no prior value): a dash.
    expect(within(ytd).getByRole('row', { name: /Sold hours/ })).toHaveTextContent('—');
  });

  it('shows an empty state when nothing was ever sold', async () => {
    mockFetch({ [DAILY]: () => jsonResponse(200, dailySummary()), [FORECAST]: forecastAnswer });
    const viewport = controlledViewport(vi.stubGlobal);
    renderPage();
    viewport.scrollTo('daily-summary-section');
    expect(
      await within(dailySection()).findByText(/No closed repair orders yet for this location/),
    ).toBeInTheDocument();
  });

  it('shows an error state with a retry, and toasts the catalogue message with the status code', async () => {
    let fail = true;
    mockFetch({
      [DAILY]: () =>
        fail
          ? jsonResponse(404, {
              status: 404,
              title: '404 - Not Found',
              message: 'The location was not found.',
            })
          : jsonResponse(200, dailySummary({ sale_count: 1, gross_sales_cents: 100 })),
      [FORECAST]: forecastAnswer,
    });
    const viewport = controlledViewport(vi.stubGlobal);
    renderPage();
    viewport.scrollTo('daily-summary-section');
    expect(await screen.findByText('Retrieving daily summary failed. STATUS CODE: 404')).toBeInTheDocument();
    const alert = within(dailySection()).getByRole('alert');
    expect(alert).toHaveTextContent('This section could not be loaded (status 404).');

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(dailySection()).findByRole('table', { name: 'Month to date' })).toBeInTheDocument();
  });
});

describe('employee date range', () => {
  it('shows the spec message when the end is before the start', () => {
    renderWithProviders(
      <DatePickersProvider>
        <EmployeeDateRange
          start={new Date(2026, 10, 18)}
          end={new Date(2026, 10, 1)}
          error="startAfterEnd"
          onChange={() => undefined}
        />
      </DatePickersProvider>,
    );
    expect(screen.getByText('Start date should be less than end date')).toBeInTheDocument();
  });
});
