import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUMMARY_METRICS, type ShopComparisonRecord } from '@rlo/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/queryClient';
import { jsonResponse, mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { makeUser } from '@/test/users';
import { MeasureMyShopPage } from '../components/MeasureMyShopPage';
import { ReportsPage } from '../components/ReportsPage';
import { ShopComparisonPage } from '../components/ShopComparisonPage';

const locations = [
  { id: 11, name: 'Main St', isDisable: false },
  { id: 12, name: 'Old Shop', isDisable: true },
  { id: 13, name: 'North', isDisable: false },
];

// R1, R2, R3 of the API's golden dataset (March 1–4, 2026).
const report = {
  startDate: '2026-03-01',
  endDate: '2026-03-04',
  partSales: 15_000, partsDiscountedCents: 0, partSalesWithoutDiscount: 15_000, partCost: 8_500, partProfit: 6_500, partGpPer: 43.333333,
  laborSales: 54_000, laborDiscountedCents: 0, laborSalesWithoutDiscount: 54_000, laborCost: 16_200, laborProfit: 37_800, laborGpPer: 70,
  tireSales: 40_000, tiresDiscountedCents: 0, tireSalesWithoutDiscount: 40_000, tireCost: 30_000, tireProfit: 10_000, tireGpPer: 25,
  subletSales: 9_000, subletDiscountedCents: 0, subletSalesWithoutDiscount: 9_000, subletCost: 6_000, subletProfit: 3_000, subletGpPer: 33.333333,
  otherSales: 1_000, otherDiscountedCents: 0, otherSalesWithoutDiscount: 1_000, otherSoldProfit: 1_000,
  totalSalesWithDiscount: 118_000, discountWithoutOtherSold: 500, totalSalesWithoutDiscountWithoutOtherSold: 117_500, totalCost: 60_700,
  totalProfitWithoutOtherSold: 56_800, totalGpPerWithoutOtherSold: 48.340425, totalSalesWithOtherSold: 119_000, totalDiscountCents: 500,
  totalSales: 118_500, totalProfit: 57_800, totalGpPer: 48.776371,
  averageRo: 39_500, roCount: 3, hoursSold: 12_600, effectiveLaborRate: 15_429, gpDollarsPerRo: 19_267, hoursPerRO: 1.1666667, grossProfitPerSoldHour: 16_514,
};

describe('reports screen', () => {
  it('asks for the current month of the first location and shows the grid rows', async () => {
    const fetchMock = mockFetch({ 'GET /reports/summarystate': () => jsonResponse(200, report) });
    renderWithProviders(<ReportsPage partnerId={3} locations={locations} today={new Date(2026, 2, 4)} />, createQueryClient());
    const grid = await screen.findByRole('table', { name: 'Summary report' });
    const total = within(grid).getByRole('row', { name: /Total with other sold/ });
    expect(within(total).getAllByRole('cell').map((c) => c.textContent)).toEqual(['$1,190.00', '$5.00', '$1,185.00', '$607.00', '$578.00', '48.78%']);
    expect(within(grid).getByRole('row', { name: /Other sold/ })).toHaveTextContent('—');
    const url = new URL(String(fetchMock.mock.calls[0][0]), 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({ partnerId: '3', locationId: '11', startDate: '2026-03-01', endDate: '2026-03-04' });
    expect(screen.getByRole('table', { name: 'Repair order figures' })).toHaveTextContent('$192.67');
  });

  it('offers All locations only with several active locations, and checks the custom range', async () => {
    const user = userEvent.setup();
    mockFetch({ 'GET /reports/summarystate': () => jsonResponse(200, report) });
    renderWithProviders(<ReportsPage partnerId={3} locations={locations} today={new Date(2026, 2, 4)} />, createQueryClient());
    await user.click(screen.getByRole('combobox', { name: 'Location' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All locations', 'Main St', 'North']);
    await user.keyboard('{Escape}');
    // The app's date field (IsoDateField): every section selected, then erased, as a user would.
    const end = screen.getByRole('group', { name: 'End date' });
    await user.click(within(end).getAllByRole('spinbutton')[0]);
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    expect(await screen.findByText('Please select a start and an end date.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });
});

describe('comparison gates', () => {
  it('explains a missing subscription without calling the API', () => {
    const fetchMock = mockFetch({});
    const user = makeUser({ subscriptions: [{ id: 11, subscriptions: ['rlo_standard'] }] });
    renderWithProviders(<ShopComparisonPage user={user} />);
    expect(screen.getByText(/needs the Daily Email subscription/)).toBeInTheDocument();
    renderWithProviders(<MeasureMyShopPage user={user} />);
    expect(screen.getByText(/needs the Measure My Shop subscription/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says when too few peer shops match', async () => {
    mockFetch({
      'GET /shop-comparison': () => jsonResponse(200, []),
      'GET /measure_my_shop_data': () => jsonResponse(200, { peerCount: 2, enoughPeers: false, yearlyList: [], monthlylyList: [] }),
    });
    renderWithProviders(<MeasureMyShopPage user={makeUser()} />);
    await waitFor(() => expect(screen.getByTestId('too-few-peers')).toHaveTextContent('Only 2 other shops match this filter'));
  });
});

// ---- Explanations (issue 29): the shop's own figures that are summary metrics explain themselves.

const explainQueries = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname.endsWith('/reports/explain'))
    .map((url) => Object.fromEntries(url.searchParams));

const explanation = (query: URLSearchParams) => ({
  metric: query.get('metric'),
  from: query.get('from'),
  to: query.get('to'),
  locations: [{ id: 11, name: 'Main St' }],
  expression: '{ro_count}',
  rounding: 'none',
  inputs: [{ key: 'ro_count', value: 3, summed_from_ros: true }],
  result: 3,
  ro_count: 3,
});
const explainHandlers = {
  'GET /3/reports/explain': (_init: RequestInit | undefined, url: URL) => jsonResponse(200, explanation(url.searchParams)),
  'GET /3/reports/explain/repair-orders': () => jsonResponse(200, { total: 0, items: [] }),
};

const comparisonSection = (from: string, to: string, priorFrom: string, priorTo: string) => ({
  ...Object.fromEntries(SUMMARY_METRICS.map((metric) => [metric, 0])),
  sale_count: 42,
  labor_gross_profit_rate: 0.5,
  from,
  to,
  prior_from: priorFrom,
  prior_to: priorTo,
  changes: {
    gross_pct: null, total_sold_hours_diff_pct: null, avg_daily_sales_pct: null, car_count_pct: 5, avg_ropct: null,
    avg_daily_car_count_pct: null, avg_hrs_pct: null, effective_rate_pct: null, gross_profit_per_sold_hour_pct: null,
    parts_gross_profit_rate_diff_pct: null, labor_gross_profit_rate_diff_pct: null, tires_gross_profit_rate_diff_pct: null,
    gross_profit_rate_diff_pct: null, gross_profit_diff_pct: null,
  },
});
const comparisonRecord = {
  location_id: 11,
  location_name: 'Main St',
  partner_id: 3,
  timezone: 'US/Central',
  today: '2026-03-04',
  current_year_summary: comparisonSection('2026-01-01', '2026-03-04', '2025-01-01', '2025-03-04'),
  monthly_summary: comparisonSection('2026-03-01', '2026-03-04', '2025-03-01', '2025-03-04'),
} as unknown as ShopComparisonRecord;

describe('explanations on the reports screens', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("explains every figure of the summary report over its location and dates, and leaves the lines' zero discounts plain", async () => {
    const fetchMock = mockFetch({ 'GET /reports/summarystate': () => jsonResponse(200, report), ...explainHandlers });
    const user = userEvent.setup();
    renderWithProviders(<ReportsPage partnerId={3} locations={locations} today={new Date(2026, 2, 4)} />, createQueryClient());
    const grid = await screen.findByRole('table', { name: 'Summary report' });
    const total = within(grid).getByRole('row', { name: /Total with other sold/ });
    expect(within(total).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Explain Sales before discount: $1,190.00',
      'Explain Discounts: $5.00',
      'Explain Gross sales: $1,185.00',
      'Explain Total cost: $607.00',
      'Explain Gross profit: $578.00',
      'Explain Gross profit %: 48.78%',
    ]);
    const parts = within(grid).getByRole('row', { name: /Parts/ });
    // A line's GP % is its gross profit rate, which the panel shows as the same percent.
    expect(within(parts).getByRole('button', { name: /^Explain .*: 43\.33%$/ })).toBeInTheDocument();
    // A line's discount is always $0.00 (discounts are held per RO): nothing to explain.
    expect(within(parts).getAllByRole('button')).toHaveLength(5);
    const sublets = within(grid).getByRole('row', { name: /Sublets/ });
    expect(within(sublets).getByRole('button', { name: 'Explain Sublet gross profit %: 33.33%' })).toBeInTheDocument();
    const kpis = screen.getByRole('table', { name: 'Repair order figures' });
    await user.click(within(kpis).getByRole('button', { name: 'Explain Gross profit per RO: $192.67' }));
    await waitFor(() => expect(explainQueries(fetchMock)).toHaveLength(1));
    expect(explainQueries(fetchMock)[0]).toMatchObject({ metric: 'gross_profit_per_ro_cents', location_id: '11' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fetchMock.mockClear();
    await user.click(within(kpis).getByRole('button', { name: 'Explain Effective labor rate (ELR): $154.29' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(explainQueries(fetchMock)).toHaveLength(1));
    expect(explainQueries(fetchMock)[0]).toEqual({
      metric: 'effective_labor_rate_cents',
      location_id: '11',
      from: '2026-03-01',
      to: '2026-03-04',
    });
  });

  it("explains the comparison's figures for the signed-in user's partner, and a change against its prior period", async () => {
    const fetchMock = mockFetch({ 'GET /shop-comparison': () => jsonResponse(200, [comparisonRecord]), ...explainHandlers });
    const user = userEvent.setup();
    renderWithProviders(<ShopComparisonPage user={makeUser()} />, createQueryClient());
    const table = await screen.findByRole('table', { name: /^Year to date/ });
    const row = table.querySelector('[data-metric="sale_count"]') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Explain Car count: 42' }));
    await waitFor(() => expect(explainQueries(fetchMock)).toHaveLength(1));
    expect(explainQueries(fetchMock)[0]).toEqual({ metric: 'sale_count', location_id: '11', from: '2026-01-01', to: '2026-03-04' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(row).getByRole('button', { name: 'Explain the change in Car count: +5.00%' }));
    await waitFor(() => expect(explainQueries(fetchMock)).toHaveLength(2));
    expect(explainQueries(fetchMock)[1]).toEqual({
      metric: 'sale_count',
      location_id: '11',
      from: '2026-01-01',
      to: '2026-03-04',
      prior_from: '2025-01-01',
      prior_to: '2025-03-04',
    });
  });

  it("explains Measure My Shop's own figures, not the peers'", async () => {
    const peer = (dataType: 'MAX' | 'MIN' | 'AVG') => ({
      dataType, grossSalesCents: 1, laborSoldSeconds: 1, averageDailySalesGrossCents: 1, averageSaleCents: 1, averageDailySalesCount: 1,
      grossProfitPer: 1, grossProfitCents: 1, laborProfitPer: 1, partProfitPer: 1, tiresProfitPer: 1,
    });
    const fetchMock = mockFetch({
      'GET /shop-comparison': () => jsonResponse(200, [comparisonRecord]),
      'GET /measure_my_shop_data': () =>
        jsonResponse(200, { peerCount: 9, enoughPeers: true, yearlyList: [peer('MAX'), peer('AVG')], monthlylyList: [peer('AVG')] }),
      ...explainHandlers,
    });
    const user = userEvent.setup();
    renderWithProviders(<MeasureMyShopPage user={makeUser()} />, createQueryClient());
    const month = await screen.findByRole('table', { name: 'Month to date' });
    const labor = month.querySelector('[data-field="laborProfitPer"]') as HTMLElement;
    await waitFor(() => expect(labor.querySelectorAll('[data-peer]')).toHaveLength(1));
    expect(within(labor).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Explain Labor gross profit %: 50.00%']);
    await user.click(within(labor).getByRole('button'));
    await waitFor(() => expect(explainQueries(fetchMock)).toHaveLength(1));
    expect(explainQueries(fetchMock)[0]).toEqual({ metric: 'labor_gross_profit_rate', location_id: '11', from: '2026-03-01', to: '2026-03-04' });
  });
});
