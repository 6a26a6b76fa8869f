import { expect, test, type Page } from '@playwright/test';
import { ADVISOR, OWNER, screenshot, signIn } from './helpers';

// The demo data: the owner is a shop owner, the advisor a LocationManager who is not. Every demo
// location has rlo_daily_email; the server's daily e-mail job has queued yesterday's summaries.
const STAMP = Date.now().toString(36);
const TITLE = `Wiper upsell ${STAMP}`;
const TEXT = `Offer wiper blades on every repair order this week (${STAMP}); the goal is one in five customers saying yes, and we review it together on Friday morning.`;

async function openScreen(page: Page) {
  await page.goto('/employee-comments');
}

test('the owner hides and shows an employee, comments on two, finds the comment and previews a client e-mail', async ({
  page,
}) => {
  await signIn(page, OWNER);
  await openScreen(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Coach My Employees' })).toBeVisible();

  // Hide the first advisor, then show them again.
  const advisors = page.getByRole('region', { name: 'Service advisors' });
  const hide = advisors.getByRole('button', { name: /^Hide / }).first();
  const name = ((await hide.getAttribute('aria-label')) ?? '').replace(/^Hide /, '');
  await hide.click();
  await expect(page.getByText(`${name} is hidden from the charts.`)).toBeVisible();
  await expect(advisors.getByText(`${name} (hidden)`)).toBeVisible();
  await advisors.getByRole('button', { name: `Show ${name}` }).click();
  await expect(advisors.getByRole('button', { name: `Hide ${name}` })).toBeVisible();

  // Saving needs at least one employee.
  await page.getByRole('button', { name: 'Comment on employees' }).click();
  const dialog = page.getByRole('dialog', { name: 'Comment on employees' });
  await dialog.getByLabel('Title').fill(TITLE);
  await dialog.getByLabel('Comment').fill(TEXT);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Select at least one employee.')).toBeVisible();
  const boxes = dialog.getByRole('checkbox');
  await boxes.nth(0).check();
  await boxes.nth((await boxes.count()) - 1).check();
  await screenshot(page, 'employee-comments-form');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Comment saved.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Search it and open the detail: the list shows a preview cut at a word.
  await page.getByLabel('Search text').fill(STAMP);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const list = page.getByRole('list', { name: 'Owner comments' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText(TITLE)).toBeVisible();
  await expect(list.getByText(/…$/)).toBeVisible();
  await list.getByRole('button', { name: new RegExp(`^(Open|Read more): ${TITLE}$`) }).click();
  const detail = page.getByRole('dialog', { name: TITLE });
  await expect(detail.getByText(TEXT)).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Delete' })).toBeVisible();
  await detail.getByRole('button', { name: 'Close' }).click();

  // The client e-mails grid and the sandboxed preview.
  const grid = page.getByRole('grid', { name: 'Client emails' });
  // The daily summaries, beside the morning's KPI alerts (issue 30).
  const summaries = grid.getByRole('row').filter({ hasText: 'Daily summary' });
  await expect(summaries.getByRole('button', { name: /^View the email to / }).first()).toBeVisible({
    timeout: 60_000,
  });
  await screenshot(page, 'employee-comments-owner');
  await summaries
    .getByRole('button', { name: /^View the email to / })
    .first()
    .click();
  const frame = page.frameLocator('iframe[title="Email preview"]');
  await expect(frame.getByRole('heading', { name: /^Daily summary – / })).toBeVisible();
  await expect(page.locator('iframe[title="Email preview"]')).toHaveAttribute('sandbox', '');
  await screenshot(page, 'employee-comments-email-preview');
  await page.getByRole('button', { name: 'Close' }).click();
});

test('an advisor sees the owner comments and marks one read', async ({ page }) => {
  await signIn(page, ADVISOR);
  await expect(page.getByRole('link', { name: 'Owner comments' })).toBeVisible();
  await openScreen(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Owner comments' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Comment on employees' })).toHaveCount(0);

  const list = page.getByRole('list', { name: 'Owner comments' });
  const card = list.getByRole('listitem').filter({ hasText: TITLE });
  await expect(card.getByText('Unread')).toBeVisible();
  await card.getByRole('button', { name: new RegExp(`^(Open|Read more): ${TITLE}$`) }).click();
  const detail = page.getByRole('dialog', { name: TITLE });
  await expect(detail.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(card.getByText('Unread')).toHaveCount(0);
  await screenshot(page, 'employee-comments-advisor');
});

test("the dashboard's employee section opens the owner comment, which needs a ticked employee", async ({
  page,
}) => {
  await signIn(page, OWNER);
  await page.goto('/dashboard');
  const section = page.locator('#employee-barchart-section');
  await section.scrollIntoViewIfNeeded();
  await section.getByRole('button', { name: 'Comment on employees' }).click();
  const dialog = page.getByRole('dialog', { name: 'Owner comment on employees' });
  await dialog.getByLabel('Title').fill(`Dashboard note ${STAMP}`);
  await dialog.getByLabel('Comment').fill('Great week at the counter.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Select at least one employee.')).toBeVisible();
  await dialog.getByRole('checkbox').first().check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Comment saved.')).toBeVisible();
  await expect(dialog).toBeHidden();
});
