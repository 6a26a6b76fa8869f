// Prints every figure the dashboard and the reports show, as text, for a before/after diff of a
// change that must not move a number (issue 27: "the dashboard shows the same numbers before and
// after"). Run it against two servers started with the same CLOCK_NOW and demo data:
//   node scripts/dashboard-figures.mjs http://127.0.0.1:3100 > before.json
//   node scripts/dashboard-figures.mjs http://127.0.0.1:3200 > after.json
//   diff before.json after.json
// It signs in as the demo owner and reads each dashboard section for every location and All
// locations, then the report screens, with the browser's time zone fixed so dates agree.
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:3100';
const OWNER = { email: 'owner@demo-auto.com', password: 'demo1234' };
const SECTIONS = [
  'daily-summary-section',
  'specific-day-section',
  'monthly-barchart-section',
  'yearly-comparison-section',
  'weekly-chart-section',
  'employee-barchart-section',
  'customer-report-section',
  'marketing-sources-section',
];
const REPORT_SCREENS = ['/reports', '/shop-comparison', '/measure-my-shop', '/categoryReport'];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 }, timezoneId: 'America/New_York', locale: 'en-US' });
const page = await context.newPage();
const figures = {};

/** The visible text of a region, and every chart's accessible labels (bar values live there). */
async function readRegion(locator) {
  await locator.scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (el) => el.getAttribute('data-in-view') !== 'false' && el.querySelectorAll('[data-state="loading"], .MuiSkeleton-root, [role="progressbar"]').length === 0,
    await locator.elementHandle(),
    { timeout: 60_000 },
  );
  await page.waitForTimeout(300);
  return locator.evaluate((el) => ({
    text: el.innerText.split('\n').map((line) => line.trim()).filter(Boolean),
    labels: [...el.querySelectorAll('[aria-label]')].map((node) => node.getAttribute('aria-label')).filter(Boolean),
  }));
}

/** Picks an option of a select (an MUI TextField select) inside a region. */
async function choose(region, label, option) {
  await region.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function optionsOf(region, label) {
  await region.getByRole('combobox', { name: label }).click();
  const names = await page.getByRole('option').allInnerTexts();
  await page.keyboard.press('Escape');
  return names;
}

/** The monthly chart's 12-month block figures for every chart group and chart type. */
async function monthlyBlocks(option) {
  const region = page.locator('#monthly-barchart-section');
  const out = {};
  for (const group of await optionsOf(region, 'Chart group')) {
    await choose(region, 'Chart group', group);
    for (const metric of await optionsOf(region, 'Chart type')) {
      await choose(region, 'Chart type', metric);
      const { text } = await readRegion(region);
      out[`monthly blocks · ${option} · ${group} · ${metric}`] = text.filter((line, i, all) => /12 months/.test(line) || /12 months/.test(all[i - 1] ?? ''));
    }
  }
  return out;
}

await page.goto('/login');
await page.getByLabel('Email').fill(OWNER.email);
await page.locator('input[autocomplete="current-password"]').fill(OWNER.password);
await page.getByRole('button', { name: 'Sign in' }).click();
await page.waitForURL(/\/dashboard/);

const picker = page.getByRole('combobox', { name: 'Location' });
await picker.click();
const options = await page.getByRole('option').allInnerTexts();
await page.keyboard.press('Escape');
for (const option of options) {
  await picker.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  for (const id of SECTIONS) figures[`dashboard · ${option} · ${id}`] = await readRegion(page.locator(`#${id}`));
  Object.assign(figures, await monthlyBlocks(option));
}
for (const screen of REPORT_SCREENS) {
  await page.goto(screen);
  await page.waitForLoadState('networkidle');
  figures[`screen · ${screen}`] = await readRegion(page.locator('main'));
}
await browser.close();
process.stdout.write(`${JSON.stringify(figures, null, 1)}\n`);
