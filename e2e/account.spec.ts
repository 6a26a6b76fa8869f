import { expect, test, type Locator, type Page } from '@playwright/test';
import { mailedLink } from './mail';
import { OWNER, screenshot, signIn } from './helpers';

const IDLE_DIALOG = 'Your session is about to expire';
/** The server's idle timeout (api.md), which the e2e server keeps. */
const IDLE_MINUTES = 30;
const SIGN_UP = {
  businessName: 'Main Street Auto Care',
  businessZip: '78701',
  businessUrl: 'www.mainstreetautocare.com',
  contactName: 'Jordan Miles',
  phone: '5125550188',
  password: 'first-pass',
};

/** Waits for a dialog's fade-in to end, so that a screenshot shows it as the user sees it. */
async function settled(dialog: Locator) {
  await expect(dialog.locator('xpath=..')).toHaveCSS('opacity', '1');
}

/** A new address per run and test: the data folder is wiped at start, but a test may be retried. */
const newEmail = (tag: string) => `${tag}-${Date.now()}@e2e-shop.com`;

async function fillSignUp(page: Page, email: string) {
  const dialog = page.getByRole('dialog', { name: 'Member sign-up' });
  await dialog.getByLabel('Business name').fill(SIGN_UP.businessName);
  await dialog.getByLabel('Business zip code').fill(SIGN_UP.businessZip);
  await dialog.getByLabel('Business website').fill(SIGN_UP.businessUrl);
  await dialog.getByLabel('Contact name').fill(SIGN_UP.contactName);
  await dialog.getByLabel('Contact phone').fill(SIGN_UP.phone);
  await dialog.getByLabel('Contact email').fill(email);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(SIGN_UP.password);
  await dialog.getByLabel('Password again').fill(SIGN_UP.password);
}

test('sign-up, the /verify page, and the e-mail link that verifies and leads to onboarding', async ({
  page,
}) => {
  const email = newEmail('signup');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Member sign-up' });
  await expect(dialog).toBeVisible();
  await settled(dialog);
  await expect(page).toHaveURL(/\/login\?user=signup$/);
  await expect(dialog.getByRole('combobox', { name: 'Business time zone' })).toHaveText(
    'Central Time (US/Central)',
  );
  await screenshot(page, 'signup-dialog');

  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByText('Business name is required.')).toBeVisible();
  await expect(dialog.getByText('You must accept the terms of service.')).toBeVisible();
  await screenshot(page, 'signup-errors');

  await dialog.getByRole('button', { name: 'Terms of Service' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms of Service' });
  await expect(terms.getByRole('heading', { level: 3 })).toHaveCount(10);
  await settled(terms);
  await screenshot(page, 'terms-of-service');
  await terms.getByRole('button', { name: 'Close' }).first().click();
  await expect(terms).toBeHidden();

  await fillSignUp(page, email);
  await dialog.getByLabel('Password again').fill('not-the-same');
  await dialog.getByLabel('Password again').blur();
  await expect(dialog.getByText('Password must be matched')).toBeVisible();
  await dialog.getByLabel('Password again').fill(SIGN_UP.password);
  await dialog.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await screenshot(page, 'signup-filled');
  await dialog.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/verify$/);
  await expect(
    page.getByText(`We have sent a confirmation email to ${email}.`, { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign up' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Send the confirmation email again' }).click();
  await expect(page.getByText('Confirmation email sent successfully.')).toBeVisible();
  await screenshot(page, 'verify-page');

  await page.goto(await mailedLink(email, '/verify'));
  await expect(page.getByText('Your email address is confirmed.')).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding$/);
});

test('the same e-mail cannot sign up twice (409)', async ({ page, request }) => {
  const email = newEmail('taken');
  const created = await request.post('/partners/api/partners', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: {
      ...SIGN_UP,
      businessTimezone: 'US/Eastern',
      contactEmail: email,
      confirmPassword: SIGN_UP.password,
      agree: true,
    },
  });
  expect(created.status()).toBe(201);

  await page.goto('/login?user=signup');
  await fillSignUp(page, email);
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('409 - Conflict')).toBeVisible();
  await expect(
    page.getByText('The email address provided is already associated with another partner account.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login\?user=signup$/);
});

