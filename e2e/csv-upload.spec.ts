import { readFile as readText } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { screenshot, signIn } from './helpers';
import { shopExport } from './csv-upload-file';
import {
  apiGet,
  chooseFile,
  money,
  number,
  openDialogWithFile,
  outcome,
  readFile,
  send,
  target,
  uploadDialog,
  type Summary,
} from './csv-upload-steps';
import { expectDate } from './dates';

// CSV upload (connectors.md §2), on a demo location, for last month on the server's business clock.
// Each run numbers its ROs afresh, so a reused server still sees new ones.

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('10,000 rows through the dialog: the figures include them, the same file again changes nothing', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const { year, month, from, to, location, summaryPath, fileName } = await target(page);
  const file = shopExport(`CSV${Date.now() % 100_000}-`, year, month, 3000);
  expect(file.rows).toBeGreaterThanOrEqual(10_000);
  const before = await apiGet<Summary>(page, summaryPath);

  // A file that is not a CSV is refused with a clear message.
  await page.goto('/locations');
  await page.getByRole('gridcell', { name: location.name, exact: true }).click();
  await screenshot(page, 'csv-card');
  await page.getByRole('button', { name: 'Upload CSV' }).click();
  const first = uploadDialog(page, location.name);
  await first
    .locator('input[type=file]')
    .setInputFiles({ name: 'export.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from('x') });
  await expect(first.getByRole('alert')).toHaveText(
    'export.xlsx is not a CSV file. Choose a file ending in .csv.',
  );
  await screenshot(page, 'csv-file-step');
  await first.getByRole('button', { name: 'Close' }).click();

  // The mapping is guessed from the export's own column names.
  const dialog = await openDialogWithFile(page, location.name, fileName, file.csv);
  const guessed = {
    'RO number': 'RO #',
    Opened: 'Date In',
    Closed: 'Date Posted',
    'Last modified': 'Last Updated',
  };
  const more = {
    'Customer ID': 'Customer #',
    'Line type': 'Type',
    'Sold hours': 'Labor Hours',
    'Part number': 'Part #',
  };
  for (const [field, header] of Object.entries({ ...guessed, ...more, 'Sold amount': 'Amount' })) {
    await expect(dialog.getByRole('combobox', { name: new RegExp(`^${field}`) })).toHaveText(header);
  }
  await expect(dialog.getByRole('combobox', { name: 'Start from' })).toHaveText(
    "Guessed from the file's column names",
  );
  await screenshot(page, 'csv-mapping');

  const readMs = await readFile(dialog, file);
  const readableRowsNotStored = file.rowsNotStored.length - file.refusedRo.rows.length;
  const unreadable = `Rows that cannot be read and will not be stored: ${number(readableRowsNotStored)}.`;
  await expect(dialog.getByText(unreadable)).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'The first repair orders' }).getByRole('row')).toHaveCount(
    11,
  );
  await screenshot(page, 'csv-preview');
  const sendMs = await send(dialog, file, () => screenshot(page, 'csv-progress'));
  console.log(
    `CSV upload timing (${number(file.rows)} rows, ${number(file.readableRos)} ROs): read in the worker ${readMs} ms, sent in batches of 1,000 ${sendMs} ms`,
  );

  // The counts, and every row not stored by its row number and reason.
  await expect(outcome(dialog, 'inserted')).toHaveText(number(file.storedRos));
  await expect(outcome(dialog, 'rejected')).toHaveText('1');
  await expect(outcome(dialog, 'rowsNotStored')).toHaveText(number(file.rowsNotStored.length));
  await expect(dialog.getByTestId('csv-count-rowsRead')).toHaveText(
    `Rows read: ${number(file.rows)} of ${number(file.rows)}`,
  );
  const errors = dialog.getByRole('table', { name: 'Rows not stored' });
  await expect(errors.getByRole('row')).toHaveCount(file.rowsNotStored.length + 1);
  const rowOf = (row: number) =>
    errors.getByRole('row').filter({ has: page.getByRole('cell', { name: String(row), exact: true }) });
  for (const bad of file.badRows) await expect(rowOf(bad.row)).toContainText(bad.reason);
  await expect(rowOf(file.refusedRo.rows[0])).toContainText(
    `RO ${file.refusedRo.number}: parts_sold_cents: the repair order's total is too large`,
  );
  await screenshot(page, 'csv-result');

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Download report' }).click();
  const report = await readText(await (await downloading).path(), 'utf8');
  expect(report).toContain(`Inserted,${file.storedRos}\r\n`);
  expect(report).toContain('\r\nRow,Reason\r\n');
  for (const row of file.rowsNotStored) expect(report).toMatch(new RegExp(`\\r\\n${row},`));

  // A reload finds the finished upload on the card.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.reload();
  await page.getByRole('gridcell', { name: location.name, exact: true }).click();
  const last = new RegExp(`Last upload: ${fileName} on .*${number(file.storedRos)} inserted`);
  await expect(page.getByText(last)).toBeVisible();
  await screenshot(page, 'csv-card-after');

  // The Reports screen, last month: the location's figures now include the upload, to the cent.
  const after = await apiGet<Summary>(page, summaryPath);
  expect(after.totalSales).toBe(before.totalSales + file.totalSoldCents);
  expect(after.roCount).toBe(before.roCount + file.storedRos);
  await page.goto('/reports');
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveText(location.name);
  await page.getByRole('combobox', { name: 'Date range' }).click();
  await page.getByRole('option', { name: 'Last month' }).click();
  await expectDate(page, 'Start date', from);
  await expectDate(page, 'End date', to);
  const total = page.getByTestId('summary-report-grid').locator('[data-row="totalWithOther"] td').nth(2);
  await expect(total).toHaveText(money(before.totalSales + file.totalSoldCents));
  const roCount = page.getByTestId('summary-report-kpis').locator('[data-kpi="roCount"]');
  // Counts are shown with thousands separators (kpis.md §8).
  await expect(roCount).toHaveText((before.roCount + file.storedRos).toLocaleString('en-US'));
  await screenshot(page, 'csv-report-figures');

  // The same file again: the saved mapping, nothing inserted, every RO unchanged, no figure moves.
  const again = await openDialogWithFile(page, location.name, fileName, file.csv);
  await expect(again.getByRole('combobox', { name: 'Start from' })).toHaveText(
    'The mapping saved for this location',
  );
  const second = { readMs: await readFile(again, file), sendMs: await send(again, file) };
  console.log(`CSV re-upload timing: read ${second.readMs} ms, sent ${second.sendMs} ms`);
  await expect(outcome(again, 'inserted')).toHaveText('0');
  await expect(outcome(again, 'updated')).toHaveText('0');
  await expect(outcome(again, 'skipped')).toHaveText(number(file.storedRos));
  await expect(outcome(again, 'rejected')).toHaveText('1');
  await screenshot(page, 'csv-reupload-result');
  expect(await apiGet<Summary>(page, summaryPath)).toEqual(after);
});

