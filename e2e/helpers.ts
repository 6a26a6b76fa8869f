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

/**
 * "Now" on the server's business clock (the e2e server fixes CLOCK_NOW): the app's default ranges
 * start from it, so a test that checks them must too, whatever day the browser's clock says.
 */
export async function businessNow(page: Page): Promise<Date> {
  const health = await page.request.get('/partners/api/health');
  expect(health.ok()).toBe(true);
  return new Date(((await health.json()) as { now: string }).now);
}

/** A date as yyyy-mm-dd in the browser's (and this runner's) time zone. */
export const isoDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
