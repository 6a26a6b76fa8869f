import { expect, type Locator, type Page } from '@playwright/test';
import { businessNow } from './helpers';
import type { ShopExport } from './csv-upload-file';

// The CSV upload dialog driven as a person does, and the demo location and month it is tried on.

export const number = (n: number) => new Intl.NumberFormat('en').format(n);
export const money = (cents: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(
    cents / 100,
  );
const pad = (n: number) => String(n).padStart(2, '0');

export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`/partners/api${path}`);
  expect(res.ok(), `${path}: ${res.status()}`).toBeTruthy();
  return (await res.json()) as T;
}

export interface Summary {
  totalSales: number;
  roCount: number;
}

/** The first active demo location and last month on the server's business clock, with its summary report path. */
export async function target(page: Page) {
  const now = await businessNow(page);
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const [year, month] = [start.getUTCFullYear(), start.getUTCMonth() + 1];
  const from = `${year}-${pad(month)}-01`;
  const to = `${year}-${pad(month)}-${pad(new Date(Date.UTC(year, month, 0)).getUTCDate())}`;
  const me = await apiGet<{ partnerId: number }>(page, '/auth/me');
  const { items } = await apiGet<{ items: { id: number; name: string; isDisable: boolean }[] }>(
    page,
    '/locations',
  );
  const location = items.find((l) => !l.isDisable);
  if (!location) throw new Error('the demo partner has an active location');
  const summaryPath = `/reports/summarystate?partnerId=${me.partnerId}&locationId=${location.id}&startDate=${from}&endDate=${to}`;
  return { year, month, from, to, location, summaryPath, fileName: `export-${year}-${pad(month)}.csv` };
}

export const uploadDialog = (page: Page, locationName: string) =>
  page.getByRole('dialog', { name: `Upload a CSV file to ${locationName}` });

export const chooseFile = (dialog: Locator, name: string, csv: string) =>
  dialog.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });

/** The Locations screen with the location selected, its dialog opened on a chosen file. */
export async function openDialogWithFile(page: Page, locationName: string, name: string, csv: string) {
  await page.goto('/locations');
  await page.getByRole('gridcell', { name: locationName, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'CSV upload' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload CSV' }).click();
  const dialog = uploadDialog(page, locationName);
  await chooseFile(dialog, name, csv);
  await expect(dialog.getByRole('combobox', { name: /^RO number/ })).toBeVisible();
  return dialog;
}

/** Next → the file is read in the worker → the preview. */
export async function readFile(dialog: Locator, file: ShopExport) {
  const started = Date.now();
  await dialog.getByRole('button', { name: 'Next' }).click();
  const ready = `${number(file.readableRos)} repair orders from ${number(file.rows)} rows are ready to upload.`;
  await expect(dialog.getByText(ready)).toBeVisible({ timeout: 60_000 });
  return Date.now() - started;
}

/** Upload → the progress bar moves (`whileSending` runs then) → the result. */
export async function send(
  dialog: Locator,
  file: ShopExport,
  whileSending: () => Promise<void> = async () => {},
) {
  const started = Date.now();
  await dialog.getByRole('button', { name: `Upload ${number(file.readableRos)} repair orders` }).click();
  const bar = dialog.getByRole('progressbar', { name: 'Upload progress' });
  const finished = dialog.getByText(/^The upload of .* is finished\./);
  // The bar's value once a batch is in (100 when all were in before the first look).
  const progress = async () =>
    (await finished.isVisible())
      ? 100
      : Number((await bar.getAttribute('aria-valuenow', { timeout: 500 }).catch(() => null)) ?? 0);
  await expect.poll(progress, { timeout: 60_000, intervals: [50] }).toBeGreaterThan(0);
  await whileSending();
  await expect(finished).toBeVisible({ timeout: 180_000 });
  return Date.now() - started;
}

/** One of the result's outcome counters (inserted, updated, skipped, rejected, rowsNotStored). */
export const outcome = (dialog: Locator, key: string) => dialog.getByTestId(`csv-count-${key}`).locator('dd');
