import { expect, test, type Page } from '@playwright/test';
import { axeViolations, screenshot, signIn } from './helpers';
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
  // A second and a third location: a Service Advisor-Location Manager works at some of them only.
  await post('/locations', { name: 'Lakeside South' });
  await post('/locations', { name: 'Lakeside West' });
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
  // A Location Manager works at the locations chosen here, the default one always among them.
  const workLocations = panel.getByRole('combobox', { name: /^Locations they work at/ });
  await expect(workLocations).toContainText('Lakeside North (default)');
  await expect(workLocations).toHaveAccessibleDescription('This user will see and change only these locations. Their default location is always included.');
  await workLocations.click();
  const workList = page.getByRole('listbox', { name: /^Locations they work at/ });
  await expect(workList.getByRole('option', { name: /Lakeside North/ })).toHaveAttribute('aria-disabled', 'true');
  await workList.getByRole('option', { name: 'Lakeside South' }).click();
  await expect(workList.getByRole('option', { name: 'Lakeside South' })).toHaveAttribute('aria-selected', 'true');
  await expect(workList.getByRole('option', { name: 'Lakeside West' })).toHaveAttribute('aria-selected', 'false');
  await screenshot(page, 'settings-users-locations-open');
  // The open list is portalled to the end of the body, outside the landmarks (as every MUI select's
  // is): axe's landmark rule ('region') is moderate, below the serious/critical bar the helper checks.
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(workList).toHaveCount(0);
  await expect(workLocations).toContainText('Lakeside South');
  await screenshot(page, 'settings-users-panel');
  expect(await axeViolations(page)).toEqual([]);
  await panel.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByText(`User added. An invitation was sent to ${advisorEmail}.`)).toBeVisible();
  const advisorRow = grid.getByRole('row', { name: /Riley Advisor/ });
  await expect(advisorRow).toContainText('Service Advisor-Location Manager');
  await expect(advisorRow).toContainText('Invited');
  await expect(advisorRow.getByText('Lakeside North, Lakeside South', { exact: true })).toBeVisible();
  await expect(advisorRow).not.toContainText('Lakeside West');
  await expect(grid.getByRole('row', { name: /Morgan Lake/ })).toContainText('All locations');
  expect(await mailedLink(advisorEmail, '/reset-password')).toMatch(/^\/reset-password\?token=/);
  await screenshot(page, 'settings-users');

  // Edit, then delete after confirming. The edit panel holds the stored locations; adding West shows "+1".
  await page.getByRole('button', { name: 'Edit Riley Advisor' }).click();
  const editPanel = page.getByRole('dialog', { name: 'Edit user' });
  const editLocations = editPanel.getByRole('combobox', { name: /^Locations they work at/ });
  await expect(editLocations).toContainText('Lakeside North (default)');
  await expect(editLocations).toContainText('Lakeside South');
  await editPanel.getByRole('textbox', { name: /^Name/ }).fill('Riley Service Advisor');
  await editLocations.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox', { name: /^Locations they work at/ })).toBeVisible();
  // Keyboard only: type-ahead moves to West, Enter adds it, Escape closes the list.
  await page.keyboard.type('Lakeside W');
  await expect(page.getByRole('option', { name: 'Lakeside West' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: 'Lakeside West' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await editPanel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User saved.')).toBeVisible();
  const editedRow = grid.getByRole('row', { name: /Riley Service Advisor/ });
  await expect(editedRow).toBeVisible();
  await expect(editedRow).toContainText('+1');
  await expect(editedRow).toContainText('Also: Lakeside West');
  await editedRow.getByText('+1').hover();
  await expect(page.getByRole('tooltip')).toHaveText('Lakeside North (default), Lakeside South, Lakeside West');
  await screenshot(page, 'settings-users-locations');
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

interface AccountAnswer {
  city: string | null;
  plan: { status: string; subscriptions: { subscription: string; locations: number }[] };
}

test("settings > account of the demo owner: the plan, details that save, a card dialog that cancels, in English and French", async ({ page }) => {
  await signIn(page);
  await page.goto('/settings/account');
  const me = (await (await page.request.get(`${API}/auth/me`)).json()) as { partnerId: number };
  const account = (await (await page.request.get(`${API}/account/${me.partnerId}`)).json()) as AccountAnswer;
  // Demo Auto Group's locations hold all three subscriptions (Lakeside has no Measure My Shop).
  expect(account.plan).toEqual({
    status: 'Active',
    subscriptions: [
      { subscription: 'rlo_standard', locations: 3 },
      { subscription: 'rlo_daily_email', locations: 3 },
      { subscription: 'measure_my_shop', locations: 2 },
    ],
  });

  // The plan, not "None ($0.00/month)".
  const subscription = page.getByRole('region', { name: 'Subscription' });
  await expect(subscription.getByTestId('subscription-status')).toHaveText('Active');
  await expect(subscription.getByTestId('subscription-text')).toHaveText('RLO Standard, RLO Daily Email, and Measure My Shop');
  await expect(subscription.getByRole('listitem')).toHaveText(['RLO Standard3 locations', 'RLO Daily Email3 locations', 'Measure My Shop2 locations']);

  // The demo account has every required detail: nothing is flagged, and a change can be saved.
  await expect(page.getByRole('textbox', { name: /^Business website/ })).toHaveValue('www.demo-auto.com');
  await expect(page.getByRole('textbox', { name: /^Zip/ })).toHaveValue('78701');
  await expect(page.getByTestId('account-incomplete')).toHaveCount(0);
  const saveDetails = page.getByRole('button', { name: 'Save details' });
  await expect(saveDetails).toBeDisabled();
  const city = page.getByRole('textbox', { name: /^City/ });
  await city.fill('Round Rock');
  await expect(saveDetails).toBeEnabled();
  await saveDetails.click();
  await expect(page.getByText('Account details saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: /^City/ })).toHaveValue('Round Rock');
  await screenshot(page, 'h-settings-account-plan-en');
  // Back as it was, for the other specs.
  await page.getByRole('textbox', { name: /^City/ }).fill(account.city ?? '');
  await saveDetails.click();
  await expect(page.getByText('Account details saved.').first()).toBeVisible();

  // The card dialog can be left without a card: Cancel closes it.
  await page.getByRole('button', { name: /^(Add a card|Change card)$/ }).click();
  const cardDialog = page.getByRole('dialog', { name: 'Payment information' });
  await expect(cardDialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await screenshot(page, 'h-settings-card-dialog-en');
  await cardDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(cardDialog).toBeHidden();

  // French: the plan and the default text in French, the same Cancel.
  await page.getByRole('button', { name: /change language/ }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  const abonnement = page.getByRole('region', { name: 'Abonnement' });
  await expect(abonnement.getByTestId('subscription-status')).toHaveText('Actif');
  await expect(abonnement.getByTestId('subscription-text')).toHaveText('RLO Standard, E-mail quotidien RLO et Mesurer mon atelier');
  await expect(abonnement.getByRole('listitem').first()).toHaveText('RLO Standard3 sites');
  await screenshot(page, 'h-settings-account-plan-fr');
  await page.getByRole('button', { name: /^(Ajouter une carte|Changer de carte)$/ }).click();
  const carte = page.getByRole('dialog', { name: 'Informations de paiement' });
  await screenshot(page, 'h-settings-card-dialog-fr');
  await carte.getByRole('button', { name: 'Annuler' }).click();
  await expect(carte).toBeHidden();
});
