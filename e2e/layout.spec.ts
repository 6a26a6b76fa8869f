import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { screenshot, signIn } from './helpers';

// Layout (issue 31 items 5 and 6): side panels above the app bar, grids that fit their page, the
// customer lists' search / page size / export, the sidebar's help links on a 900 px screen, and no
// sideways scrolling of any main screen on a 390 px phone. Screenshots `layout-<what>-<width>`.

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The box of an element, which must be laid out. */
async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, 'the element is laid out').not.toBeNull();
  return b!;
}

/** The element is the one the user sees at its centre: nothing (an app bar, a scroll clip) covers it. */
async function expectOnTop(locator: Locator) {
  const onTop = await locator.evaluate((element) => {
    const r = element.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (element === hit || element.contains(hit));
  });
  expect(onTop, 'nothing covers the element').toBe(true);
}

async function expectNoSidewaysScroll(page: Page, what: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${what}: the page is no wider than the phone`).toBeLessThanOrEqual(PHONE.width);
}

/** The app bar's bottom edge. */
async function appBarBottom(page: Page) {
  const bar = await box(page.locator('header.MuiAppBar-root'));
  return bar.y + bar.height;
}

/** A side panel: its title is in view, below the top of the screen and not under the app bar. */
async function expectPanelTitleVisible(page: Page, panel: Locator, title: Locator) {
  await expect(panel).toBeVisible();
  await expect(title).toBeVisible();
  const t = await box(title);
  expect(t.y, 'the title starts inside the screen').toBeGreaterThanOrEqual(0);
  await expectOnTop(title);
  // Either the panel lies over the bar (a modal) or it starts below it: never under it.
  const p = await box(panel);
  const barBottom = await appBarBottom(page);
  const over = await panel.evaluate((element) => {
    const r = element.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + 8, 8);
    return hit !== null && element.contains(hit);
  });
  expect(over || p.y >= barBottom, 'the panel is above the app bar or below it').toBe(true);
}

for (const size of [DESKTOP, PHONE]) {
  test(`side panels open with their title in view (${size.width}×${size.height})`, async ({ page }) => {
    await page.setViewportSize(size);
    await signIn(page);

    // Locations: new, then edit.
    await page.goto('/locations');
    await page.getByRole('button', { name: 'New location' }).click();
    const create = page.getByRole('dialog', { name: 'New location' });
    await expectPanelTitleVisible(page, create, create.getByRole('heading', { name: 'New location' }));
    await expect(create.getByRole('button', { name: 'Cancel' })).toBeInViewport();
    await screenshot(page, `layout-location-panel-${size.width}`);
    await page.keyboard.press('Escape');
    await expect(create).toBeHidden();

    // Settings > Users: add.
    await page.goto('/settings/users');
    await page.getByRole('button', { name: 'Add user' }).click();
    const user = page.getByRole('dialog', { name: 'New user' });
    await expectPanelTitleVisible(page, user, user.getByRole('heading', { name: 'New user' }));
    await expectOnTop(user.getByRole('button', { name: 'Close' }));
    await screenshot(page, `layout-user-panel-${size.width}`);
  });
}

test('the category report shows Total sold inside the page at 1440×900', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page);
  await page.goto('/categoryReport');
  const grid = page.getByRole('grid', { name: /categor/i }).first();
  const header = grid.getByRole('columnheader', { name: 'Total sold' });
  await expect(header).toBeVisible({ timeout: 30_000 });
  const h = await box(header);
  const g = await box(grid);
  expect(h.x).toBeGreaterThanOrEqual(g.x);
  expect(h.x + h.width, 'Total sold is inside the grid, not scrolled out').toBeLessThanOrEqual(g.x + g.width + 1);
  expect(h.x + h.width, 'and inside the screen').toBeLessThanOrEqual(DESKTOP.width);
  await expectOnTop(header.locator('.MuiDataGrid-columnHeaderTitle'));
  // No figure is cut: every Total sold cell shows its whole text.
  const cut = await grid.locator('[data-field="totalSoldCents"][role="gridcell"]').evaluateAll((cells) =>
    cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent),
  );
  expect(cut, 'Total sold cells shown whole').toEqual([]);
  // The grid does not push the page sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESKTOP.width);
  await screenshot(page, 'layout-category-report-1440');
});

test('the sidebar help links are on a 1440×900 screen without scrolling', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page);
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: /menu|navigation/i });
  for (const name of ['Help Videos', 'User Guide', 'Courses', 'Upcoming Events', 'Support Request']) {
    const link = nav.getByRole('link', { name: new RegExp(`^${name}`) });
    await expect(link).toBeVisible();
    const b = await box(link);
    expect(b.y + b.height, `${name} is above the bottom of the screen`).toBeLessThanOrEqual(DESKTOP.height);
    await expectOnTop(link);
  }
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("a tooltip's first keyboard focus loads it, opens it and keeps the focus", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page);
  // A fresh page: no tooltip's code is loaded until one is hovered or focused.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // The first tooltip on the way is a location's sync dot in the header.
  const dot = page.locator('[data-sync-state]').first();
  const name = await dot.getAttribute('aria-label');
  expect(name, 'the dot is named before its tooltip loads').toBeTruthy();
  // From the logo, the element before it, Tab gives the dot the keyboard's focus.
  await page.getByRole('link', { name: 'RLO Training' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tooltip')).toHaveText(name!);
  await screenshot(page, 'layout-tooltip-keyboard-1440');
  // Mounted again inside the tooltip, the dot has the focus back, and Tab goes on from it.
  await expect(page.locator('[data-sync-state]').first()).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('header') !== null)).toBe(true);
});

test('a customer list searches, pages and exports the whole filtered list', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await signIn(page);
  await page.goto('/dashboard');
  const customers = page.locator('#customer-report-section');
  await customers.scrollIntoViewIfNeeded();
  await expect(customers.locator('[data-state="loading"]')).toHaveCount(0, { timeout: 30_000 });
  await customers.getByRole('button', { name: 'View the list: Active customers' }).click();
  const dialog = page.getByRole('dialog', { name: /Active customers/ });
  await expect(dialog).toBeVisible();
  const rows = dialog.locator('.MuiDataGrid-row');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });

  // The count has thousands separators; 25 rows a page by default.
  const subtitle = dialog.getByText(/Customers: /);
  await expect(subtitle).toHaveText(/Customers: \d{1,3}(,\d{3})+$/);
  const shown = async () => Number(/Customers: ([\d,]+)/.exec((await subtitle.textContent())!)![1].replace(/,/g, ''));
  const total = await shown();
  expect(total).toBeGreaterThan(1000);
  await expect(rows).toHaveCount(25);
  await dialog.screenshot({ path: 'test-results/screens/layout-customer-list-1440.png' });

  // Every column header is inside the dialog: none cut off at the right.
  const content = await box(dialog.locator('.MuiDialogContent-root'));
  for (const header of await dialog.getByRole('columnheader').all()) {
    const h = await box(header);
    expect(h.x + h.width, `${await header.textContent()} fits`).toBeLessThanOrEqual(content.x + content.width + 1);
  }

  // Page size: 50.
  await dialog.getByRole('combobox', { name: /Rows per page/ }).click();
  await page.getByRole('option', { name: '50' }).click();
  await expect(rows).toHaveCount(50);

  // Search: the server narrows the list before paging; the count follows.
  await dialog.getByRole('searchbox', { name: 'Search' }).fill('ma');
  await expect.poll(shown, { timeout: 30_000 }).toBeLessThan(total);
  await expect(dialog.locator('[aria-busy="true"], .MuiDataGrid-overlay')).toHaveCount(0);
  const found = await shown();
  expect(found, 'more than one page of 50, and of 100 (the export reads pages of 100)').toBeGreaterThan(100);
  expect(found).toBeLessThan(total);
  const names = await rows.locator('[data-field="name"]').allTextContents();
  expect(names.length).toBe(50);

  // Export: the whole filtered list, every page of it, one line per customer after the header.
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Export CSV' }).click()]);
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toMatch(/^Name,/);
  expect(lines.length - 1, 'the CSV has every customer of the search').toBe(found);
  expect(lines.slice(1).every((line) => /ma/i.test(line))).toBe(true);

  // Nothing found: the grid says so, the dialog stays.
  await dialog.getByRole('searchbox', { name: 'Search' }).fill('zzzzqqq');
  await expect(dialog.getByText('No customer matches “zzzzqqq”.')).toBeVisible();
  await expect(subtitle).toHaveText(/Customers: 0$/);
});

test("the day's repair orders grid shows its last column whole", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await signIn(page);
  await page.goto('/dashboard');
  const monthly = page.locator('#monthly-barchart-section');
  await monthly.scrollIntoViewIfNeeded();
  await expect(monthly.locator('[data-state="loading"]')).toHaveCount(0, { timeout: 30_000 });
  await monthly.locator('.MuiBarElement-root').nth(22).click();
  const days = monthly.getByTestId('daily-chart');
  await expect(days.locator('[data-state="loading"]')).toHaveCount(0, { timeout: 30_000 });
  const bars = days.locator('.MuiBarElement-root');
  for (let index = (await bars.count()) - 1; index >= 0; index -= 1) {
    const b = await bars.nth(index).boundingBox();
    if (b && b.height > 4) {
      await bars.nth(index).click();
      break;
    }
  }
  const orders = monthly.getByTestId('day-repair-orders');
  await expect(orders.locator('.MuiDataGrid-row').first()).toBeVisible({ timeout: 30_000 });
  const grid = orders.getByRole('grid');
  const headers = grid.getByRole('columnheader');
  const last = headers.last();
  await expect(last).toHaveText('Sold hours');
  await last.scrollIntoViewIfNeeded();
  const g = await box(grid);
  const h = await box(last);
  expect(h.x + h.width, 'the last column ends inside the grid').toBeLessThanOrEqual(g.x + g.width + 1);
  await expectOnTop(last.locator('.MuiDataGrid-columnHeaderTitle'));
  await orders.screenshot({ path: 'test-results/screens/layout-day-repair-orders-1440.png' });
});

const PHONE_SCREENS: [string, string][] = [
  ['dashboard', '/dashboard'],
  ['reports', '/reports'],
  ['shop-comparison', '/shopComparison'],
  ['category-report', '/categoryReport'],
  ['locations', '/locations'],
  ['settings', '/settings'],
  ['measure-my-shop', '/measureMyShop'],
];

test('no main screen scrolls sideways on a 390×844 phone', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(PHONE);
  await signIn(page);
  for (const [name, path] of PHONE_SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    if (name === 'dashboard') {
      // Every section loads as it scrolls into view.
      for (const section of await page.locator('[id$="-section"]').all()) {
        await section.scrollIntoViewIfNeeded();
        await expect(section.locator('[data-state="loading"]')).toHaveCount(0, { timeout: 30_000 });
      }
    }
    await expectNoSidewaysScroll(page, name);
    await screenshot(page, `layout-${name}-390`);
  }
});

test('the dashboard dialogs fit a 390×844 phone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await signIn(page);
  await page.goto('/dashboard');
  const customers = page.locator('#customer-report-section');
  await customers.scrollIntoViewIfNeeded();
  await expect(customers.locator('[data-state="loading"]')).toHaveCount(0, { timeout: 30_000 });
  await customers.getByRole('button', { name: 'View the list: New customers' }).click();
  const dialog = page.getByRole('dialog', { name: /New customers/ });
  await expect(dialog.locator('.MuiDataGrid-row').first()).toBeVisible({ timeout: 30_000 });
  await expectNoSidewaysScroll(page, 'customer list');
  const d = await box(dialog);
  expect(d.x).toBeGreaterThanOrEqual(0);
  expect(d.x + d.width).toBeLessThanOrEqual(PHONE.width);
  await expect(dialog.getByRole('button', { name: 'Export CSV' })).toBeInViewport();
  await page.screenshot({ path: 'test-results/screens/layout-customer-list-390.png' });
});
