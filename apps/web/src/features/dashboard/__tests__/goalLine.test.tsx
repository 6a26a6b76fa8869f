// The monthly chart's coaching-goal line (2-dashboard §4): the goal of the metric shown, from GET /goals
// of the location; none on All locations, where goals do not exist (they are per location).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { useGoalLine } from '../hooks/useGoalLine';
import type { ChartGroup, SummaryMetric } from '../utils/metrics';
import type { LocationScope } from '../utils/locations';

function GoalLineProbe({
  scope,
  group,
  metric,
}: {
  scope: LocationScope;
  group: ChartGroup;
  metric: SummaryMetric;
}) {
  const line = useGoalLine(3, scope);
  return (
    <>
      <button type="button" onClick={() => void line.toggle(true, group, metric)}>
        Show
      </button>
      <output aria-label="goal">{String(line.valueFor(group, metric))}</output>
    </>
  );
}

const GOALS = [
  {
    id: 1,
    partnerId: 3,
    locationId: 11,
    chart_type: 'key_indicators',
    chart_name: 'sale_count',
    chart_goal: 321,
  },
  {
    id: 2,
    partnerId: 3,
    locationId: 11,
    chart_type: 'gross_profit',
    chart_name: 'gross_profit_without_other_cents',
    chart_goal: 4_000_000,
  },
];

describe('coaching-goal line', () => {
  it.each([
    ['key_indicators', 'sale_count', '321'],
    ['gross_profit', 'gross_profit_without_other_cents', '4000000'],
  ] as const)('draws the goal of %s / %s of the location', async (group, metric, expected) => {
    const fetchMock = mockFetch({ 'GET /goals': () => jsonResponse(200, GOALS) });
    renderWithProviders(<GoalLineProbe scope={11} group={group} metric={metric} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'goal' })).toHaveTextContent(expected));
    expect(String(fetchMock.mock.calls[0][0])).toContain('locationId=11');
  });

  it('says there is no goal for a metric without one, and stays off', async () => {
    mockFetch({ 'GET /goals': () => jsonResponse(200, GOALS) });
    renderWithProviders(<GoalLineProbe scope={11} group="key_indicators" metric="gross_sales_cents" />);
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('No goal has been set for this chart.')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'goal' })).toHaveTextContent('null');
  });

  it('asks for a location on All locations, without calling the API', async () => {
    const fetchMock = mockFetch({ 'GET /goals': () => jsonResponse(200, GOALS) });
    renderWithProviders(<GoalLineProbe scope="all" group="key_indicators" metric="sale_count" />);
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText(/Pick a location to see its coaching goal/)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'goal' })).toHaveTextContent('null');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
