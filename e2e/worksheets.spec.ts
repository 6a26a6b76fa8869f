import { expect, test, type Page } from '@playwright/test';
import { businessNow, screenshot, signIn } from './helpers';

// Worksheets (3-operations §2 "Worksheets", issue 9), driven as the demo owner would.

const API = '/partners/api';
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const DOWNTOWN = 'Demo Auto – Downtown';
const NORTHSIDE = 'Demo Auto – Northside';

const money = (cents: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(cents / 100);
const pad = (n: number) => String(n).padStart(2, '0');

/** The first and last day of the server's current month, as the create panel defaults to them. */
function currentMonth(now: Date) {
  const last = new Date(now.getFullYear(), now.getMonth() + 1, 0).getDate();
  const ym = `${now.getFullYear()}-${pad(now.getMonth() + 1)}`;
  return { from: `${ym}-01`, to: `${ym}-${pad(last)}`, label: `${pad(now.getMonth() + 1)}-${now.getFullYear()}`, last };
}

/** A run starts from no worksheets (the reused local server keeps those of earlier runs). */
async function deleteAllWorksheets(page: Page, partnerId: number) {
  const list = await (await page.request.get(`${API}/${partnerId}/worksheets?page_size=100`)).json();
  for (const w of list.items as { id: number }[]) {
    expect((await page.request.delete(`${API}/${partnerId}/worksheets/${w.id}`, { headers: XHR })).status()).toBe(200);
  }
}

async function createWorksheet(page: Page, location: string) {
  await page.getByRole('button', { name: 'New worksheet' }).click();
  const panel = page.getByRole('presentation').filter({ has: page.getByRole('heading', { name: 'New worksheet' }) });
  await panel.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option', { name: location }).click();
  return panel;
}

test('a worksheet is created, filled, rearranged, made Final; another is deleted', async ({ page }) => {
  test.setTimeout(150_000); // one long user journey, with toasts let go between saves
  await signIn(page);
  const me = await (await page.request.get(`${API}/auth/me`)).json();
  const locations = (await (await page.request.get(`${API}/locations`)).json()).items as { id: number; name: string }[];
  const downtown = locations.find((l) => l.name === DOWNTOWN)!;
  await deleteAllWorksheets(page, me.partnerId);
  const month = currentMonth(await businessNow(page));

  await page.goto('/worksheet');
  await expect(page.getByRole('heading', { name: 'Worksheets', level: 1 })).toBeVisible();
  await expect(page.getByText('No worksheets yet.')).toBeVisible();

  // Create: without a location first, then for Downtown with the period dialog's defaults.
  await page.getByRole('button', { name: 'New worksheet' }).click();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Please select location.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Location' }).click();
  await expect(page.getByRole('option')).toHaveCount(3); // the three demo locations hold rlo_standard
  await page.getByRole('option', { name: DOWNTOWN }).click();
  await page.getByRole('button', { name: 'Change period' }).click();
  const periodDialog = page.getByRole('dialog', { name: 'Worksheet period' });
  const mm = month.from.slice(5, 7);
  const yyyy = month.from.slice(0, 4);
  await expect(periodDialog.locator('input')).toHaveCount(2);
  await expect(periodDialog.locator('input').nth(0)).toHaveValue(`${mm}/01/${yyyy}`);
  await expect(periodDialog.locator('input').nth(1)).toHaveValue(`${mm}/${month.last}/${yyyy}`);
  await screenshot(page, 'worksheets-period-dialog');
  await periodDialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('worksheet-period')).toHaveText(`${mm}/01/${yyyy} to ${mm}/${month.last}/${yyyy}`);
  await screenshot(page, 'worksheets-create-panel');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Worksheet successfully created.')).toBeVisible();

  // The manage panel opens on the new worksheet; Sales is the KPI module's figure for the period.
  const manage = page.getByRole('presentation').filter({ has: page.getByRole('heading', { name: `Worksheet of ${DOWNTOWN}` }) });
  await expect(manage.getByText('Composite Worksheet, version 2')).toBeVisible();
  const summary = await page.request.get(
    `${API}/${me.partnerId}/reports/monthly_summary?location_id=${downtown.id}&from=${month.from}&to=${month.to}`,
  );
  expect(summary.status()).toBe(200);
  const [row] = await summary.json();
  expect(row.gross_sales_cents).toBeGreaterThan(0);
  await expect(manage.getByTestId('worksheet-value-1')).toHaveText(money(row.gross_sales_cents));
  await expect(manage.getByTestId('worksheet-value-4')).toHaveText(new Intl.NumberFormat('en').format(row.sale_count));
  await expect(manage.getByLabel('Sales', { exact: true }).locator('input')).toHaveCount(0); // never typed

  // A manual field, type-checked, then saved.
  const expenses = manage.getByRole('textbox', { name: 'Expenses', exact: true });
  await expenses.fill('12x');
  await expect(manage.getByText('Enter a number.')).toBeVisible();
  await expect(manage.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expenses.fill('1500.50');
  await manage.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Worksheet updated successfully.')).toBeVisible();
  await expect(manage.getByRole('textbox', { name: 'Expenses', exact: true })).toHaveValue('1500.5');
  // The same toast is not shown twice at once: let this one go before the next save.
  await expect(page.getByText('Worksheet updated successfully.')).toBeHidden({ timeout: 15_000 });

  // Drag Expenses (first of the Expenses category) up into Production with the keyboard.
  const production = manage.getByTestId('worksheet-category-1');
  await expect(production.getByTestId('worksheet-field-10')).toHaveCount(0);
  const handle = manage.getByRole('button', { name: 'Move Expenses' });
  await handle.focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  await expect(production.getByTestId('worksheet-field-10')).toBeVisible();
  await screenshot(page, 'worksheets-manage-panel');
  await manage.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Worksheet updated successfully.')).toBeVisible();
  await expect(page.getByText('Worksheet updated successfully.')).toBeHidden({ timeout: 15_000 });
  const list = await (await page.request.get(`${API}/${me.partnerId}/worksheets`)).json();
  const saved = await (await page.request.get(`${API}/${me.partnerId}/worksheets/${list.items[0].id}`)).json();
  expect(saved.categories[1].field_ids).toContain(10);
  expect(saved.values.find((v: { field_definition_id: number }) => v.field_definition_id === 10).value).toBe(150_050);

  // Final, after a confirmation: then read-only.
  await manage.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Final' }).click();
  await manage.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('dialog', { name: 'Mark the worksheet Final?' }).getByRole('button', { name: 'Save as Final' }).click();
  await expect(manage.getByText('This worksheet is Final: it can be read but no longer changed.')).toBeVisible();
  await expect(manage.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(manage.getByRole('textbox')).toHaveCount(0);
  await expect(manage.getByRole('button', { name: /^Move / })).toHaveCount(0);
  await expect(manage.getByTestId('worksheet-value-10')).toHaveText('$1,500.50');
  await screenshot(page, 'worksheets-final');
  await manage.getByRole('button', { name: 'Close' }).click();
  // The toast sits over the New worksheet button until it goes.
  await expect(page.getByText('Worksheet updated successfully.')).toBeHidden({ timeout: 15_000 });

  // A second worksheet, for Northside, is deleted after a confirmation.
  const panel = await createWorksheet(page, NORTHSIDE);
  await panel.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('presentation').filter({ has: page.getByRole('heading', { name: `Worksheet of ${NORTHSIDE}` }) }).getByRole('button', { name: 'Close' }).click();
  const grid = page.getByRole('grid', { name: 'Worksheets' });
  await expect(grid.getByRole('row')).toHaveCount(3); // header + 2
  await expect(grid.getByRole('row', { name: new RegExp(`${month.label}.*${DOWNTOWN}.*Final`) })).toBeVisible();
  await screenshot(page, 'worksheets-grid');
  await grid.getByRole('button', { name: `Delete the worksheet ${month.label} ${NORTHSIDE}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this worksheet?' });
  await expect(confirm).toContainText(`The worksheet of ${month.label} for ${NORTHSIDE}`);
  await screenshot(page, 'worksheets-delete-dialog');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Worksheet deleted.')).toBeVisible();
  await expect(grid.getByRole('row')).toHaveCount(2);
  await expect(grid.getByText(NORTHSIDE)).toHaveCount(0);
});
