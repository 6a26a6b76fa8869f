import { expect, test, type Page } from '@playwright/test';
import { screenshot, signIn } from './helpers';

// A coach reads a client location as the shop sees it (issue 31 item 8): its dashboard, ROs and
// summary report, read-only, then comments on an RO picked from a list. The demo coach is assigned
// to the demo partner.
const COACH = { email: 'coach@demo-auto.com', password: 'demo1234', name: 'Casey Coach' };

async function openClient(page: Page) {
  await signIn(page, COACH);
  await expect(page).toHaveURL(/\/agent\/client-locations$/);
  await page.getByRole('table', { name: 'Client locations' }).getByRole('link').first().click();
  await expect(page.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
}

test('a coach reads a client location\'s dashboard, ROs and report, and comments on a picked RO', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openClient(page);

  // Dashboard: the shop's daily summary cards and monthly chart, with real figures and no edit controls.
  const daily = page.getByRole('region', { name: 'Daily summary' });
  const month = daily.locator('[data-period="current_month"]');
  await expect(month).toContainText('Month to date');
  await expect(month).toContainText(/\$\d{1,3}(,\d{3})+/);
  const monthly = page.getByRole('region', { name: 'Monthly performance' });
  await expect(monthly.locator('[data-block="recent12"] [data-value]')).toContainText('$');
  await expect(monthly.getByRole('switch', { name: 'Show coaching goal' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Set a goal|Resync|Resend/ })).toHaveCount(0);
  await screenshot(page, 'coach-client-dashboard-1440');

  // Repair orders: a server-paged list of the range; the search narrows it; a row opens the RO read-only.
  await page.getByRole('tab', { name: 'Repair orders' }).click();
  const grid = page.getByRole('grid', { name: 'Repair orders of the client location' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  const total = page.getByText(/^[\d,]+ repair orders?$/);
  await expect(total).toBeVisible();
  const firstNumber = (await grid.getByRole('row').nth(1).getByRole('gridcell').first().textContent())?.trim() ?? '';
  expect(firstNumber).not.toBe('');
  await page.getByRole('searchbox', { name: 'Search an RO number or customer' }).fill(firstNumber);
  await expect(grid.getByRole('row').nth(1)).toContainText(firstNumber);
  await expect(page.getByText(/^[\d,]+ repair orders?$/)).toHaveText('1 repair order');
  await expect(grid.getByRole('row')).toHaveCount(2);
  await screenshot(page, 'coach-client-repair-orders-1440');
  await grid.getByRole('row').nth(1).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`Repair order #${firstNumber}`) });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  await screenshot(page, 'coach-client-ro-dialog-1440');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();

  // Reports: the shop's summary report for the month.
  await page.getByRole('tab', { name: 'Reports' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('$');
  await screenshot(page, 'coach-client-report-1440');

  // The RO comment picks its RO from the list (number, date, customer, total), not a typed number.
  const form = page.getByRole('region', { name: 'Write a comment' });
  await form.getByRole('combobox', { name: 'Comment on' }).click();
  await page.getByRole('option', { name: 'Repair order' }).click();
  const picker = form.getByRole('combobox', { name: /^Repair order/ });
  await picker.click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toContainText('$');
  await picker.fill(firstNumber);
  // The server's search answers the one RO (the debounce waits for the typing to stop).
  await expect(options).toHaveCount(1);
  await expect(options.first()).toContainText(firstNumber);
  await screenshot(page, 'coach-client-ro-picker-1440');
  await options.first().click();
  await expect(picker).toHaveValue(new RegExp(`^${firstNumber} · `));
  const title = `RO check ${Date.now()}`;
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('textbox', { name: 'Comment' }).fill('The labor on this RO is below the posted rate.');
  await form.getByRole('button', { name: 'Post comment' }).click();
  await expect(page.getByText('Comment saved.')).toBeVisible();
  const comments = page.getByRole('region', { name: 'Comments' });
  await comments.getByRole('tab', { name: 'Repair order' }).click();
  await expect(comments).toContainText(title);
  await screenshot(page, 'coach-client-commented-1440');
});

test('a coach\'s client location on a 390×844 phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openClient(page);
  await expect(page.getByRole('region', { name: 'Daily summary' }).locator('[data-period="current_month"]')).toContainText('$');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'coach-client-dashboard-390');
  await page.getByRole('tab', { name: 'Repair orders' }).click();
  await expect(page.getByRole('grid', { name: 'Repair orders of the client location' }).getByRole('row').nth(1)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'coach-client-repair-orders-390');
});
