// "Explain this figure" (issue 29) the way an owner uses it: a figure of the daily cards and one of
// the specific day open a panel whose substituted formula gives the figure shown, whose ROs are
// listed and exported; the panel in English and in French.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations, screenshot, signIn } from './helpers';

test.use({ viewport: { width: 1440, height: 900 } });

/** Opens the explanation of the figure whose button is named `name` in `within`, from the keyboard. */
async function explainWithKeyboard(page: Page, within: Locator, name: RegExp) {
  const figure = within.getByRole('button', { name }).first();
  await figure.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('explain-substituted')).toBeVisible({ timeout: 30_000 });
  return { figure, dialog };
}

const amount = (text: string) => Number(text.replace(/[^0-9.-]/g, ''));

test('a daily card figure explains itself: formula with values, the ROs behind it, a CSV', async ({ page }) => {
  await signIn(page);
  const daily = page.locator('#daily-summary-section');
  const card = daily.locator('[data-period="current_month"]');
  const aro = card.locator('[data-metric="average_sale_cents"] [data-value="current"]');
  await expect(aro).toHaveText(/\$/, { timeout: 30_000 });
  const shown = (await aro.innerText()).trim();

  const { figure, dialog } = await explainWithKeyboard(page, card, new RegExp(`^Explain Average repair order \\(ARO\\): \\${shown.replace('.', '\\.')}`));
  await expect(dialog.getByRole('heading', { name: 'How “Average repair order (ARO)” is computed' })).toBeVisible();
  await expect(dialog.getByTestId('explain-formula')).toHaveText('Sales (total sold) ÷ Repair orders');
  // "$sales ÷ count = $aro": the figure is the sales over the count, rounded to the cent.
  const substituted = await dialog.getByTestId('explain-substituted').innerText();
  const [, sales, ros, result] = /^(\$[\d,.]+) ÷ ([\d,]+) = (\$[\d,.]+)$/.exec(substituted.trim()) ?? [];
  expect(result).toBe(shown);
  expect(Math.abs(amount(sales) / amount(ros) - amount(shown))).toBeLessThanOrEqual(0.005);

  // The ROs behind it: as many as the formula's count, their sales summing to its sales.
  const ros_ = dialog.getByRole('region', { name: /Repair orders behind this figure/ });
  await expect(ros_.getByRole('heading', { name: `Repair orders behind this figure (${ros})` })).toBeVisible();
  await expect(ros_.getByRole('grid')).toBeVisible();
  await expect(ros_.getByRole('row')).not.toHaveCount(1);
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await screenshot(page, 'explain-aro');

  const download = page.waitForEvent('download');
  await ros_.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  const csv = (await (await file.createReadStream()).toArray()).join('').replace('\uFEFF', '').trim().split('\r\n');
  expect(csv[0]).toBe('location,order_number,business_date,customer,total_sold_cents');
  expect(csv).toHaveLength(amount(ros) + 1);
  const cents = csv.slice(1).reduce((sum, line) => sum + Number(line.split(',').at(-1)), 0);
  expect(cents / 100).toBeCloseTo(amount(sales), 2);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(figure).toBeFocused();
});

test('the specific day explains its figures too, and the panel speaks French', async ({ page }) => {
  await signIn(page);
  const day = page.locator('#specific-day-section');
  const gp = day.locator('[data-metric="gross_profit_per"] dd');
  await expect(gp).toHaveText(/%/, { timeout: 30_000 });
  const shown = (await gp.innerText()).trim();
  const { dialog } = await explainWithKeyboard(page, day, /^Explain Gross profit %/);
  await expect(dialog.getByTestId('explain-formula')).toHaveText('Gross profit × 100 ÷ Sales (total sold)');
  await expect(dialog.getByTestId('explain-result')).toHaveText(shown);
  await expect(dialog.getByText('Kept unrounded; shown with 2 decimals.')).toBeVisible();
  await screenshot(page, 'explain-specific-day');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /change language/ }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  const { dialog: french } = await explainWithKeyboard(page, day, /^Expliquer Marge brute %/);
  await expect(french.getByRole('heading', { name: /^Calcul de/ })).toBeVisible();
  await expect(french.getByText('Règle')).toBeVisible();
  await screenshot(page, 'explain-fr');
});

