import type { ComparisonSectionKey, ShopComparisonRecord } from '@rlo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { ComparisonSection } from '../components/ComparisonSection';
import { UNSORTED } from '../utils/comparisonRows';

const section = (from: string, to: string, priorFrom: string, priorTo: string, gross: number) => ({
  from,
  to,
  prior_from: priorFrom,
  prior_to: priorTo,
  gross_sales_cents: gross,
  sale_count: 12_345,
  changes: { gross_pct: null, car_count_pct: 25 },
});

const record = (id: number, name: string, today: string, sections: Partial<Record<ComparisonSectionKey, unknown>>) =>
  ({ location_id: id, location_name: name, partner_id: 1, timezone: 'US/Central', today, ...sections }) as unknown as ShopComparisonRecord;

function renderSection(key: ComparisonSectionKey, records: ShopComparisonRecord[], partnerId?: number) {
  renderWithProviders(
    <ComparisonSection section={key} records={records} expanded onToggle={vi.fn()} sort={UNSORTED} onSortRow={vi.fn()} partnerId={partnerId} />,
  );
  return screen.getByRole('button', { expanded: true });
}

describe('ComparisonSection', () => {
  it('names the dates once in the header when every location is on the same day', () => {
    const records = [
      record(1, 'North', '2026-11-18', { specific_day_summary: section('2026-11-17', '2026-11-17', '2026-11-10', '2026-11-10', 100) }),
      record(2, 'East', '2026-11-18', { specific_day_summary: section('2026-11-17', '2026-11-17', '2026-11-10', '2026-11-10', 200) }),
    ];
    const header = renderSection('specific_day_summary', records);
    expect(header).toHaveTextContent('Specific day11/17/2026 · vs 11/10/2026');
    expect(document.querySelectorAll('[data-column-dates]')).toHaveLength(0);
  });

  it('names the dates under each location when their time zones put them on different days', () => {
    const records = [
      record(1, 'Central', '2026-03-03', { specific_day_summary: section('2026-03-02', '2026-03-02', '2026-02-23', '2026-02-23', 30_000) }),
      record(2, 'Eastern', '2026-03-04', { specific_day_summary: section('2026-03-03', '2026-03-03', '2026-02-24', '2026-02-24', 20_000) }),
    ];
    const header = renderSection('specific_day_summary', records);
    expect(header).toHaveTextContent('Dates differ by location (time zones)');
    expect(header).not.toHaveTextContent('03/02/2026');
    const heads = screen.getAllByRole('columnheader');
    expect(within(heads[1]).getByText('Central')).toBeInTheDocument();
    expect(heads[1]).toHaveTextContent('03/02/2026 · vs 02/23/2026');
    expect(heads[2]).toHaveTextContent('03/03/2026 · vs 02/24/2026');
  });

  it('calls the week "this week to today" and shows its days from Monday to today', () => {
    const records = [record(1, 'North', '2026-11-18', { weekly_summary: section('2026-11-16', '2026-11-18', '2026-11-09', '2026-11-11', 100) })];
    const header = renderSection('weekly_summary', records);
    expect(header).toHaveTextContent('This week to today11/16/2026 – 11/18/2026 · vs 11/09/2026 – 11/11/2026');
  });

  it('groups the digits of the RO count', () => {
    const records = [record(1, 'North', '2026-11-18', { current_year_summary: section('2026-01-01', '2026-11-18', '2025-01-01', '2025-11-18', 100) })];
    renderSection('current_year_summary', records);
    const row = document.querySelector('[data-metric="sale_count"]') as HTMLElement;
    expect(within(row).getByText('12,345')).toBeInTheDocument();
    expect(within(row).getByText('+25.00%')).toBeInTheDocument();
  });
});

describe('ComparisonSection explanations', () => {
  afterEach(() => vi.unstubAllGlobals());

  const records = () => [
    record(1, 'North', '2026-11-18', { current_year_summary: section('2026-01-01', '2026-11-18', '2025-01-01', '2025-11-18', 100) }),
    record(2, 'East', '2026-11-18', { current_year_summary: section('2026-01-01', '2026-11-17', '2025-01-01', '2025-11-17', 200) }),
  ];
  const explanation = (query: URLSearchParams) => ({
    metric: query.get('metric'),
    from: query.get('from'),
    to: query.get('to'),
    locations: [{ id: Number(query.get('location_id')), name: 'North' }],
    expression: '{ro_count}',
    rounding: 'none',
    inputs: [{ key: 'ro_count', value: 12_345, summed_from_ros: true }],
    result: 12_345,
    ro_count: 12_345,
  });
  const explainQueries = (fetch: ReturnType<typeof mockFetch>) =>
    fetch.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname.endsWith('/reports/explain'))
      .map((url) => Object.fromEntries(url.searchParams));

  it("explains a location's figure over its section's dates, and its change against the prior period", async () => {
    const fetch = mockFetch({
      'GET /1/reports/explain': (_init, url) => jsonResponse(200, explanation(url.searchParams)),
      'GET /1/reports/explain/repair-orders': () => jsonResponse(200, { total: 0, items: [] }),
    });
    const user = userEvent.setup();
    renderSection('current_year_summary', records(), 1);
    const row = document.querySelector('[data-metric="sale_count"]') as HTMLElement;
    const east = row.querySelector('[data-location="2"]') as HTMLElement;
    const value = within(east.querySelector('[data-value]') as HTMLElement).getByRole('button', { name: 'Explain Car count: 12,345' });
    await user.click(value);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(explainQueries(fetch)).toHaveLength(1));
    expect(explainQueries(fetch)[0]).toEqual({ metric: 'sale_count', location_id: '2', from: '2026-01-01', to: '2026-11-17' });

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const change = within(east.querySelector('[data-change]') as HTMLElement).getByRole('button', { name: 'Explain the change in Car count: +25.00%' });
    await user.click(change);
    await waitFor(() => expect(explainQueries(fetch)).toHaveLength(2));
    expect(explainQueries(fetch)[1]).toEqual({
      metric: 'sale_count',
      location_id: '2',
      from: '2026-01-01',
      to: '2026-11-17',
      prior_from: '2025-01-01',
      prior_to: '2025-11-17',
    });
  });

  it('leaves a change without a prior value plain', () => {
    renderSection('current_year_summary', records(), 1);
    const gross = document.querySelector('[data-metric="gross_sales_cents"] [data-location="1"]') as HTMLElement;
    expect(within(gross).getByRole('button', { name: 'Explain Gross sales: $1' })).toBeInTheDocument();
    expect(within(gross.querySelector('[data-change]') as HTMLElement).queryByRole('button')).toBeNull();
  });

  it.each([
    ['without the signed-in partner', undefined],
    ["for another partner's records", 2],
  ])('shows plain figures %s', (_case, partnerId) => {
    renderSection('current_year_summary', records(), partnerId);
    const table = screen.getByRole('table');
    expect(within(table).queryAllByRole('button', { name: /^Explain/ })).toHaveLength(0);
    expect(within(table).getAllByText('12,345')).toHaveLength(2);
  });
});
