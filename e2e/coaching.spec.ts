import { expect, test, type Locator, type Page } from '@playwright/test';
import { OWNER, screenshot, signIn } from './helpers';

// Coaching (2-dashboard §2, §4; issue 7): coaching goals, coach comments, the coach's own screens,
// and the dashboard's coaching tools. The demo coach is assigned to the demo partner.
const COACH = { email: 'coach@demo-auto.com', password: 'demo1234', name: 'Casey Coach' };

async function shot(target: Locator, name: string) {
  await target.screenshot({ path: `test-results/screens/${name}.png` });
}

/** The number on the sidebar's Coach Comments badge (0 when there is none). */
async function unreadBadge(page: Page): Promise<number> {
  // includeHidden: an open dialog hides the rest of the page from the accessibility tree.
  const link = page
    .getByRole('navigation', { name: 'Main navigation', includeHidden: true })
    .getByRole('link', { name: /Coach Comments/, includeHidden: true });
  // The visually hidden "N unread" text; the badge beside it shows the same number.
  const hidden = link.getByText(/^\d+ unread$/);
  if ((await hidden.count()) === 0) return 0;
  return Number(/^(\d+)/.exec((await hidden.textContent()) ?? '')?.[1] ?? 0);
}

test('the owner adds, edits and deletes a coaching goal and sees its line on the dashboard', async ({ page }) => {
  await signIn(page, OWNER);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Coaching Goals' }).click();
  await expect(page.getByRole('heading', { name: 'Coaching Goals' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Coaching Goals' });
  await expect(grid).toBeVisible();

  await page.getByRole('button', { name: 'Add goal' }).click();
  const panel = page.getByRole('form', { name: 'Add a coaching goal' });
  // Saving an empty form names every missing field.
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByText('Choose a chart group.')).toBeVisible();
  await panel.getByRole('combobox', { name: 'Chart group' }).click();
  await page.getByRole('option', { name: 'Key indicators' }).click();
  await panel.getByRole('combobox', { name: /^Chart( \*)?$/ }).click();
  // Only the goal metrics of the group are offered (kpis.md §7).
  await expect(page.getByRole('option')).toHaveText(['Gross sales', 'Car count', 'Average repair order (ARO)', 'Gross profit']);
  await page.getByRole('option', { name: 'Gross sales' }).click();
  await panel.getByRole('textbox', { name: 'Goal ($)' }).fill('120000');
  await screenshot(page, 'coaching-goal-panel');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Goal added.')).toBeVisible();
  const row = grid.getByRole('row').filter({ hasText: 'Key indicators' });
  await expect(row).toContainText('$120,000.00');

  await row.getByRole('button', { name: /Edit goal/ }).click();
  const edit = page.getByRole('form', { name: 'Edit the coaching goal' });
  await edit.getByRole('textbox', { name: 'Goal ($)' }).fill('150000');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Goal edited.')).toBeVisible();
  await expect(row).toContainText('$150,000.00');
  await screenshot(page, 'coaching-goals-grid');

  // The dashboard's monthly chart draws the goal once its toggle is on.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click();
  const monthly = page.locator('#monthly-barchart-section');
  await monthly.scrollIntoViewIfNeeded();
  // The switch turns on once the goals are read: click, then wait for it, rather than check()'s instant test.
  const toggle = monthly.getByRole('switch', { name: 'Show coaching goal' });
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(monthly.getByText(/Goal: \$150/)).toBeVisible({ timeout: 30_000 });
  await shot(monthly, 'coaching-goal-line');

  await page.goto('/goal');
  await grid.getByRole('row').filter({ hasText: 'Key indicators' }).getByRole('button', { name: /Delete goal/ }).click();
  const confirm = page.getByRole('dialog', { name: /Delete goal/ });
  await expect(confirm).toContainText('Gross sales');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Goal deleted.')).toBeVisible();
  await expect(grid.getByRole('row').filter({ hasText: 'Key indicators' })).toHaveCount(0);
});

test('a coach writes a comment; the owner sees the unread badge, opens it, and the badge drops', async ({ browser }) => {
  const title = `Watch the car count ${Date.now()}`;
  const ownerPage = await (await browser.newContext()).newPage();
  await signIn(ownerPage, OWNER);
  // The demo coach's comments include unread ones: wait for the badge before reading it.
  await expect.poll(() => unreadBadge(ownerPage)).toBeGreaterThan(0);
  const before = await unreadBadge(ownerPage);

  const coachPage = await (await browser.newContext()).newPage();
  await signIn(coachPage, COACH);
  await expect(coachPage).toHaveURL(/\/agent\/client-locations$/);
  const clients = coachPage.getByRole('table', { name: 'Client locations' });
  await expect(clients).toContainText('Demo Auto');
  await screenshot(coachPage, 'coaching-coach-clients');
  await clients.getByRole('link').first().click();
  await expect(coachPage.getByRole('tab', { name: 'Dashboard' })).toBeVisible();
  await expect(coachPage.getByTestId('coach-comment').first()).toBeVisible();

  const form = coachPage.getByRole('region', { name: 'Write a comment' });
  await form.getByRole('button', { name: 'Post comment' }).click();
  await expect(form.getByText('Enter a title.')).toBeVisible();
  await form.getByRole('combobox', { name: 'Chart group' }).click();
  await coachPage.getByRole('option', { name: 'Key indicators' }).click();
  await form.getByRole('combobox', { name: /^Chart( \*)?$/ }).click();
  await coachPage.getByRole('option', { name: 'Car count' }).click();
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form
    .getByRole('textbox', { name: 'Comment' })
    .fill('Car count is down on Mondays. '.repeat(8) + 'Call last month’s customers with open recommendations.');
  await form.getByRole('button', { name: 'Post comment' }).click();
  await expect(coachPage.getByText('Comment saved.')).toBeVisible();
  await expect(coachPage.getByRole('region', { name: 'Comments' })).toContainText(title);
  await screenshot(coachPage, 'coaching-coach-location');

  // The owner: one more unread comment, shown first in the KPI-only list, cut at 150 characters.
  await ownerPage.goto('/coach-comments');
  await expect.poll(() => unreadBadge(ownerPage)).toBe(before + 1);
  const kpiList = ownerPage.getByRole('region', { name: 'KPI only' });
  const item = kpiList.getByTestId('coach-comment').first();
  await expect(item).toContainText(title);
  await expect(item).toContainText('New');
  await expect(item).toContainText('Casey Coach');
  await expect(item.getByRole('button', { name: 'Read More' })).toBeVisible();
  await screenshot(ownerPage, 'coaching-owner-comments');

  await item.getByRole('button', { name: 'Read More' }).click();
  const detail = ownerPage.getByRole('dialog', { name: title });
  await expect(detail).toContainText('Call last month’s customers');
  await expect.poll(() => unreadBadge(ownerPage)).toBe(before);

  // A coaching call request; a second one for the same comment is not offered.
  await detail.getByRole('button', { name: 'Request a coaching call' }).click();
  const request = ownerPage.getByRole('dialog', { name: 'Request a coaching call' });
  await expect(request.getByRole('textbox', { name: 'Your e-mail' })).toHaveValue(OWNER.email);
  await request.getByRole('textbox', { name: 'What would you like to talk about?' }).fill('Tuesday morning works best.');
  await request.getByRole('button', { name: 'Send request' }).click();
  await expect(ownerPage.getByText('Your coaching call request has been sent.')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Coaching call requested' })).toBeDisabled();
  await shot(detail, 'coaching-comment-detail');

  // The jump to the dashboard opens the comment there, then clears ?id&type from the address.
  await detail.getByRole('button', { name: 'Open in dashboard' }).click();
  await expect(ownerPage.getByRole('dialog', { name: title })).toBeVisible();
  await expect(ownerPage).toHaveURL(/\/dashboard$/);
});

test('the owner edits a section tooltip and a forecast goal from the dashboard', async ({ page }) => {
  await signIn(page, OWNER);
  await page.getByRole('button', { name: 'Edit tooltips' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit tooltips' });
  const text = `Our numbers, updated every morning ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Daily summary' }).fill(text);
  await dialog.getByRole('button', { name: 'Save tooltips' }).click();
  await expect(page.getByText('Tooltips saved.')).toBeVisible();
  await page.locator('#daily-summary-section').getByRole('button', { name: 'About this section' }).hover();
  await expect(page.getByRole('tooltip')).toHaveText(text);

  await page.getByRole('button', { name: 'Forecast goals' }).click();
  const goals = page.getByRole('dialog', { name: /Forecast goals/ });
  await expect(goals.getByRole('textbox', { name: 'Goal ($)' })).toHaveValue('70000');
  await goals.getByRole('textbox', { name: 'Goal ($)' }).fill('82500');
  await goals.getByRole('button', { name: 'Save goal' }).click();
  await expect(page.getByText('Goal edited.')).toBeVisible();
  await expect(goals.getByRole('table', { name: 'Goals set' })).toContainText('$82,500.00');
  await shot(goals, 'coaching-forecast-goals');
});
