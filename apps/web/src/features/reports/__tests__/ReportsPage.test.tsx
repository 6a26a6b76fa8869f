import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