test("a change and a 12-month block explain their own working: both sides, the months' average", async ({ page }) => {
  await signIn(page);
  // This month's sales against the same month last year: the card's three cells in one line.
  const row = page.locator('#daily-summary-section [data-period="current_month"] [data-metric="gross_sales_cents"]');
  const change = row.locator('[data-value="variance"]');
  await expect(change).toHaveText(/%/, { timeout: 30_000 });
  const [current, prior, shown] = await Promise.all(
    ['current', 'prior', 'variance'].map(async (cell) => (await row.locator(`[data-value="${cell}"]`).innerText()).trim()),
  );
  await change.getByRole('button', { name: /^Explain the change in Gross sales/ }).click();
  const dialog = page.getByRole('dialog', { name: 'How the change in “Gross sales” is computed' });
  await expect(dialog.getByTestId('explain-variance')).toHaveText(`(${current} − ${prior}) ÷ ${prior} × 100 = ${shown}`, { timeout: 30_000 });
  await expect(dialog.getByText('Rounded to 2 decimals, half away from zero.')).toBeVisible();
  expect((await dialog.getByTestId('explain-prior').innerText()).trim().endsWith(`= ${prior}`)).toBe(true);
  await screenshot(page, 'explain-change');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The recent 12 months' ARO: the average of twelve monthly AROs, not the block's sales ÷ its ROs.
  const monthly = page.locator('#monthly-barchart-section');
  await monthly.scrollIntoViewIfNeeded();
  await monthly.getByRole('combobox', { name: 'Chart type' }).click();
  await page.getByRole('option', { name: 'Average repair order (ARO)' }).click();
  const block = monthly.locator('[data-block="recent12"] [data-value]');
  await expect(block).toHaveText(/\$/, { timeout: 30_000 });
  const blockShown = (await block.innerText()).trim();
  await block.getByRole('button').click();
  const panel = page.getByRole('dialog');
  await expect(panel.getByTestId('explain-by-month')).toHaveText(new RegExp(`^\\$[\\d,.]+ ÷ 12 months = \\${blockShown.replace('.', '\\.')}$`), { timeout: 30_000 });
  await expect(panel.getByTestId('explain-result')).toHaveText(blockShown);
  const months = panel.getByRole('table', { name: 'Average of the months' });
  await expect(months.getByRole('row')).toHaveCount(13);
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await screenshot(page, 'explain-block');
});

test("an advisor's figure explains itself over the ROs they wrote", async ({ page }) => {
  await signIn(page);
  const section = page.locator('#employee-barchart-section');
  await section.scrollIntoViewIfNeeded();
  const table = section.getByTestId('employee-range-table');
  const first = table.locator('tbody tr').first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  const shown = (await first.locator('td').innerText()).trim();
  await section.screenshot({ path: 'test-results/screens/employee-range-table.png' });
  await first.getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: 'How “Gross sales” is computed' });
  await expect(dialog.getByTestId('explain-result')).toHaveText(shown, { timeout: 30_000 });
  await expect(dialog.getByTestId('explain-substituted')).toHaveText(`Σ ${shown} = ${shown}`);
  // The ROs behind it: the ones the advisor wrote in the range.
  const ros = dialog.getByRole('region', { name: /Repair orders behind this figure/ });
  await expect(ros.getByRole('grid')).toBeVisible();
  await expect(ros.getByRole('row')).not.toHaveCount(1);
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await screenshot(page, 'explain-advisor');
});

test("the customer report's attrition explains itself from the month's lost and active customers", async ({ page }) => {
  await signIn(page);
  const section = page.locator('#customer-report-section');
  await section.scrollIntoViewIfNeeded();
  const fact = (field: string) => section.locator(`[data-fact="${field}"] dd`);
  const attrition = fact('attrition');
  await expect(attrition).toHaveText(/%/, { timeout: 30_000 });
  const shown = (await attrition.innerText()).trim();
  const [lost, active] = await Promise.all(['lost_customers', 'active_customers'].map(async (f) => (await fact(f).innerText()).replace(/View/g, '').trim()));
  await attrition.getByRole('button', { name: /^Explain Attrition/ }).click();
  const dialog = page.getByRole('dialog', { name: 'How “Attrition” is computed' });
  await expect(dialog.getByTestId('explain-formula')).toHaveText('Lost customers × 100 ÷ Active customers');
  await expect(dialog.getByTestId('explain-substituted')).toHaveText(`${lost} × 100 ÷ ${active} = ${shown}`, { timeout: 30_000 });
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await screenshot(page, 'explain-attrition');
});

test("a technician's figure explains itself from the labor lines they worked", async ({ page }) => {
  await signIn(page);
  const section = page.locator('#employee-barchart-section');
  await section.scrollIntoViewIfNeeded();
  await section.getByRole('button', { name: 'Technicians' }).click();
  const first = section.getByTestId('employee-range-table').locator('tbody tr').first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  const shown = (await first.locator('td').innerText()).trim();
  await first.getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('explain-result')).toHaveText(shown, { timeout: 30_000 });
  await expect(dialog.getByTestId('explain-substituted')).toHaveText(`Σ ${shown} = ${shown}`);
  await expect(dialog.getByRole('grid')).toBeVisible();
  await expect(dialog.getByRole('row')).not.toHaveCount(1);
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await screenshot(page, 'explain-technician');
});

test('a marketing source count opens the new customers behind it', async ({ page }) => {
  await signIn(page);
  const section = page.locator('#marketing-sources-section');
  await section.scrollIntoViewIfNeeded();
  const cell = section.getByTestId('marketing-source-table').locator('tbody tr').first().locator('td').first();
  await expect(cell).toHaveText(/\d/, { timeout: 30_000 });
  const shown = (await cell.innerText()).trim();
  await cell.getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: /^New customers from / });
  const customers = dialog.getByRole('region', { name: `Customers behind this figure (${shown})` });
  await expect(customers.getByRole('grid')).toBeVisible({ timeout: 30_000 });
  await expect(customers.getByRole('row')).not.toHaveCount(1);
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await screenshot(page, 'explain-marketing-source');
});
