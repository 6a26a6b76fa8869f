import { expect, type Page } from '@playwright/test';

export const OWNER = { email: 'owner@demo-auto.com', password: 'demo1234' };
export const ADVISOR = { email: 'advisor@demo-auto.com', password: 'demo1234' };

/** Signs in through the login screen the way a person does. */
export async function signIn(page: Page, who: { email: string; password: string } = OWNER) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(/Signed in as/)).toBeVisible();
}

/** Saves a full-page screenshot under test-results/screens/ for a person to look at. */
export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}
