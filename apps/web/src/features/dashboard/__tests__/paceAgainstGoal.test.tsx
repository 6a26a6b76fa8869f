// Pace against goal (kpis.md §7): the block shows the forecast summary as the API answers it. The
// figures below are deliberately not what the browser would work out from the others (118500 / 3 × 22
// is 869000, not 555555; 118500 / 1000000 is 11.85 %, not 12.34 %): a recomputation would show.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { recordBusinessNow } from '@/lib/businessClock';
import { jsonResponse, mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import type { ForecastLine, ForecastSummary } from '../api/forecastSummary';
import { DashboardContext, type DashboardContextValue } from '../components/DashboardContext';
import { PaceAgainstGoal } from '../components/daily/PaceAgainstGoal';
import { paceStatus } from '../utils/pace';

const FORECAST = 'GET /dashboard/3/forcast_summary';

function line(overrides: Partial<ForecastLine> = {}): ForecastLine {
  return {
    actual: 0,
    projected: 0,
    business_days_elapsed: 1,
    business_days_in_period: 5,
    set_goal_cent: 0,
    percent_of_goal: 0,
    projected_percent_of_goal: 0,
    ...overrides,
  };
}

/** A week without a goal, a month behind pace, a year ahead of it. */
function forecast(overrides: Partial<ForecastSummary> = {}): ForecastSummary {
  return {
    weekly_set_goal_cent: 0,
    monthly_set_goal_cent: 1_000_000,
    yearly_set_goal_cent: 10_000_000,
    week: line({ actual: 118_500, projected: 197_501, business_days_elapsed: 3, business_days_in_period: 5 }),
    month: line({
      actual: 118_500,
      projected: 555_555,
      business_days_elapsed: 3,
      business_days_in_period: 22,
      set_goal_cent: 1_000_000,
      percent_of_goal: 12.34,
      projected_percent_of_goal: 77.77,
    }),
    year: line({
      actual: 9_876_543,
      projected: 11_111_111,
      business_days_elapsed: 45,
      business_days_in_period: 261,
      set_goal_cent: 10_000_000,
      percent_of_goal: 98.7,
      projected_percent_of_goal: 104.56,
    }),
    ...overrides,
  };
}

function renderPace(context: Partial<DashboardContextValue> = {}) {
  const value: DashboardContextValue = {
    partnerId: 3,
    scope: 11,
    isShopOwner: true,
    email: 'o@shop.test',
    canManage: true,
    locationName: 'Main St',
    ...context,
  };
  return renderWithProviders(
    <DashboardContext.Provider value={value}>
      <PaceAgainstGoal />
    </DashboardContext.Provider>,
  );
}

const period = (name: string) => screen.getByRole('group', { name });
const value = (group: HTMLElement, key: string) => group.querySelector(`[data-value="${key}"]`);

describe('pace against goal', () => {
  afterEach(() => recordBusinessNow(new Date().toISOString()));

  it("shows each period's goal, actual, projection and percents as the API answers them", async () => {
    const fetchMock = mockFetch({ [FORECAST]: () => jsonResponse(200, forecast()) });
    renderPace();
    const month = await screen.findByRole('group', { name: 'This month' });
    expect(String(fetchMock.mock.calls[0][0])).toContain('/dashboard/3/forcast_summary?location_id=11');

    expect(value(month, 'goal')).toHaveTextContent('$10,000.00');
    expect(value(month, 'actual')).toHaveTextContent('$1,185.00');
    expect(value(month, 'projected')).toHaveTextContent('$5,555.55');
    expect(value(month, 'percent')).toHaveTextContent('12.34%');
    expect(value(month, 'projected-percent')).toHaveTextContent('77.77%');
    expect(value(month, 'business-days')).toHaveTextContent('3 of 22 business days elapsed');
    // The colour is not the only signal: the status is written out.
    expect(within(month).getByText('Behind pace')).toBeInTheDocument();
    const bar = within(month).getByRole('progressbar', { name: 'This month: share of the goal reached' });
    expect(bar).toHaveAttribute('aria-valuenow', '12');
    expect(bar).toHaveAttribute('aria-valuetext', '12.34% of the goal reached');

    const year = period('This year');
    expect(value(year, 'percent')).toHaveTextContent('98.70%');
    expect(value(year, 'projected-percent')).toHaveTextContent('104.56%');
    expect(value(year, 'projected')).toHaveTextContent('$111,111.11');
    expect(within(year).getByText('Ahead of pace')).toBeInTheDocument();
  });

  it('shows actual and projection without a goal, and offers a goal setter to set one', async () => {
    recordBusinessNow('2026-11-18T18:00:00Z');
    let answer = forecast();
    let forecastCalls = 0;
    const saved: URLSearchParams[] = [];
    mockFetch({
      [FORECAST]: () => {
        forecastCalls += 1;
        return jsonResponse(200, answer);
      },
      'GET /3/goal_history/11': () => jsonResponse(200, []),
      'POST /3/forecastGoal/11': (_init, url) => {
        saved.push(url.searchParams);
        return jsonResponse(200, { message: 'Goal edited.' });
      },
    });
    renderPace();
    const week = await screen.findByRole('group', { name: 'This week' });
    expect(within(week).getByText('No goal set')).toBeInTheDocument();
    expect(value(week, 'goal')).toHaveTextContent('Not set');
    expect(value(week, 'actual')).toHaveTextContent('$1,185.00');
    expect(value(week, 'projected')).toHaveTextContent('$1,975.01');
    expect(value(week, 'percent')).toHaveTextContent('—');
    expect(within(week).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(week).getByText("Set a weekly goal to follow this week's pace.")).toBeInTheDocument();

    // "Set a goal" opens the forecast goals of this location; once saved, the pace is asked again.
    await userEvent.click(within(week).getByRole('button', { name: 'Set a goal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forecast goals — Main St' });
    answer = forecast({
      weekly_set_goal_cent: 250_000,
      week: line({
        actual: 118_500,
        projected: 197_501,
        business_days_elapsed: 3,
        business_days_in_period: 5,
        set_goal_cent: 250_000,
        percent_of_goal: 47.47,
        projected_percent_of_goal: 79.01,
      }),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save goal' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await waitFor(() => expect(forecastCalls).toBe(2));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(value(period('This week'), 'percent')).toHaveTextContent('47.47%'));
    expect(value(period('This week'), 'goal')).toHaveTextContent('$2,500.00');
  });

  it('tells users who cannot set goals who can, without a button', async () => {
    mockFetch({ [FORECAST]: () => jsonResponse(200, forecast()) });
    renderPace({ isShopOwner: false, canManage: false });
    const week = await screen.findByRole('group', { name: 'This week' });
    expect(
      within(week).getByText('No goal set yet: a shop owner or an Admin can set one.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set a goal' })).not.toBeInTheDocument();
  });

  it('asks to pick a location for All locations, without calling the API', () => {
    const fetchMock = mockFetch({ [FORECAST]: () => jsonResponse(200, forecast()) });
    renderPace({ scope: 'all', locationName: undefined });
    expect(
      screen.getByText('Pick a location to see its pace against goal: goals are set per location.'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows an error with a retry when the forecast cannot be loaded', async () => {
    let fail = true;
    mockFetch({
      [FORECAST]: () =>
        fail
          ? jsonResponse(500, { status: 500, title: '500', message: 'down' })
          : jsonResponse(200, forecast()),
    });
    renderPace();
    const card = screen.getByRole('region', { name: 'Pace against goal' });
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('This section could not be loaded (status 500).');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(card).findByRole('group', { name: 'This month' })).toBeInTheDocument();
  });

  it('shows one line when nothing was sold this year and no goal is set', async () => {
    const empty = forecast({
      monthly_set_goal_cent: 0,
      yearly_set_goal_cent: 0,
      week: line(),
      month: line(),
      year: line(),
    });
    mockFetch({ [FORECAST]: () => jsonResponse(200, empty) });
    renderPace();
    expect(await screen.findByText(/No sales yet this year and no goal set/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'This month' })).not.toBeInTheDocument();
    // A goal can still be set before the first sale.
    expect(screen.getByRole('button', { name: 'Set a goal' })).toBeInTheDocument();
  });
});

describe('pace status', () => {
  it('reads the status off the API figures', () => {
    expect(paceStatus(line())).toBe('noGoal');
    expect(
      paceStatus(line({ set_goal_cent: 100, percent_of_goal: 100, projected_percent_of_goal: 300 })),
    ).toBe('reached');
    expect(paceStatus(line({ set_goal_cent: 100, business_days_elapsed: 0 }))).toBe('notStarted');
    expect(
      paceStatus(line({ set_goal_cent: 100, percent_of_goal: 40, projected_percent_of_goal: 100 })),
    ).toBe('ahead');
    expect(
      paceStatus(line({ set_goal_cent: 100, percent_of_goal: 40, projected_percent_of_goal: 99.99 })),
    ).toBe('behind');
  });
});
