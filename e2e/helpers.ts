import { expect, type Page } from '@playwright/test';

export const OWNER = { email: 'owner@demo-auto.com', password: 'demo1234', name: 'Dana Owner' };
export const ADVISOR = { email: 'advisor@demo-auto.com', password: 'demo1234', name: 'Alex Advisor' };

/** Signs in through the login screen the way a person does. */
export async function signIn(page: Page, who: { email: string; password: string; name: string } = OWNER) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel(/^Password/).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Signed in as ${who.name}`)).toBeVisible();
}

/** Saves a full-page screenshot under test-results/screens/ for a person to look at. */
export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}
