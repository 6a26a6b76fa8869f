// KPI alerts (issue 30) the way an owner meets them: the morning's evaluation (the server's first
// job pass, on the business clock) has raised the demo rules' alerts; the bell counts them, the
// alerts screen lists them with the value's explanation, a rule is added from a preset, snoozed,
// paused and deleted, and the alert e-mail sits in the client e-mails beside the daily summary.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, OWNER, screenshot, signIn } from './helpers';
import { mailedLink } from './mail';

test.use({ viewport: { width: 1440, height: 900 } });

interface AlertPage {
  items: { id: number; rule_id: number; metric: string; from: string; value: number; location_name: string; read: boolean }[];
  unread: number;
}

async function apiJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/partners/api${path}`);
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** The demo owner's alerts, once the first job pass after start-up has evaluated the demo rules. */
async function raisedAlerts(page: Page, partnerId: number): Promise<AlertPage> {
  let page_: AlertPage = { items: [], unread: 0 };
  await expect
    .poll(async () => {
      page_ = await apiJson<AlertPage>(page, `/${partnerId}/alerts?page_size=50`);
      return page_.items.length;
    }, { timeout: 90_000 })
    .toBeGreaterThan(0);
  return page_;
}

test('the bell counts the morning alerts; the alerts screen lists them, explains them and marks them read', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  const { partnerId } = await apiJson<{ partnerId: number }>(page, '/auth/me');
  const raised = await raisedAlerts(page, partnerId);
  const gp = raised.items.find((a) => a.metric === 'gross_profit_per');
  expect(gp, 'yesterday’s GP % at Downtown is under the demo rule’s 65 %').toBeDefined();

  await page.reload();
  const bell = page.getByRole('link', { name: new RegExp(`^Alerts: ${raised.unread} unread$`) });
  await expect(bell).toBeVisible({ timeout: 30_000 });
  await bell.click();
  await expect(page).toHaveURL(/\/alerts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();

  const rules = page.getByRole('table', { name: 'Rules' });
  await expect(rules.getByRole('row', { name: /Gross profit % below 65\.00% \(yesterday\)/ })).toBeVisible();
  const history = page.getByRole('table', { name: /Alert history/ });
  const row = history.getByRole('row').filter({ hasText: 'Gross profit % below 65.00% (yesterday)' });
  await expect(row).toHaveCount(1);
  // The value is the figure the dashboard shows for that day, and explains itself.
  const shown = `${gp!.value.toFixed(2)}%`;
  await row.getByRole('button', { name: `Explain Gross profit %: ${shown}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('explain-result')).toHaveText(shown, { timeout: 30_000 });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'alerts');

  await row.getByRole('button', { name: /^Mark read: / }).click();
  await expect(row.getByText('Read', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: `Alerts: ${raised.unread - 1} unread` })).toBeVisible({ timeout: 30_000 });
});

