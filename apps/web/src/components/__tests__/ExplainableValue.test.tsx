// A figure that explains itself (issue 29): the panel shows what the API answers — the rule, the
// formula with names and with values, the result and its rounding, the ROs — and adds nothing up.
// The result below (15,429) is deliberately not 54,000 ÷ 3.5 rounded by the browser differently:
// it is shown as given.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Explanation } from '@rlo/contract';
import { jsonResponse, mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { ExplainableValue } from '../explain/ExplainableValue';

const EXPLANATION: Explanation = {
  metric: 'effective_labor_rate_cents',
  from: '2026-03-01',
  to: '2026-03-04',
  locations: [{ id: 7, name: 'Golden North' }],
  expression: '{labor_sold_cents} ÷ ({sold_seconds} ÷ 3600)',
  rounding: 'cents',
  inputs: [
    { key: 'labor_sold_cents', value: 54_000, summed_from_ros: true },
    { key: 'sold_seconds', value: 12_600, summed_from_ros: true },
  ],
  result: 15_429,
  ro_count: 2,
};

const ROS = {
  total: 2,
  items: [
    {
      id: 1,
      location_id: 7,
      order_number: '1001',
      business_date: '2026-03-03',
      customer_name: 'Ana Lopez',
      amounts: { labor_sold_cents: 15_000, sold_seconds: 3_600 },
    },
    {
      id: 2,
      location_id: 7,
      order_number: '1002',
      business_date: '2026-03-03',
      customer_name: 'Ben Ng',
      amounts: { labor_sold_cents: 39_000, sold_seconds: 9_000 },
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

function renderFigure() {
  const target = {
    partnerId: 3,
    scope: 7 as const,
    metric: 'effective_labor_rate_cents' as const,
    from: '2026-03-01',
    to: '2026-03-04',
  };
  return renderWithProviders(
    <ExplainableValue target={target} text="$154.29">
      $154.29
    </ExplainableValue>,
  );
}

describe('an explainable figure', () => {
  it('opens from the keyboard and shows the rule, the formula with its values, and the ROs behind it', async () => {
    const fetch = mockFetch({
      'GET /3/reports/explain': () => jsonResponse(200, EXPLANATION),
      'GET /3/reports/explain/repair-orders': () => jsonResponse(200, ROS),
    });
    const user = userEvent.setup();
    renderFigure();
    await user.tab();
    const button = screen.getByRole('button', { name: 'Explain Effective labor rate (ELR): $154.29' });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', {
      name: 'How “Effective labor rate (ELR)” is computed',
    });
    expect(await within(dialog).findByTestId('explain-formula')).toHaveTextContent(
      'Labor sales ÷ (Sold labor time (seconds) ÷ 3600)',
    );
    expect(within(dialog).getByTestId('explain-substituted')).toHaveTextContent(
      '$540.00 ÷ (12,600 s ÷ 3600) = $154.29',
    );
    expect(within(dialog).getByText(/Rounded to whole cents/)).toBeInTheDocument();
    expect(within(dialog).getByText('Golden North')).toBeInTheDocument();

    await waitFor(() => expect(within(dialog).getByText('Ben Ng')).toBeInTheDocument());
    expect(within(dialog).getByText('$390.00')).toBeInTheDocument();
    const csv = within(dialog).getByRole('link', { name: /Export CSV/ });
    expect(csv.getAttribute('href')).toBe(
      '/partners/api/3/reports/explain/repair-orders.csv?metric=effective_labor_rate_cents&location_id=7&from=2026-03-01&to=2026-03-04',
    );
    const query = new URL(
      String(fetch.mock.calls.find(([u]) => String(u).includes('/explain?'))?.[0]),
      'http://localhost',
    ).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      metric: 'effective_labor_rate_cents',
      location_id: '7',
      from: '2026-03-01',
      to: '2026-03-04',
    });

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('asks the server for another order, from the first page', async () => {
    const asked: URLSearchParams[] = [];
    mockFetch({
      'GET /3/reports/explain': () => jsonResponse(200, EXPLANATION),
      'GET /3/reports/explain/repair-orders': (_init, url) => {
        asked.push(url.searchParams);
        return jsonResponse(200, ROS);
      },
    });
    const user = userEvent.setup();
    renderFigure();
    await user.click(screen.getByRole('button', { name: /Explain/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Labor sales' }));
    await waitFor(() => expect(asked.at(-1)?.get('sort')).toBe('labor_sold_cents'));
    expect(asked.at(-1)?.get('page_num')).toBe('1');
  });

  it('explains a change: both sides, the variance as the API rounded it, and the rounding rule', async () => {
    const fetch = mockFetch({
      'GET /3/reports/explain': () =>
        jsonResponse(200, {
          ...EXPLANATION,
          variance: {
            prior: {
              from: '2025-03-01',
              to: '2025-03-04',
              inputs: [
                { key: 'labor_sold_cents', value: 45_000, summed_from_ros: true },
                { key: 'sold_seconds', value: 10_800, summed_from_ros: true },
              ],
              result: 15_000,
              ro_count: 2,
            },
            percent: 2.86,
          },
        }),
      'GET /3/reports/explain/repair-orders': () => jsonResponse(200, ROS),
    });
    const user = userEvent.setup();
    const target = { partnerId: 3, scope: 7 as const, metric: 'effective_labor_rate_cents' as const, from: '2026-03-01', to: '2026-03-04' };
    renderWithProviders(
      <ExplainableValue target={{ ...target, prior: { from: '2025-03-01', to: '2025-03-04' } }} text="+2.86%">
        +2.86%
      </ExplainableValue>,
    );
    await user.click(screen.getByRole('button', { name: 'Explain the change in Effective labor rate (ELR): +2.86%' }));
    const dialog = await screen.findByRole('dialog', { name: 'How the change in “Effective labor rate (ELR)” is computed' });
    expect(await within(dialog).findByTestId('explain-variance')).toHaveTextContent('($154.29 − $150.00) ÷ $150.00 × 100 = +2.86%');
    expect(within(dialog).getByTestId('explain-prior')).toHaveTextContent('$450.00 ÷ (10,800 s ÷ 3600) = $150.00');
    expect(within(dialog).getByText(/Rounded to 2 decimals/)).toBeInTheDocument();
    const query = new URL(String(fetch.mock.calls.find(([u]) => String(u).includes('/explain?'))?.[0]), 'http://localhost').searchParams;
    expect(query.get('prior_from')).toBe('2025-03-01');
    expect(query.get('prior_to')).toBe('2025-03-04');
    // The ROs listed are the figure's own period's.
    const csv = within(dialog).getByRole('link', { name: /Export CSV/ });
    expect(csv.getAttribute('href')).not.toContain('prior');
  });

  it("explains a 12-month block's ratio month by month, with the API's sum and divisor", async () => {
    mockFetch({
      'GET /3/reports/explain': () =>
        jsonResponse(200, {
          ...EXPLANATION,
          result: 15_250,
          by_month: {
            months: [
              { year: 2026, month: 2, from: '2026-02-01', to: '2026-02-28', value: 15_100, ro_count: 4 },
              { year: 2026, month: 3, from: '2026-03-01', to: '2026-03-04', value: 15_400, ro_count: 2 },
            ],
            sum: 30_500,
            divisor: 2,
            rounding: 'cents',
          },
        }),
      'GET /3/reports/explain/repair-orders': () => jsonResponse(200, ROS),
    });
    const user = userEvent.setup();
    const target = { partnerId: 3, scope: 7 as const, metric: 'effective_labor_rate_cents' as const, from: '2026-02-01', to: '2026-03-04', byMonth: true };
    renderWithProviders(
      <ExplainableValue target={target} text="$152.50">
        $152.50
      </ExplainableValue>,
    );
    await user.click(screen.getByRole('button', { name: /Explain/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('explain-by-month')).toHaveTextContent('$305.00 ÷ 2 months = $152.50');
    expect(within(dialog).getByTestId('explain-result')).toHaveTextContent('$152.50');
    // The rule over the block's sums is not the figure: it is not shown as if it were.
    expect(within(dialog).queryByTestId('explain-substituted')).not.toBeInTheDocument();
    const months = within(dialog).getByRole('table', { name: 'Average of the months' });
    expect(within(months).getAllByRole('row')).toHaveLength(3);
    expect(within(months).getByText('$154.00')).toBeInTheDocument();
  });

  it('lists the customers behind a returning customers count, with the visit that makes them returning', async () => {
    const asked: URLSearchParams[] = [];
    mockFetch({
      'GET /3/reports/explain': () =>
        jsonResponse(200, {
          ...EXPLANATION,
          metric: 'returning_customers_count',
          expression: '{returning_customers_count}',
          rounding: 'none',
          inputs: [{ key: 'returning_customers_count', value: 1, summed_from_ros: false }],
          result: 1,
        }),
      'GET /3/reports/explain/customers': (_init, url) => {
        asked.push(url.searchParams);
        return jsonResponse(200, {
          total: 1,
          items: [
            { location_id: 7, customer_id: 41, customer_name: 'Ana Lopez', first_visit: '2026-03-03', previous_visit: '2025-01-15', visits: 1, ro_count: 2 },
          ],
        });
      },
    });
    const user = userEvent.setup();
    const target = { partnerId: 3, scope: 7 as const, metric: 'returning_customers_count' as const, from: '2026-03-01', to: '2026-03-04' };
    renderWithProviders(
      <ExplainableValue target={target} text="1">
        1
      </ExplainableValue>,
    );
    await user.click(screen.getByRole('button', { name: /Explain/ }));
    const dialog = await screen.findByRole('dialog');
    const customers = await within(dialog).findByRole('region', { name: 'Customers behind this figure (1)' });
    await waitFor(() => expect(within(customers).getByText('Ana Lopez')).toBeInTheDocument());
    expect(within(customers).getByText('01/15/2025')).toBeInTheDocument();
    expect(within(dialog).getByText(/Exact: nothing is rounded\./)).toBeInTheDocument();
    // A count of customers has no RO list.
    expect(within(dialog).queryByRole('region', { name: /Repair orders behind/ })).not.toBeInTheDocument();
    expect(Object.fromEntries(asked[0])).toMatchObject({ metric: 'returning_customers_count', location_id: '7', from: '2026-03-01', to: '2026-03-04' });
  });
});
