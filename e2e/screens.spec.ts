import { expect, test, type Locator, type Page } from '@playwright/test';
import { paths } from '../apps/web/src/app/paths';
import { ADVISOR, axeViolations, OWNER, screenshot, signIn } from './helpers';
import { mailedLink } from './mail';

// Every screen of the app (every route of apps/web/src/app/paths.ts) and its main dialogs, for each
// role the demo signs in with, at a desktop (1440×900) and a phone (390×844) size: loaded, axe with
// no serious or critical violation, and a full-page screenshot `<screen>-<width>.png` for a person
// to look at (issue 31 item 12 and "Must show"). One signed-in page per role keeps it quick.

const COACH = { email: 'coach@demo-auto.com', password: 'demo1234', name: 'Casey Coach' };
const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

type RouteKey = keyof typeof paths;
/** The folder under test-results/screens/ of this spec's screenshots. */
const SHOTS = 'every-screen';

/** The routes each test below visits; the first test checks that together they are all of paths.ts. */
const VISITED: Record<string, readonly RouteKey[]> = {
  public: ['login', 'resetPassword'],
  newShop: ['verify', 'onboarding'],
  owner: [
    'root',
    'dashboard',
    'locations',
    'worksheet',
    'locationSetup',
    'helpVideos',
    'goal',
    'coachComments',
    'alerts',
    'employeeComments',
    'settings',
    'allCustomers',
    'emailCount',
    'roAudit',
    'coachingCall',
    'shopComparison',
    'measureMyShop',
    'reports',
    'userGuide',
    'updateRepairOrder',
    'categoryReport',
    'category',
    'payment',
  ],
  coach: ['agentClientLocations', 'agentClientLocation'],
};

/** The shop screens, as the sidebar and the user menu reach them (the owner and the advisor see each). */
const SHOP_SCREENS: readonly [name: string, path: string][] = [
  ['dashboard', paths.dashboard],
  ['locations', paths.locations],
  ['location-setup', paths.locationSetup],
  ['worksheet', paths.worksheet],
  ['all-customers', paths.allCustomers],
  ['email-count', paths.emailCount],
  ['ro-audit', paths.roAudit],
  ['deleted-ros', paths.updateRepairOrder],
  ['employee-comments', paths.employeeComments],
  ['goal', paths.goal],
  ['coach-comments', paths.coachComments],
  ['alerts', paths.alerts],
  ['reports', paths.reports],
  ['shop-comparison', paths.shopComparison],
  ['measure-my-shop', paths.measureMyShop],
  ['category-report', paths.categoryReport],
  ['category-mapping', paths.category],
  ['user-guide', paths.userGuide],
  ['help-videos', paths.helpVideos],
  ['coaching-call', paths.coachingCall],
  ['settings-account', '/settings/account'],
  ['settings-users', '/settings/users'],
  ['settings-management-system', '/settings/managementSystem'],
  ['settings-billing-history', '/settings/billingHistory'],
  ['not-found', '/no-such-page'],
];

/** Anything still loading: skeletons, spinners, indeterminate bars, sections waiting for data. */
const LOADING = [
  '.MuiSkeleton-root',
  '.MuiCircularProgress-indeterminate',
  '.MuiLinearProgress-indeterminate',
  '[data-state="loading"]',
  '[aria-busy="true"]',
].join(', ');

/** Waits until nothing in the window is still loading (what is below it may wait to come into view). */
async function loadedInView(page: Page) {
  await page.waitForFunction(
    (selector) =>
      Array.from(document.querySelectorAll(selector)).every((element) => {
        const box = element.getBoundingClientRect();
        return box.bottom <= 0 || box.top >= window.innerHeight || box.width === 0;
      }),
    LOADING,
    { timeout: 30_000 },
  );
}

/**
 * Waits until the page has nothing left to load, scrolling through it first: the dashboard's
 * sections load when they come into view, and the full-page screenshot shows them all.
 */
async function settle(page: Page) {
  await expect(page.locator('main, [role="dialog"]').first()).toBeVisible();
  const step = page.viewportSize()?.height ?? 800;
  for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await loadedInView(page);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator(LOADING)).toHaveCount(0, { timeout: 30_000 });
}

/**
 * The screen as it is now, at both sizes: loaded, axe-clean, photographed. Ends at the desktop size.
 * A dialog is photographed as the window shows it: it scrolls inside itself, and the page under it
 * would only make the picture taller.
 */
