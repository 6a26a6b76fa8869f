// The monthly chart's blocks and the yearly comparison's totals are the API's figures
// (daily_summary): the page formats them and adds nothing up itself.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { recordBusinessNow } from '@/lib/businessClock';
import { jsonResponse, mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { DashboardContext } from '../components/DashboardContext';
import { BlockTotals } from '../components/monthly/BlockTotals';
import { YearlyComparisonContent } from '../components/yearly/YearlyComparisonSection';
import { dailySummary, summary } from './fixtures';

const DAILY = 'GET /dashboard/3/reports/daily_summary';
const MONTHLY = 'GET /3/reports/monthly_summary';

/** Monthly rows from January of `year` on, every month selling `gross_sales_cents`. */
function monthlyRows(year: number, count: number, gross_sales_cents: number) {
  return Array.from({ length: count }, (_, i) => ({
    ...summary({ gross_sales_cents, sale_count: 1, average_sale_cents: gross_sales_cents }),
    year: year + Math.floor(i / 12),
    month: (i % 12) + 1,
  }));
}

function renderInDashboard(ui: React.ReactNode) {
  return renderWithProviders(
    <DashboardContext.Provider value={{ partnerId: 3, scope: 11, isShopOwner: false, email: 'o@shop.test' }}>
      {ui}
    </DashboardContext.Provider>,
  );
}

describe('monthly chart blocks', () => {
  // 24 months of $100.00: the browser would total $1,200.00 per block; the API's figures differ on purpose.
  const rows = monthlyRows(2024, 24, 10_000);
  const figures = {
    blocks: {
      previous12: { gross_sales_cents: 123_456, average_sale_cents: 10_001 },
      recent12: { gross_sales_cents: 654_321, average_sale_cents: 5_000 },
    },
  };

  it("shows the API's block of an additive figure, labelled a total", async () => {
    mockFetch({ [DAILY]: () => jsonResponse(200, dailySummary({}, {}, figures)) });
    const { container } = renderInDashboard(<BlockTotals rows={rows} metric="gross_sales_cents" />);
    const recent = container.querySelector('[data-block="recent12"]') as HTMLElement;
    expect(await within(recent).findByText('$6,543.21')).toBeInTheDocument();
    expect(recent).toHaveTextContent(/Total/);
    expect(container.querySelector('[data-block="previous12"] [data-value]')).toHaveTextContent('$1,234.56');
  });

  it("shows the API's block of a ratio, labelled an average", async () => {
    mockFetch({ [DAILY]: () => jsonResponse(200, dailySummary({}, {}, figures)) });
    const { container } = renderInDashboard(<BlockTotals rows={rows} metric="average_sale_cents" />);
    const previous = container.querySelector('[data-block="previous12"]') as HTMLElement;
    expect(await within(previous).findByText('$100.01')).toBeInTheDocument();
    expect(previous).toHaveTextContent(/Monthly average/);
  });

  it('shows a dash when the figures cannot be loaded', async () => {
    mockFetch({ [DAILY]: () => jsonResponse(500, { status: 500, title: '500', message: 'down' }) });
    const { container } = renderInDashboard(<BlockTotals rows={rows} metric="gross_sales_cents" />);
    const recent = container.querySelector('[data-block="recent12"]') as HTMLElement;
    expect(await within(recent).findByText('—')).toBeInTheDocument();
  });
});

describe('yearly comparison totals', () => {
  afterEach(() => recordBusinessNow(new Date().toISOString()));

  it("shows each selected year's total as the API answers it", async () => {
    // The server's today is 2026-11-18: 2026, 2025 and 2024 are preselected.
    recordBusinessNow('2026-11-18T18:00:00Z');
    // Monthly bars of $100.00 from 2022: summed in the browser, 2025 would read $1,200.00.
    mockFetch({
      [MONTHLY]: () => jsonResponse(200, monthlyRows(2022, 59, 10_000)),
      [DAILY]: () =>
        jsonResponse(
          200,
          dailySummary(
            {},
            {},
            {
              years: {
                2024: { gross_sales_cents: 100 },
                2025: { gross_sales_cents: 987_654 },
                2026: { gross_sales_cents: 55_500 },
              },
            },
          ),
        ),
    });
    renderInDashboard(<YearlyComparisonContent />);
    const year = (y: number) => document.querySelector(`[data-year="${y}"] dd`);
    await screen.findByText('$9,876.54');
    expect(year(2025)).toHaveTextContent('$9,876.54');
    expect(year(2026)).toHaveTextContent('$555.00');
    expect(year(2024)).toHaveTextContent('$1.00');
  });
});
