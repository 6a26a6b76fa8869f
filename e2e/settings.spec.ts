import { expect, test, type Page } from '@playwright/test';
import { screenshot } from './helpers';
import { mailedLink } from './mail';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const API = '/partners/api';

/**
 * A shop of its own (the demo account stays untouched for the other specs): signed up, verified
 * through its e-mail, onboarded with TEKMETRIC and a sandbox card, with one location whose
 * Tekmetric connection holds an API key.
 */
async function newShop(page: Page) {
  const stamp = Date.now();
  const email = `settings-${stamp}@e2e-shop.com`;
  const created = await page.request.post(`${API}/partners`, {
    headers: XHR,
    data: {
      businessName: 'Lakeside Auto Repair',
      businessZip: '73301',
      businessTimezone: 'US/Central',
      businessUrl: 'www.lakeside-auto.com',
      contactName: 'Morgan Lake',
      phone: '5125550142',
      contactEmail: email,
      password: 'first-pass',
      confirmPassword: 'first-pass',
      agree: true,
    },
  });
  expect(created.status()).toBe(201);
  const { partnerId } = (await created.json()) as { partnerId: number };
  await page.goto(await mailedLink(email, '/verify'));
  await expect(page.getByText('Your email address is confirmed.')).toBeVisible();
  const post = async (path: string, data?: object) => {
    const response = await page.request.post(`${API}${path}`, { headers: XHR, data });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return response;
  };
  await post(`/${partnerId}/on-boarding?shopManagementTypes=TEKMETRIC&onboardingStage=CREDIT_CARD`);
  await post(`/${partnerId}/payment-info`, { token: `sandbox_tok_visa_4242_12_${new Date().getFullYear() + 3}` });
  const { location_id: locationId } = (await (await post('/locations', { name: 'Lakeside North' })).json()) as { location_id: number };
  await post(`/management-system?partnerId=${partnerId}&locationId=${locationId}`, {
    shopManagementType: 'TEKMETRIC',
    connectionID: '4411',
    apiKey: 'tk_live_e2e_secret_9876',
    authentication: 'client-77',
  });
  return { email, suffix: stamp };
}

