import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { screenshot } from './helpers';
import { MAIL_DIR, mailedLink } from './mail';

const SUPPORT_EMAIL = 'support@rlotraining.com';
const EXPIRY_YEAR = String(new Date().getFullYear() + 3);

/** The subjects of the e-mails written to the support address. */
async function supportSubjects(): Promise<string[]> {
  const files = (await readdir(MAIL_DIR).catch(() => [])).filter((name) => name.endsWith('.eml'));
  const subjects: string[] = [];
  for (const name of files) {
    const raw = await readFile(path.join(MAIL_DIR, name), 'utf8');
    if (!new RegExp(`^To: .*${SUPPORT_EMAIL.replace(/\./g, '\\.')}`, 'mi').test(raw)) continue;
    subjects.push(raw.match(/^Subject: (.*(?:\r?\n[ \t].*)*)/m)?.[1].replace(/\r?\n[ \t]/g, ' ') ?? '');
  }
  return subjects;
}

async function pick(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

async function fillCard(page: Page, number: string) {
  await page.getByRole('textbox', { name: /^Card number/ }).fill(number);
  await pick(page, /^Expiry month/, '12');
  await pick(page, /^Expiry year/, EXPIRY_YEAR);
  await page.getByRole('textbox', { name: /^CVV/ }).fill('123');
}

test('onboarding: not-listed e-mail, a listed system, a declined card, then a good card opens the dashboard', async ({ page }) => {
  // A shop as sign-up leaves it, signed in in this browser, verified through its e-mail link.
  const email = `onboarding-${Date.now()}@e2e-shop.com`;
  const created = await page.request.post('/partners/api/partners', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: {
      businessName: 'Riverside Auto Repair',
      businessZip: '73301',
      businessTimezone: 'US/Central',
      businessUrl: 'www.riverside-auto.com',
      contactName: 'Casey Rivers',
      phone: '5125550123',
      contactEmail: email,
      password: 'first-pass',
      confirmPassword: 'first-pass',
      agree: true,
    },
  });
  expect(created.status()).toBe(201);
  // Whatever the browser sends to our server on the way: the card must not be in it (only a token).
  const sentToUs: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/partners/api/')) sentToUs.push(`${request.url()}\n${request.postData() ?? ''}`);
  });
  await page.goto(await mailedLink(email, '/verify'));
  await expect(page.getByText('Your email address is confirmed.')).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding$/);

  // Step 1: the options table, web-based systems marked; the portal's menus wait for FINISH.
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to RLO Training' })).toBeVisible();
  const systems = page.getByRole('radiogroup', { name: 'Which shop management system do you use?' });
  await expect(systems.getByRole('radio')).toHaveCount(6);
  await expect(systems.getByText('Web-based')).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await screenshot(page, 'onboarding-system-step');

  // My system is not listed: the send-email dialog, the e-mail to support, the thank-you toast.
  await systems.getByRole('radio', { name: /My System Is Not Listed/ }).check();
  await page.getByRole('button', { name: 'Contact us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tell us about your management system' });
  await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue('Casey Rivers');
  await expect(dialog.getByRole('textbox', { name: /^Email/ })).toHaveValue(email);
  await dialog.getByRole('textbox', { name: /^Phone/ }).fill('512 555 0123');
  await dialog.getByRole('textbox', { name: /^Your management system/ }).fill('GaragePro 7');
  await dialog.getByRole('textbox', { name: /^Message/ }).fill('We run GaragePro on a server in the shop office.');
  await screenshot(page, 'onboarding-send-email-dialog');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Thank You we will contact you with the next step!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(supportSubjects).toContain('Onboarding: management system not listed (GaragePro 7) - Riverside Auto Repair');
  await expect(page).toHaveURL(/\/onboarding$/);

  // A listed system: the stage moves to CREDIT_CARD and the card form shows.
  await systems.getByRole('radio', { name: /TEKMETRIC/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Card details' })).toBeVisible();
  await screenshot(page, 'onboarding-card-step');

  // A declined test card: the provider's message as an error toast, the form emptied.
  await fillCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('combobox', { name: /^Card type/ })).toHaveText('Visa');
  await page.getByRole('button', { name: 'Save card and finish' }).click();
  const declined = page.getByRole('alert').filter({ hasText: '473 - Card Declined' });
  await expect(declined).toContainText('Your card was declined.');
  await expect(page.getByRole('textbox', { name: /^Card number/ })).toHaveValue('');
  await expect(page).toHaveURL(/\/onboarding$/);
  await screenshot(page, 'onboarding-card-declined');

  // Field errors before anything is sent.
  await page.getByRole('textbox', { name: /^Card number/ }).fill('4242 4242 4242 4241');
  await page.getByRole('textbox', { name: /^Card number/ }).blur();
  await expect(page.getByText('This card number is not valid.')).toBeVisible();
  await screenshot(page, 'onboarding-card-field-error');

  // A good card: FINISH, and the dashboard opens.
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Save card and finish' }).click();
  await expect(page.getByText('Your card was saved. Welcome aboard!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await screenshot(page, 'onboarding-finished-dashboard');
  const cardDigits = /4242\s?4242\s?4242\s?424[12]|4000\s?0000\s?0000\s?0002|"cvv"|"cvc"/i;
  expect(sentToUs.length).toBeGreaterThan(0);
  expect(sentToUs.filter((sent) => cardDigits.test(sent))).toEqual([]);

  // The card on file, on the payment page.
  await page.goto('/payment');
  await expect(page.getByText(`Card on file: Visa •••• 4242, expires 12/${EXPIRY_YEAR}`)).toBeVisible();
  await screenshot(page, 'payment-page');
});
