import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { businessNow, isoDay, screenshot, signIn } from './helpers';
import { dateValue, expectDate, fillDate } from './dates';

// Category report (3-operations §2): the grid against the API, sms / dashboard, an advisor filter,
// a bar click to the repair orders and one RO's details, and the CSV file.

const money = (cents: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(cents / 100);

interface Figures {
  totalSoldCents: number;
  soldCents: number;
}
interface Report {
  parts: Record<string, Figures>;
  labors: Record<string, Figures>;
  writers: { id: number; fullName: string }[];
}
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

async function apiJson<T>(page: Page, path: string, body?: object): Promise<T> {
  // page.request shares the browser context's cookies: the same session as the screen.
  const response = body
    ? await page.request.post(`/partners/api${path}`, { data: body, headers: XHR })
    : await page.request.get(`/partners/api${path}`);
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

const gridRow = (page: Page, name: string) => page.locator('.MuiDataGrid-row').filter({ has: page.locator('[data-field="name"]', { hasText: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\&]/g, '\\$&')}$`) }) });

test('category report: figures, category types, an advisor, the repair orders and the CSV', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  await page.goto('/categoryReport');
  await expect(page).toHaveTitle('Category Report - Rlo training');
  await expect(page.getByRole('heading', { level: 1, name: 'Category Report' })).toBeVisible();

  const me = await apiJson<{ partnerId: number; defaultLocation: number | null }>(page, '/auth/me');
  const locations = await apiJson<{ items: { id: number; isDisable: boolean }[] }>(page, '/locations');
  const locationId = me.defaultLocation ?? locations.items.find((l) => !l.isDisable)?.id;
  const sms = await apiJson<{ categoryID: number; name: string }[]>(page, `/category/${me.partnerId}/sms-category/${locationId}`);
  expect(sms.length, 'the demo location has categories').toBeGreaterThan(1);
  const now = await businessNow(page);
  const range = { startDate: `${now.getFullYear() - 1}-01-01`, endDate: isoDay(now) };
  await expectDate(page, 'Start date', range.startDate);
  await expectDate(page, 'End date', range.endDate);

  // sms categories: a category's total and the grid total against the API.
  const report = await apiJson<Report>(page, `/category/${me.partnerId}/category-report/${locationId}`, {
    ...range, categoryType: 'sms', categoryIds: sms.map((c) => c.categoryID),
  });
  const top = [...sms].sort((a, b) => report.labors[b.categoryID].totalSoldCents - report.labors[a.categoryID].totalSoldCents)[0];
  expect(report.labors[top.categoryID].totalSoldCents).toBeGreaterThan(0);
  await expect(gridRow(page, top.name).locator('[data-field="totalSoldCents"]')).toHaveText(money(report.labors[top.categoryID].totalSoldCents));
  const grandTotal = sms.reduce((sum, c) => sum + report.labors[c.categoryID].totalSoldCents, 0);
  await expect(gridRow(page, 'Total').locator('[data-field="totalSoldCents"]')).toHaveText(money(grandTotal));
  await expect(page.getByText('Sales by category')).toBeVisible();
  await screenshot(page, 'cat-report-sms');

  // The CSV holds the grid's rows.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('categoryReport.csv');
  const csv = await readFile(await download.path(), 'utf8');
  for (const c of sms) expect(csv).toContain(`\r\n${c.name.includes(',') ? `"${c.name}"` : c.name},`);
  expect(csv).toContain(`\r\nTotal,`);
  expect(csv).toContain(`,${(grandTotal / 100).toFixed(2)}\r\n`);

  // Dashboard categories: map the top sms category onto a dashboard category, then read its row.
  const dashboard = await apiJson<{ id: number; name: string }[]>(page, '/category/dashboard-category');
  const target = dashboard.find((d) => d.name === 'Other') ?? dashboard[0];
  const before = await apiJson<{ id: number; dashboardCategoryId: number; mappedCategory: string }[]>(page, `/category/${me.partnerId}/fetch-mapped-category/${locationId}?dashboardCategoryId=${target.id}`);
  const saved = await apiJson<{ id: number }>(page, `/category/${me.partnerId}/save-mapped-category/${locationId}`, {
    dashboardCategoryId: target.id, mappedCategory: [before[0]?.mappedCategory, String(top.categoryID)].filter(Boolean).join(','),
  });
  try {
    await page.reload();
    await page.getByRole('button', { name: 'Dashboard categories' }).click();
    const dash = await apiJson<Report>(page, `/category/${me.partnerId}/category-report/${locationId}`, {
      ...range, categoryType: 'dashboard', categoryIds: dashboard.map((d) => d.id),
    });
    expect(dash.labors[target.id].totalSoldCents).toBeGreaterThanOrEqual(report.labors[top.categoryID].totalSoldCents);
    await expect(gridRow(page, target.name).locator('[data-field="totalSoldCents"]')).toHaveText(money(dash.labors[target.id].totalSoldCents));
    await screenshot(page, 'cat-report-dashboard');
  } finally {
    // Leave the mapping as it was for the other suites.
    if (before.length === 0) await page.request.delete(`/partners/api/category/delete/${saved.id}`, { headers: XHR });
    else await apiJson(page, `/category/${me.partnerId}/save-mapped-category/${locationId}`, { id: before[0].id, dashboardCategoryId: target.id, mappedCategory: before[0].mappedCategory });
  }

  // Back to sms; one service advisor only: the grid becomes that advisor's work (the sa-tech call).
  await page.getByRole('button', { name: 'SMS categories' }).click();
  await page.getByRole('combobox', { name: 'Employee type' }).click();
  await page.getByRole('option', { name: 'Service advisors' }).click();
  const advisors = page.getByRole('combobox', { name: /^Service advisors/ });
  await expect(advisors).toHaveText('All');
  const writer = report.writers[0];
  await advisors.click();
  await page.getByRole('option', { name: 'Select all' }).click(); // none chosen
  await expect(page.getByText('Select at least one employee.')).toBeVisible();
  await page.getByRole('option', { name: writer.fullName }).click();
  await page.keyboard.press('Escape');
  await expect(advisors).toHaveText(writer.fullName);
  const mine = await apiJson<Report>(page, `/category/${me.partnerId}/category-report-sa-tech/${locationId}`, {
    ...range, categoryType: 'sms', categoryIds: sms.map((c) => c.categoryID), writerIds: [writer.id],
  });
  await expect(gridRow(page, top.name).locator('[data-field="totalSoldCents"]')).toHaveText(money(mine.labors[top.categoryID].totalSoldCents));
  await expect(page.getByText('Sales by service advisor and category')).toBeVisible();
  await screenshot(page, 'cat-report-advisor');

  // Back to every employee: a bar of the sales chart opens the category's repair orders (the last 7 days of the range).
  await page.getByRole('combobox', { name: 'Employee type' }).click();
  await page.getByRole('option', { name: 'All' }).click();
  await expect(gridRow(page, top.name).locator('[data-field="totalSoldCents"]')).toHaveText(money(report.labors[top.categoryID].totalSoldCents));
  await expect(page.getByRole('button', { name: `Repair orders: ${top.name}` })).toBeVisible();
  // The tallest bar of the first chart (a bar of height 0 cannot be clicked).
  const bars = page.locator('.MuiPaper-root').filter({ hasText: 'Sales by category' }).locator('.MuiBarElement-root');
  const heights = await bars.evaluateAll((elements) => elements.map((e) => e.getBoundingClientRect().height));
  await bars.nth(heights.indexOf(Math.max(...heights))).click();
  const modal = page.getByRole('dialog', { name: /^Repair orders: / });
  await expect(modal).toBeVisible();
  await fillDate(modal, 'End date', range.endDate);
  await fillDate(modal, 'Start date', isoDay(new Date(now.getTime() - 30 * 86_400_000)));
  // Moving the start put the end 7 days later.
  await expect.poll(() => dateValue(modal, 'End date')).not.toBe(range.endDate);
  await fillDate(modal, 'End date', range.endDate);
  await expect(modal.getByText('The date range may be at most 7 days.')).toBeVisible();
  await fillDate(modal, 'Start date', isoDay(new Date(now.getTime() - 7 * 86_400_000)));
  await expect(modal.getByText('The date range may be at most 7 days.')).toBeHidden();
  const view = modal.getByRole('button', { name: /^View repair order / }).first();
  await expect(view).toBeVisible();
  await screenshot(page, 'cat-report-ros');
  const number = ((await view.getAttribute('aria-label')) ?? '').replace('View repair order ', '');
  await view.click();
  await expect(page.getByRole('dialog', { name: new RegExp(number) })).toBeVisible();
  await screenshot(page, 'cat-report-ro-detail');
});