async function checkScreen(page: Page, name: string, { dialog = false } = {}) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await settle(page);
    expect.soft(await axeViolations(page), `axe on ${name} at ${size.width} px`).toEqual([]);
    // One title per screen, the PageTitle's h1: the headings start at level 1 everywhere.
    await expect.soft(page.locator('h1'), `the h1 of ${name}`).toHaveCount(1);
    // Their own folder: other specs photograph some of the same screens under the same names.
    if (dialog) await page.screenshot({ path: `test-results/screens/${SHOTS}/${name}-${size.width}.png` });
    else await screenshot(page, `${SHOTS}/${name}-${size.width}`);
  }
  await page.setViewportSize(SIZES[0]);
}

async function visit(page: Page, name: string, path: string) {
  await page.goto(path);
  // The screen's code loads with it (one chunk per route): slower than a click on a busy machine.
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 30_000 });
  await checkScreen(page, name);
}

/** The location-setup prompt shows once per never-synced location (other specs create some). */
async function dismissSetupPrompt(page: Page) {
  const prompt = page.getByRole('dialog', { name: 'Set up your location' });
  if (await prompt.isVisible()) await prompt.getByRole('button', { name: 'Later' }).click();
  await expect(prompt).toBeHidden();
}

/**
 * Whether the focus is on `target` or inside it; for a dialog, inside its modal (MUI focuses the
 * dialog's container, the parent of the element with the dialog role, when it opens).
 */
const focusInside = (target: Locator) =>
  target.evaluate((element) =>
    (element.getAttribute('role') === 'dialog' ? (element.closest('.MuiModal-root') ?? element) : element).contains(
      document.activeElement,
    ),
  );

/**
 * Presses Tab until `target` has the focus: it is reachable from the keyboard. Like a person, it
 * lets what scrolls into view load before pressing again.
 */