test('a reload mid-upload: the card shows how far it went, then that it was interrupted; the same file finishes it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { year, month, location, fileName } = await target(page);
  const file = shopExport(`RLD${Date.now() % 100_000}-`, year, month, 1500);
  let batches = 0;
  let releaseHeld = () => {};
  const held = new Promise<void>((resolve) => (releaseHeld = resolve));
  // The route stays for the whole test: removed while the reloaded page started, it once left that
  // page blank, none of its requests after its two scripts ever sent (the trace of that run).
  await page.route('**/csv-uploads/*/batches', async (route) => {
    batches += 1;
    if (batches !== 2) return route.continue();
    // The second batch never reaches the server: the page is reloaded while it waits.
    await held;
    await route.abort().catch(() => undefined);
  });
  const dialog = await openDialogWithFile(page, location.name, fileName, file.csv);
  await readFile(dialog, file);
  await dialog.getByRole('button', { name: `Upload ${number(file.readableRos)} repair orders` }).click();
  const sent = `1,000 of ${number(file.readableRos)}`;
  await expect(dialog.getByTestId('csv-count-rosSent')).toHaveText(`Repair orders sent: ${sent}`);
  await page.reload();
  releaseHeld();

  await page.getByRole('gridcell', { name: location.name, exact: true }).click();
  await expect(page.getByText(`${fileName} is being uploaded: ${sent} repair orders sent.`)).toBeVisible();
  await screenshot(page, 'csv-reload-running');
  // Silent for a minute: interrupted (the card polls every 5 s while an upload runs).
  const interrupted = `The upload of ${fileName} was interrupted after ${sent} repair orders.`;
  await expect(page.getByTestId('csv-interrupted')).toContainText(interrupted, { timeout: 90_000 });
  await page.getByRole('button', { name: 'Upload CSV' }).click();
  const resume = uploadDialog(page, location.name);
  await expect(resume.getByTestId('csv-interrupted')).toContainText(
    'Choose the same file again to finish it; repair orders already stored are skipped.',
  );
  await screenshot(page, 'csv-interrupted');
  await chooseFile(resume, fileName, file.csv);
  await readFile(resume, file);
  await send(resume, file);
  await expect(outcome(resume, 'skipped')).toHaveText('1,000');
  await expect(outcome(resume, 'inserted')).toHaveText(number(file.storedRos - 1000));
  await screenshot(page, 'csv-resumed-result');
});