test('a rule from a preset: saved, snoozed, paused and deleted after a confirmation', async ({ page }) => {
  await signIn(page);
  await page.goto('/alerts');
  await page.getByRole('button', { name: 'New rule' }).click();
  const form = page.getByRole('dialog', { name: 'New alert rule' });
  await form.getByRole('button', { name: 'ARO below $400, month to date' }).click();
  await form.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option', { name: 'Demo Auto – Downtown' }).click();
  await form.getByRole('textbox', { name: 'Threshold' }).fill('350');
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await screenshot(page, 'alerts-new-rule');
  await form.getByRole('button', { name: 'Save rule' }).click();
  await expect(form).toBeHidden();

  const sentence = 'Average repair order (ARO) below $350.00 (month to date)';
  const rules = page.getByRole('table', { name: 'Rules' });
  const rule = rules.getByRole('row').filter({ hasText: sentence });
  await expect(rule).toContainText('Active');
  await rule.getByRole('button', { name: `Snooze: ${sentence}` }).click();
  await page.getByRole('menuitem', { name: 'For 3 days' }).click();
  await expect(rule).toContainText(/Snoozed until \d\d\/\d\d\/\d{4}/);
  await rule.getByRole('button', { name: `Pause: ${sentence}` }).click();
  await expect(rule).toContainText('Paused');

  await rule.getByRole('button', { name: `Delete: ${sentence}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this rule?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(rule).toHaveCount(0);

  // In French.
  await page.getByRole('button', { name: /change language/ }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Alertes' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Règles' })).toContainText('Marge brute % : sous 65,00');
  await screenshot(page, 'alerts-fr');
  await page.getByRole('button', { name: /langue|language/i }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
});

test('the alert e-mail is in the client e-mails, beside the daily summary', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/employee-comments');
  const grid = page.getByRole('grid', { name: 'Client emails' });
  const alertMail = grid.getByRole('row').filter({ hasText: 'KPI alert' }).first();
  await expect(alertMail).toBeVisible({ timeout: 90_000 });
  await alertMail.getByRole('button', { name: /^View the email to / }).click();
  const frame = page.frameLocator('iframe[title="Email preview"]');
  await expect(frame.getByText(/^These figures of Demo Auto – Downtown went off track on \d\d\/\d\d\/\d{4}:$/)).toBeVisible();
  await expect(frame.getByText(/^Gross profit % yesterday was [\d.]+%: below 65\.00%\./)).toBeVisible();
  await expect(frame.getByRole('link', { name: 'How this figure is computed' }).first()).toHaveAttribute('href', /\/alerts\?explain=gross_profit_per&location=\d+&from=/);
  await screenshot(page, 'alerts-email');
});

// The server's business clock (scripts/e2e-server.mjs) and the morning after it. The demo's last
// repair orders are from the day before the clock's today (11-17): on the morning of 11-19, the
// business day 11-18 has no repair order, so its car count is 0.
const CLOCK_NOW = '2026-11-18T15:00:00Z';
const NEXT_MORNING = '2026-11-19T15:00:00Z';
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

test('a new rule, the clock a day ahead: the morning raises its alert under the bell and e-mails its figure explained', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page);
  const { partnerId } = await apiJson<{ partnerId: number }>(page, '/auth/me');
  await raisedAlerts(page, partnerId); // the first morning (11-17) is evaluated: the new rule starts with 11-18

  await page.goto('/alerts');
  await page.getByRole('button', { name: 'New rule' }).click();
  const form = page.getByRole('dialog', { name: 'New alert rule' });
  await form.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option', { name: 'Demo Auto – Downtown' }).click();
  await form.getByRole('combobox', { name: 'Figure' }).click();
  await page.getByRole('option', { name: 'Car count', exact: true }).click();
  await form.getByRole('combobox', { name: 'Condition' }).click();
  await page.getByRole('option', { name: 'Below a value' }).click();
  await form.getByRole('textbox', { name: 'Threshold' }).fill('5');
  await form.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: /^Yesterday/ }).click();
  await form.getByRole('button', { name: 'Save rule' }).click();
  await expect(form).toBeHidden();
  const rules = await apiJson<{ id: number; metric: string; threshold: number }[]>(page, `/${partnerId}/alert-rules`);
  const rule = rules.find((r) => r.metric === 'sale_count' && r.threshold === 5);
  expect(rule, 'the rule is saved').toBeDefined();

  try {
    const moved = await page.request.put('/partners/api/test/clock', { data: { now: NEXT_MORNING }, headers: XHR });
    expect(moved.ok()).toBe(true);
    // The morning pass (each minute) evaluates 11-18 and raises the new rule's alert.
    let unread = 0;
    await expect
      .poll(
        async () => {
          const alerts = await apiJson<AlertPage>(page, `/${partnerId}/alerts?page_size=50`);
          unread = alerts.unread;
          return alerts.items.filter((a) => a.rule_id === rule!.id).map((a) => ({ from: a.from, value: a.value }));
        },
        { timeout: 120_000, intervals: [2_000] },
      )
      .toEqual([{ from: '2026-11-18', value: 0 }]);

    await page.reload();
    await expect(page.getByRole('link', { name: `Alerts: ${unread} unread` })).toBeVisible({ timeout: 30_000 });
    const history = page.getByRole('table', { name: /Alert history/ });
    await expect(history.getByRole('row').filter({ hasText: 'Car count below 5 (yesterday)' }).filter({ hasText: '11/18/2026' })).toHaveCount(1);
    await screenshot(page, 'alerts-next-morning');

    // The e-mail's link opens the figure explained: 0 cars, no repair order behind it.
    await page.goto(await mailedLink(OWNER.email, '/alerts?explain=sale_count'));
    const dialog = page.getByRole('dialog', { name: 'How “Car count” is computed' });
    await expect(dialog.getByTestId('explain-result')).toHaveText('0', { timeout: 30_000 });
    expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
    await screenshot(page, 'alerts-email-link');
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/alerts$/);
  } finally {
    // The other screens' tests read the demo on its own clock.
    await page.request.put('/partners/api/test/clock', { data: { now: CLOCK_NOW }, headers: XHR });
  }
});
