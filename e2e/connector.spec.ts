import { expect, test, type Page } from '@playwright/test';
import { screenshot, signIn } from './helpers';

// Connecting a Tekmetric location (connectors.md §1), as the demo shop owner: the Management System
// tab tries the credentials, saving queues the first sync, the Locations screen follows it, and the
// dashboard's figures take the pulled repair orders in. The fake Tekmetric is started beside the
// server by scripts/e2e-server.mjs (shop 1234, a year of ROs ending the day before the business today).

const API = '/partners/api';
const FAKE = { shopId: '1234', clientId: 'fake-client-id', clientSecret: 'fake-client-secret' };
const DOWNTOWN = 'Demo Auto – Downtown';

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`${API}${path}`);
  expect(res.ok(), `${path}: ${res.status()}`).toBeTruthy();
  return (await res.json()) as T;
}

interface Summary {
  current_year: { sale_count: number; gross_sales_cents: number };
}

test('connect Tekmetric, test the connection, watch the first sync, and see the dashboard take it in', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  const { partnerId } = await apiGet<{ partnerId: number }>(page, '/auth/me');
  const { items } = await apiGet<{ items: { id: number; name: string }[] }>(page, '/locations');
  const downtown = items.find((l) => l.name === DOWNTOWN);
  expect(downtown, 'the demo partner has its Tekmetric location').toBeDefined();
  const summaryUrl = `/dashboard/${partnerId}/reports/daily_summary?location_id=${downtown!.id}`;
  const before = await apiGet<Summary>(page, summaryUrl);

  await page.goto('/settings/managementSystem');
  const location = page.getByRole('combobox', { name: 'Location' });
  if (await location.isVisible()) {
    await location.click();
    await page.getByRole('option', { name: DOWNTOWN }).click();
  }
  const section = page.getByRole('region', { name: DOWNTOWN });
  await section.getByRole('button', { name: /^(Connect|Edit connection)$/ }).click();
  await section.getByLabel('Shop ID').fill(FAKE.shopId);
  await section.getByLabel('Client ID').fill(FAKE.clientId);
  await section.getByLabel('Client secret').fill('not-the-secret');
  await section.getByRole('button', { name: 'Test connection' }).click();
  await expect(section.getByRole('status')).toContainText('Wrong client ID or secret');
  await expect(section.getByRole('status')).not.toContainText('not-the-secret');
  await screenshot(page, 'connector-test-refused');

  await section.getByLabel('Client secret').fill(FAKE.clientSecret);
  await section.getByRole('button', { name: 'Test connection' }).click();
  await expect(section.getByRole('status')).toContainText('Connection works');
  await screenshot(page, 'connector-test-ok');
  await section.getByRole('button', { name: 'Save connection' }).click();
  await expect(page.getByText('Connection saved.')).toBeVisible();
  await expect(section.getByText('••••cret')).toBeVisible();

  await page.goto('/locations');
  const prompt = page.getByRole('dialog', { name: 'Set up your location' });
  if (await prompt.isVisible().catch(() => false)) await prompt.getByRole('button', { name: 'Later' }).click();
  await page.getByRole('gridcell', { name: DOWNTOWN, exact: true }).click();
  const history = page.getByRole('region', { name: 'Sync history' });
  await expect(history.getByRole('heading', { name: 'Sync history' })).toBeVisible();
  const firstRun = history.getByRole('row').filter({ hasText: 'First sync' });
  await expect(firstRun.getByText('Succeeded')).toBeVisible({ timeout: 90_000 });
  // 400 ROs over four pages, all new to the portal.
  await expect(firstRun.getByRole('cell')).toHaveText([/\d/, 'First sync', /^01\/01\/2015 – /, 'Succeeded', '4', '400', '400', '0', '0', '0']);
  await screenshot(page, 'connector-sync-history');

  const after = await apiGet<Summary>(page, summaryUrl);
  expect(after.current_year.sale_count).toBeGreaterThan(before.current_year.sale_count);
  expect(after.current_year.gross_sales_cents).toBeGreaterThan(before.current_year.gross_sales_cents);
  await page.goto('/dashboard');
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveText(DOWNTOWN);
  await expect(page.locator('[data-period="current_year"] [data-metric="sale_count"] [data-value="current"]')).toHaveText(
    new Intl.NumberFormat('en').format(after.current_year.sale_count),
  );
  await screenshot(page, 'connector-dashboard-after-sync');

  // "Sync now" pulls what changed since: nothing new, so every RO of the overlap day is unchanged.
  await page.goto('/locations');
  await page.getByRole('gridcell', { name: DOWNTOWN, exact: true }).click();
  await history.getByRole('button', { name: 'Sync now' }).click();
  await expect(history.getByRole('row').filter({ hasText: 'Incremental' }).getByText('Succeeded')).toBeVisible({ timeout: 60_000 });
});