async function tabTo(page: Page, target: Locator, limit = 150) {
  for (let presses = 0; presses < limit; presses += 1) {
    await loadedInView(page);
    if ((await target.count()) > 0 && (await focusInside(target))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${target.toString()} not reached with ${limit} Tab presses`);
}


test.use({ viewport: SIZES[0] });

test('every route of the app is visited below', () => {
  const visited = new Set(Object.values(VISITED).flat());
  expect(Object.keys(paths).filter((key) => !visited.has(key as RouteKey))).toEqual([]);
});

test('signed out: the login screen, its dialogs and the password reset', async ({ page }) => {
  await visit(page, 'login', paths.login);
  await page.goto(`${paths.login}?user=signup`);
  await expect(page.getByRole('dialog', { name: 'Member sign-up' })).toBeVisible();
  await checkScreen(page, 'login-signup', { dialog: true });
  await page.goto(`${paths.login}?forgot=1`);
  await expect(page.getByRole('dialog', { name: 'Forgot your password?' })).toBeVisible();
  await checkScreen(page, 'login-forgot-password', { dialog: true });
  await visit(page, 'reset-password', `${paths.resetPassword}?token=screens-e2e`);
});

test('a new shop: e-mail check, confirmation and onboarding', async ({ page }) => {
  const email = `screens-${Date.now()}@e2e-shop.com`;
  const created = await page.request.post('/partners/api/partners', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: {
      businessName: 'Screens Auto Care',
      businessZip: '73301',
      businessTimezone: 'US/Central',
      businessUrl: 'www.screens-auto.com',
      contactName: 'Sam Screens',
      phone: '5125550199',
      contactEmail: email,
      password: 'first-pass',
      confirmPassword: 'first-pass',
      agree: true,
    },
  });
  expect(created.status()).toBe(201);
  await visit(page, 'verify', paths.verify);
  // The e-mail's link confirms the address, then the guard sends the new shop on to onboarding.
  await page.goto(await mailedLink(email, '/verify'));
  await expect(page.getByText('Your email address is confirmed.')).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkScreen(page, 'onboarding');
});

test('the shop owner (Admin): every screen and its main dialogs', async ({ page }) => {
  test.setTimeout(420_000);
  await signIn(page, OWNER);
  await page.goto(paths.root);
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const [name, path] of SHOP_SCREENS) {
    await visit(page, name, path);
    if (path === paths.locations) await dismissSetupPrompt(page);
  }
  await visit(page, 'payment', paths.payment);

  // The dashboard's drill-down: a month, a day, its repair orders, one RO's details.
  await page.goto(paths.dashboard);
  const monthly = page.locator('#monthly-barchart-section');
  await monthly.scrollIntoViewIfNeeded();
  await monthly.getByRole('combobox', { name: 'Days of month' }).click();
  await page.getByRole('option').nth(2).click();
  const days = monthly.getByTestId('daily-chart');
  await days.getByRole('combobox', { name: 'Repair orders of day' }).click();
  await page.getByRole('option').last().click();
  const orders = monthly.getByTestId('day-repair-orders');
  await expect(orders.locator('.MuiDataGrid-row').first()).toBeVisible({ timeout: 30_000 });
  await checkScreen(page, 'dashboard-drill-down');
  await orders.locator('.MuiDataGrid-row').first().click();
  const ro = page.getByRole('dialog', { name: /Repair order #/ });
  await expect(ro.getByRole('list', { name: "Customer's repair orders" })).toBeVisible({ timeout: 30_000 });
  await checkScreen(page, 'dashboard-ro-details', { dialog: true });
  await page.keyboard.press('Escape');
  await expect(ro).toBeHidden();

  // A customer list from the customer report.
  const customers = page.locator('#customer-report-section');
  await customers.scrollIntoViewIfNeeded();
  await customers.getByRole('button', { name: 'View the list: New customers' }).click();
  const list = page.getByRole('dialog', { name: /New customers/ });
  await expect(list.locator('.MuiDataGrid-row').first()).toBeVisible({ timeout: 30_000 });
  await checkScreen(page, 'dashboard-customer-list', { dialog: true });
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();

  // A coach comment's details.
  await page.goto(paths.coachComments);
  // Its title opens it (Read More shows only when the text is cut).
  await page.getByTestId('coach-comment').first().getByRole('button').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await checkScreen(page, 'coach-comment-details', { dialog: true });
  await page.keyboard.press('Escape');

  // The side panels: a new location, a new user.
  await page.goto(paths.locations);
  await dismissSetupPrompt(page);
  await page.getByRole('button', { name: 'New location' }).click();
  await expect(page.getByRole('heading', { name: 'New location' })).toBeVisible();
  await checkScreen(page, 'locations-new-panel', { dialog: true });
  await page.keyboard.press('Escape');
  await page.goto('/settings/users');
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByRole('dialog', { name: 'New user' })).toBeVisible();
  await checkScreen(page, 'settings-users-new-panel', { dialog: true });
});

test('the service advisor (location manager): every shop screen', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, ADVISOR);
  for (const [name, path] of SHOP_SCREENS) await visit(page, `advisor-${name}`, path);
});

test('the coach: client locations and one client location', async ({ page }) => {
  await signIn(page, COACH);
  await expect(page).toHaveURL(/\/agent\/client-locations$/);
  await checkScreen(page, 'coach-client-locations');
  await page.getByRole('table', { name: 'Client locations' }).getByRole('link').first().click();
  await expect(page.getByTestId('coach-comment').first()).toBeVisible();
  await checkScreen(page, 'coach-client-location');
});

test('keyboard only: the drill-down, a dialog and a side panel open, take the focus and give it back', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, OWNER);

  // The drill-down: the month and the day are chosen from lists, an RO opens with Enter.
  const monthly = page.locator('#monthly-barchart-section');
  const months = monthly.getByRole('combobox', { name: 'Days of month' });
  await tabTo(page, months);
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const daysOf = monthly.getByTestId('daily-chart').getByRole('combobox', { name: 'Repair orders of day' });
  await tabTo(page, daysOf);
  await page.keyboard.press('Enter');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  const grid = monthly.getByTestId('day-repair-orders').getByRole('grid');
  await expect(grid.locator('.MuiDataGrid-row').first()).toBeVisible({ timeout: 30_000 });
  await tabTo(page, grid);
  const cell = page.locator(':focus');
  await expect(cell).toHaveAttribute('role', /gridcell|columnheader/);
  if ((await cell.getAttribute('role')) === 'columnheader') await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const ro = page.getByRole('dialog', { name: /Repair order #/ });
  await expect(ro).toBeVisible();
  await expect.poll(() => focusInside(ro)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(ro).toBeHidden();
  await expect.poll(() => focusInside(grid)).toBe(true);

  // A dialog: a customer list from the customer report.
  const open = page.locator('#customer-report-section').getByRole('button', { name: 'View the list: New customers' });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const list = page.getByRole('dialog', { name: /New customers/ });
  await expect(list).toBeVisible();
  await expect.poll(() => focusInside(list)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(open).toBeFocused();

  // A side panel: a new location.
  await page.goto(paths.locations);
  await dismissSetupPrompt(page);
  const add = page.getByRole('button', { name: 'New location' });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'New location' }) });
  await expect(panel).toBeVisible();
  await expect.poll(() => focusInside(panel)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(add).toBeFocused();
});
