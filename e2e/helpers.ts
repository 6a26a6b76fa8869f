import { readFileSync } from 'node:fs';
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

/** What `axeViolations` checks: the whole document or one element, and rules left out, each with its reason. */
export interface AxeOptions {
  /** A CSS selector of the element to check; the whole document when absent. */
  include?: string;
  /**
   * Rules left out, rule id → why (e.g. `{ 'color-contrast': 'the chart's own legend, drawn by ...' }`).
   * Give a reason a reviewer can judge: an entry here hides a real problem from every run. None today.
   */
  disabled?: Record<string, string>;
}

/** The axe-core source, read once per worker. */
let axeSource: string | undefined;

/**
 * axe-core in the real page (contrast included, which jsdom cannot check): the serious and critical
 * violations (WCAG 2.x A/AA and best practices), each as "rule: target, target". Minor and moderate
 * findings are not reported, so an empty list is the suite's bar (issue 31 item 12).
 */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  axeSource ??= readFileSync('node_modules/axe-core/axe.min.js', 'utf8');
  // Evaluated rather than added as a script tag: the app's Content Security Policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ include, disabled }) => {
      type Result = { violations: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }[] };
      const { axe } = window as unknown as {
        axe: { run: (context: Element | Document, options: object) => Promise<Result> };
      };
      const context = include ? document.querySelector(include) : document;
      if (!context) return [`no element ${include}`];
      const result = await axe.run(context, {
        rules: Object.fromEntries(disabled.map((rule) => [rule, { enabled: false }])),
        resultTypes: ['violations'],
      });
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.map(String).join(' ')).join(', ')}`);
    },
    { include: options.include, disabled: Object.keys(options.disabled ?? {}) },
  );
}
