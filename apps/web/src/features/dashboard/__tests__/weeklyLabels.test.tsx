// kpis.md §4: "this week" is the current week to today, not to Sunday; the previous week is the full
// week before it. The weekly section says so in its labels and its dates.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { DashboardContext } from '../components/DashboardContext';
import { WeeklyContent } from '../components/weekly/WeeklySection';
import { dailySummary, summary } from './fixtures';

const DAILY = 'GET /dashboard/3/reports/daily_summary';

/** A weekly row as the API sends it: Monday to Sunday, whatever today is. */
function week(weekNumber: number, from: string, to: string, gross_sales_cents: number) {
  const s = summary({ gross_sales_cents, sale_count: 2, average_sale_cents: gross_sales_cents / 2 });
  return {
    week: weekNumber,
    year: 2026,
    from,
    to,
    week_count: 3,
    gross_sales_cents: s.gross_sales_cents,
    gross_profit_cents: 0,
    total_discount_cents: 0,
    total_labor_sold_cents: 0,
    other_sold_cents: 0,
    parts_sold_cents: 0,
    tires_sold_cents: 0,
    sublet_sold_cents: 0,
    ro_count: s.sale_count,
    average_sale_cents: s.average_sale_cents,
  };
}

describe('weekly section labels', () => {
  it('names this week "to today" with Monday to today, and the previous week Monday to Sunday', async () => {
    // Today is Wednesday 2026-11-18 (the fixture's today); the API's current row ends on Sunday the 22nd.
    mockFetch({
      [DAILY]: () =>
        jsonResponse(200, {
          ...dailySummary(),
          weekly_summary: [week(46, '2026-11-09', '2026-11-15', 50_000), week(47, '2026-11-16', '2026-11-22', 20_000)],
        }),
    });
    renderWithProviders(
      <DashboardContext.Provider value={{ partnerId: 3, scope: 11, isShopOwner: false, email: 'o@shop.test' }}>
        <WeeklyContent />
      </DashboardContext.Provider>,
    );
    const table = await screen.findByRole('table', { name: 'Weekly figures' });
    const current = table.querySelector('[data-week="current"] th') as HTMLElement;
    const previous = table.querySelector('[data-week="previous"] th') as HTMLElement;
    expect(current).toHaveTextContent('This week to today (Mon 11/16 – Wed 11/18)');
    expect(previous).toHaveTextContent('Previous week (Mon 11/09 – Sun 11/15)');
    expect(within(table).queryByText(/11\/22/)).toBeNull();
  });
});