test('settings: account details, users, management connection, billing history and removing the card', async ({ page }) => {
  const shop = await newShop(page);

  // Settings sit in the user menu.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Morgan Lake' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings\/account$/);
  await expect(page).toHaveTitle('Account Settings - Rlo training');

  // Account: the sign-up rules, then a save.
  const businessName = page.getByRole('textbox', { name: /^Business name/ });
  await expect(businessName).toHaveValue('Lakeside Auto Repair');
  await expect(page.getByTestId('card-on-file')).toHaveText('Visa •••• 4242');
  await expect(page.getByTestId('subscription-text')).toHaveText('None ($0.00/month)');
  await businessName.fill('');
  await businessName.blur();
  await expect(page.getByText('Business name is required.')).toBeVisible();
  await page.getByRole('textbox', { name: /^Zip/ }).fill('12a');
  await page.getByRole('textbox', { name: /^Zip/ }).blur();
  await expect(page.getByText('Business zip must contain numbers only.')).toBeVisible();
  await screenshot(page, 'settings-account-errors');
  await businessName.fill('Lakeside Auto Care Center');
  await page.getByRole('textbox', { name: /^Zip/ }).fill('73344');
  await page.getByRole('textbox', { name: /^City/ }).fill('Austin');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Account details saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: /^Business name/ })).toHaveValue('Lakeside Auto Care Center');
  await expect(page.getByRole('textbox', { name: /^City/ })).toHaveValue('Austin');
  await screenshot(page, 'settings-account');

  // Users: the owner is a Shop Owner-General Manager; add one, who is invited by e-mail.
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/settings\/users$/);
  await expect(page).toHaveTitle('Users Settings - Rlo training');
  const grid = page.getByRole('grid', { name: 'Users of the account' });
  await expect(grid.getByRole('row', { name: /Morgan Lake/ })).toContainText('Shop Owner-General Manager');
  await page.getByRole('button', { name: 'Add user' }).click();
  const panel = page.getByRole('dialog', { name: 'New user' });
  await panel.getByRole('button', { name: 'Add user' }).click();
  await expect(panel.getByText('Name is required.')).toBeVisible();
  await expect(panel.getByText('Email is required.')).toBeVisible();
  const advisorEmail = `advisor-${shop.suffix}@e2e-shop.com`;
  await panel.getByRole('textbox', { name: /^Name/ }).fill('Riley Advisor');
  await panel.getByRole('textbox', { name: /^Email/ }).fill(advisorEmail);
  await panel.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Service Advisor-Location Manager' }).click();
  await panel.getByRole('combobox', { name: 'Default location' }).click();
  await page.getByRole('option', { name: 'Lakeside North' }).click();
  await screenshot(page, 'settings-users-panel');
  await panel.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByText(`User added. An invitation was sent to ${advisorEmail}.`)).toBeVisible();
  const advisorRow = grid.getByRole('row', { name: /Riley Advisor/ });
  await expect(advisorRow).toContainText('Service Advisor-Location Manager');
  await expect(advisorRow).toContainText('Invited');
  expect(await mailedLink(advisorEmail, '/reset-password')).toMatch(/^\/reset-password\?token=/);
  await screenshot(page, 'settings-users');

  // Edit, then delete after confirming.
  await page.getByRole('button', { name: 'Edit Riley Advisor' }).click();
  const editPanel = page.getByRole('dialog', { name: 'Edit user' });
  await editPanel.getByRole('textbox', { name: /^Name/ }).fill('Riley Service Advisor');
  await editPanel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User saved.')).toBeVisible();
  await expect(grid.getByRole('row', { name: /Riley Service Advisor/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete Morgan Lake' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete Riley Service Advisor' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete the user?' });
  await expect(confirm).toContainText(advisorEmail);
  await screenshot(page, 'settings-users-delete');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Riley Service Advisor was deleted.')).toBeVisible();
  await expect(grid.getByRole('row', { name: /Riley/ })).toHaveCount(0);

  // Management System: Tekmetric's own field names, the API key masked; an edit keeps the key.
  await page.getByRole('tab', { name: 'Management System' }).click();
  await expect(page).toHaveTitle('Management System Settings - Rlo training');
  await expect(page.getByText('Management system: TEKMETRIC')).toBeVisible();
  await expect(page.getByText('4411', { exact: true })).toBeVisible();
  await expect(page.getByText('••••9876')).toBeVisible();
  await expect(page.getByText('tk_live_e2e_secret_9876')).toHaveCount(0);
  await screenshot(page, 'settings-management');
  await page.getByRole('button', { name: 'Edit connection' }).click();
  await page.getByRole('textbox', { name: /^Shop ID/ }).fill('5522');
  await page.getByRole('button', { name: 'Save connection' }).click();
  await expect(page.getByText('Connection saved.')).toBeVisible();
  await expect(page.getByText('5522', { exact: true })).toBeVisible();
  await expect(page.getByText('••••9876')).toBeVisible();

  // Billing History: no charge has been made yet.
  await page.getByRole('tab', { name: 'Billing History' }).click();
  await expect(page).toHaveTitle('Billing History Settings - Rlo training');
  const billing = page.getByRole('grid', { name: 'Billing history' });
  await expect(billing.getByRole('columnheader', { name: 'Invoice reference' })).toBeVisible();
  await expect(page.getByText('No charges yet')).toBeVisible();
  await screenshot(page, 'settings-billing');

  // Remove the card, after confirming.
  await page.getByRole('tab', { name: 'Account' }).click();
  await page.getByRole('button', { name: 'Remove card' }).click();
  const removeDialog = page.getByRole('dialog', { name: 'Remove the card?' });
  await expect(removeDialog).toContainText('ending in 4242');
  await removeDialog.getByRole('button', { name: 'Remove card' }).click();
  await expect(page.getByText('The card was removed.')).toBeVisible();
  await expect(page.getByTestId('card-on-file')).toHaveText('No card on file.');
  await expect(page.getByRole('button', { name: 'Add a card' })).toBeVisible();
  await screenshot(page, 'settings-card-removed');
});
