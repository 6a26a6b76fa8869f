import { expect, test } from '@playwright/test';
import { OWNER, screenshot, signIn } from './helpers';

test('a wrong password is refused with the spec message', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Sign in - Rlo training');
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel(/^Password/).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Username and password are wrong.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('the login form validates before sending', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(/email is required/i)).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await expect(page.getByText(/valid email/i)).toBeVisible();
});

test('the demo owner signs in, sees the layout, and a signed-in visit to /login goes to the dashboard', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByText('Demo accounts')).toBeVisible();
  await screenshot(page, 'login');
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard/);
  const nav = page.getByRole('navigation');
  for (const entry of ['Dashboard', 'Locations', 'Reports', 'Shop Comparison', 'Coach Comments', 'Deleted ROs']) {
    await expect(nav.getByRole('link', { name: entry }).first()).toBeVisible();
  }
  await screenshot(page, 'layout');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard/);
});

test('sign out from the user menu returns to login', async ({ page }) => {
  await signIn(page);
  // On a desktop the user menu's trigger is the user's visible name.
  await page.getByRole('button', { name: OWNER.name }).click();
  await page.getByRole('menuitem', { name: /sign out/i }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
});