test('forgot password, reset from the e-mail link, sign in with the new password', async ({
  page,
  request,
}) => {
  const email = newEmail('reset');
  const created = await request.post('/partners/api/partners', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: {
      ...SIGN_UP,
      businessTimezone: 'US/Pacific',
      contactEmail: email,
      confirmPassword: SIGN_UP.password,
      agree: true,
    },
  });
  expect(created.status()).toBe(201);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot your password?' });
  await forgot.getByLabel('Email').fill('a@b');
  await forgot.getByLabel('Email').blur();
  await expect(forgot.getByText('Email must have at least 5 characters.')).toBeVisible();
  await forgot.getByLabel('Email').fill(email);
  await settled(forgot);
  await screenshot(page, 'forgot-dialog');
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Password request send successfully.')).toBeVisible();
  await expect(forgot).toBeHidden();

  await page.goto(await mailedLink(email, '/reset-password'));
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('New password').fill('new-pass-1');
  await page.getByLabel('Retype password').fill('new-pass-2');
  await page.getByLabel('Retype password').blur();
  await expect(page.getByText('Password must be matched.')).toBeVisible();
  await screenshot(page, 'reset-page-mismatch');
  await page.getByLabel('Retype password').fill('new-pass-1');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password changed successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, { email, password: 'new-pass-1', name: SIGN_UP.contactName });
  // The link proved the address: the account is verified, and onboarding comes next.
  await expect(page).toHaveURL(/\/onboarding$/);
});

test.describe('idle session', () => {
  const dialog = (page: Page) => page.getByRole('dialog', { name: IDLE_DIALOG });

  /**
   * Signs in with the browser clock under the test's control, then waits on a quiet page. Only the
   * browser's clock jumps; calls answered after the jump (the badge's 5-minute poll fires) repeat the
   * known expiry, so the countdown keeps the clock difference it learnt at sign-in. A call that moved
   * the expiry (user activity a minute after sign-in) would rightly say the session is fresh.
   */
  async function signInAndSettle(page: Page) {
    await page.clock.install();
    await signIn(page, OWNER);
    const signedInAt = Date.now();
    await page.goto('/help/videos');
    await page.waitForLoadState('networkidle');
    await expect(dialog(page)).toHaveCount(0);
    /** Moves the browser clock to `secondsLeft` before the 30 idle minutes of the session end. */
    return (secondsLeft: number) =>
      page.clock.fastForward(IDLE_MINUTES * 60_000 - secondsLeft * 1000 - (Date.now() - signedInAt));
  }

  test('warns two minutes before expiry; "Stay logged in" extends the session', async ({ page }) => {
    const leaveSecondsLeft = await signInAndSettle(page);
    await leaveSecondsLeft(90);
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toContainText('your session will end in 2 minutes.');
    await settled(dialog(page));
    await screenshot(page, 'idle-minutes');

    const extended = page.waitForResponse((response) => response.url().endsWith('/auth/extend'));
    await dialog(page).getByRole('button', { name: 'Stay logged in' }).click();
    expect((await extended).status()).toBe(200);
    await expect(dialog(page)).toBeHidden();

    // A fresh 30 minutes: another two on the clock bring no warning.
    await page.clock.fastForward('02:00');
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/help\/videos$/);
  });

  test('switches to the seconds at 30 s and signs out at zero', async ({ page }) => {
    const leaveSecondsLeft = await signInAndSettle(page);
    await leaveSecondsLeft(20);
    await expect(dialog(page)).toContainText(/You will be logged out in \d+ seconds?\./);
    await settled(dialog(page));
    await screenshot(page, 'idle-seconds');

    const loggedOut = page.waitForResponse((response) => response.url().endsWith('/auth/logout'));
    await page.clock.fastForward('00:30');
    await loggedOut;
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('You have been signed out because your session expired.')).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('the sign-up dialog and the terms are written in French for a French interface', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: /change language/ }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await page.goto('/login?user=signup');
  const signUp = page.getByRole('dialog', { name: 'Inscription des membres' });
  await expect(signUp).toBeVisible();
  await settled(signUp);
  await screenshot(page, 'signup-dialog-fr');
  await page.getByRole('button', { name: "conditions d'utilisation" }).click();
  const terms = page.getByRole('dialog', { name: "Conditions d'utilisation" });
  await expect(terms).toBeVisible();
  await settled(terms);
  await screenshot(page, 'terms-of-service-fr');
});
