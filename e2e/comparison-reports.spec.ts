import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, screenshot, signIn } from './helpers';
import { dateValue, fillDate } from './dates';

// Reports, shop comparison and Measure My Shop (3-operations §2), each figure checked against the API.

const money = (cents: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(cents / 100);
const dollars = (cents: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(Math.round(cents / 100));

const count = (value: number) => new Intl.NumberFormat('en').format(value);
/** 'YYYY-MM-DD' → MM/dd/yyyy, the one date rule of every interface language (kpis.md §8). */
const mdY = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
const span = (from: string, to: string) => (from === to ? mdY(from) : `${mdY(from)} – ${mdY(to)}`);

const signedPercent = (value: number) =>
  new Intl.NumberFormat('en', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' }).format(value / 100);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function apiJson<T>(page: Page, path: string): Promise<T> {
  // page.request shares the browser context's cookies: the same session as the screen.
  const response = await page.request.get(`/partners/api${path}`);
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

interface Me {
  partnerId: number;
}
interface Locations {
  items: { id: number; name: string; isDisable: boolean }[];
}
interface SummaryReport {
  totalSales: number;
  totalProfit: number;
  partSales: number;
  roCount: number;
  gpDollarsPerRo: number;
}
interface Section {
  from: string;
  to: string;
  prior_from: string;
  prior_to: string;
  gross_sales_cents: number;
  sale_count: number;
  changes: { gross_pct: number | null; car_count_pct: number | null };
}
interface ComparisonRecord {
  location_id: number;
  location_name: string;
  timezone: string;
  today: string;
  current_year_summary?: Section;
  weekly_summary?: Section;
  specific_day_summary?: Section;
  monthly_summary?: Section;
  customers_status_stats?: { month: number; year: number; active_customers: number }[];
}
interface Peers {
  enoughPeers: boolean;
  peerCount: number;
  yearlyList: { dataType: string; grossSalesCents: number }[];
}

test('reports: a preset range, the figures of the API, the range errors and the CSV file', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/reports');
  await expect(page).toHaveTitle('Reports - Rlo training');
  const me = await apiJson<Me>(page, '/auth/me');
  const locations = await apiJson<Locations>(page, '/locations');
  const first = locations.items.find((location) => !location.isDisable);

  await page.getByRole('combobox', { name: 'Date range' }).click();
  await page.getByRole('option', { name: 'Last month' }).click();
  await expect.poll(() => dateValue(page, 'End date')).not.toBe('');
  const from = await dateValue(page, 'Start date');
  const to = await dateValue(page, 'End date');
  const report = await apiJson<SummaryReport>(page, `/reports/summarystate?partnerId=${me.partnerId}&locationId=${first?.id}&startDate=${from}&endDate=${to}`);
  expect(report.roCount, 'the demo location sold something last month').toBeGreaterThan(0);
  const grid = page.getByTestId('summary-report-grid');
  const total = grid.locator('[data-row="totalWithOther"] td');
  await expect(total.nth(2)).toHaveText(money(report.totalSales));
  await expect(total.nth(4)).toHaveText(money(report.totalProfit));
  await expect(grid.locator('[data-row="parts"] td').first()).toHaveText(money(report.partSales));
  await expect(page.getByTestId('summary-report-kpis').locator('[data-kpi="roCount"]')).toHaveText(count(report.roCount));
  await screenshot(page, 'comparison-reports-summary');

  // GP $ per RO, a figure of the report alone, explains itself: gross profit ÷ ROs, the ROs behind it.
  const perRo = page.getByTestId('summary-report-kpis').locator('[data-kpi="gpDollarsPerRo"]');
  await expect(perRo).toHaveText(money(report.gpDollarsPerRo));
  await perRo.getByRole('button', { name: `Explain Gross profit per RO: ${money(report.gpDollarsPerRo)}` }).click();
  const explanation = page.getByRole('dialog');
  await expect(explanation.getByTestId('explain-substituted')).toHaveText(
    `${money(report.totalProfit)} ÷ ${count(report.roCount)} = ${money(report.gpDollarsPerRo)}`,
    { timeout: 30_000 },
  );
  await expect(explanation.getByRole('heading', { name: `Repair orders behind this figure (${count(report.roCount)})` })).toBeVisible();
  await screenshot(page, 'comparison-reports-explain-per-ro');
  await page.keyboard.press('Escape');
  await expect(explanation).toBeHidden();

  // The CSV holds the grid's rows, in dollars.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`summaryReport_${from}_${to}.csv`);
  const csv = await readFile(await download.path(), 'utf8');
  for (const label of ['Parts', 'Labors', 'Tires', 'Sublets', 'Total without other sold', 'Other sold', 'Total with other sold']) {
    expect(csv).toContain(`\r\n${label},`);
  }
  expect(csv).toContain(`Total with other sold,`);
  expect(csv).toContain((report.totalSales / 100).toFixed(2));

  // All locations, then a custom range that ends before it starts.
  await page.getByRole('combobox', { name: 'Location' }).click();
  await expect(page.getByRole('option', { name: 'All locations' })).toBeVisible();
  await page.keyboard.press('Escape');
  await fillDate(page, 'End date', '2020-01-01');
  await expect(page.getByText('The end date must be on or after the start date.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Date range' })).toHaveText('Custom range');
  await fillDate(page, 'Start date', '');
  await expect(page.getByText('Please select a start and an end date.')).toBeVisible();
});

test('shop comparison: sections, a cell against the API, sorting, customer view and print layout', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/shop-comparison');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop comparison' })).toBeVisible();
  const records = await apiJson<ComparisonRecord[]>(page, '/shop-comparison');
  expect(records.length).toBeGreaterThan(1);

  const ytd = page.locator('[data-section="current_year_summary"]');
  const row = ytd.locator('[data-metric="gross_sales_cents"]');
  const firstRecord = records[0];
  const cell = row.locator(`[data-location="${firstRecord.location_id}"]`);
  await expect(cell.locator('[data-value]')).toHaveText(dollars(firstRecord.current_year_summary?.gross_sales_cents ?? 0));
  const change = firstRecord.current_year_summary?.changes.gross_pct ?? null;
  if (change !== null) await expect(cell.locator('[data-change]')).toHaveText(signedPercent(change));
  // The best location of the row carries the flag.
  const best = [...records].sort((a, b) => (b.current_year_summary?.gross_sales_cents ?? 0) - (a.current_year_summary?.gross_sales_cents ?? 0))[0];
  await expect(row.locator(`[data-location="${best.location_id}"]`)).toHaveAttribute('data-best', 'true');

  // Month to date, last month and week start closed.
  for (const key of ['monthly_summary', 'last_month_summary', 'weekly_summary']) {
    await expect(page.locator(`#comparison-${key}`)).toHaveAttribute('aria-expanded', 'false');
  }
  await page.locator('#comparison-monthly_summary').click();
  await expect(page.locator('#comparison-monthly_summary')).toHaveAttribute('aria-expanded', 'true');

  // Sorting by a row: highest first, then lowest first.
  const sortedNames = [...records]
    .sort((a, b) => (b.current_year_summary?.gross_sales_cents ?? 0) - (a.current_year_summary?.gross_sales_cents ?? 0))
    .map((r) => r.location_name);
  await row.getByRole('button', { name: 'Total gross sales' }).click();
  const headers = ytd.locator('thead th');
  await expect(headers).toHaveText(['Figure', ...sortedNames]);
  await row.getByRole('button', { name: 'Total gross sales' }).click();
  await expect(headers).toHaveText(['Figure', ...[...sortedNames].reverse()]);
  await screenshot(page, 'comparison-reports-shop-comparison');

  // Another specific day: the section follows it and compares with the same weekday a week earlier.
  await fillDate(page, 'Specific day', '2026-11-10');
  await expect(page.locator('#comparison-specific_day_summary')).toContainText('11/10/2026 · vs 11/03/2026');

  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.MuiAppBar-root')).toBeHidden();
  await expect(page.locator('.MuiDrawer-root')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await screenshot(page, 'comparison-reports-shop-comparison-print');
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('button', { name: 'Customers' }).click();
  const customers = await apiJson<ComparisonRecord[]>(page, '/shop-comparison?comparison_state=CUSTOMER');
  const newest = customers[0].customers_status_stats?.[0];
  const table = page.getByRole('table', { name: `Customers of ${customers[0].location_name}` });
  await expect(table.locator('tbody tr').first()).toContainText(`${String(newest?.month).padStart(2, '0')}-${newest?.year}`);
  await expect(table.locator('tbody tr').first().locator('td').first()).toHaveText(count(newest?.active_customers ?? 0));
  await screenshot(page, 'comparison-reports-customers');
});

test("shop comparison: a location's figure and its change explain themselves, as the cell shows them", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/shop-comparison');
  const records = await apiJson<ComparisonRecord[]>(page, '/shop-comparison');
  const record = records[1] ?? records[0];
  const ytd = page.locator('[data-section="current_year_summary"]');
  const dialog = page.getByRole('dialog');
  const section = record.current_year_summary;
  expect(section, 'the year to date of the location').toBeDefined();
  if (!section) return;

  // The RO count: the dialog's result is the cell's figure, over the section's dates, for that location.
  const cars = ytd.locator(`[data-metric="sale_count"] [data-location="${record.location_id}"]`);
  const shown = count(section.sale_count);
  await expect(cars.locator('[data-value]')).toHaveText(shown);
  const figure = cars.locator('[data-value]').getByRole('button');
  await expect(figure).toHaveAccessibleName(`Explain Car count: ${shown}`);
  await figure.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: 'How “Car count” is computed' })).toBeVisible();
  await expect(dialog.getByTestId('explain-result')).toHaveText(shown, { timeout: 30_000 });
  await expect(dialog.getByRole('definition').filter({ hasText: record.location_name })).toHaveText(record.location_name);
  await expect(dialog.getByRole('definition').filter({ hasText: mdY(section.from) })).toHaveText(span(section.from, section.to));
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await page.screenshot({ path: `${process.env.E2E_OUTPUT_DIR ?? 'test-results'}/explain-comparison.png` });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(figure).toBeFocused();

  // Its change against the prior period: the dialog's variance is the cell's.
  const change = section.changes.car_count_pct;
  if (change !== null) {
    await expect(cars.locator('[data-change]')).toHaveText(signedPercent(change));
    await cars.locator('[data-change]').getByRole('button', { name: `Explain the change in Car count: ${signedPercent(change)}` }).click();
    await expect(dialog.getByTestId('explain-variance')).toHaveText(new RegExp(`= ${escapeRegExp(signedPercent(change))}$`), { timeout: 30_000 });
    await expect(dialog.getByTestId('explain-result')).toHaveText(shown);
    await screenshot(page, 'explain-comparison-change');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }

  // Gross sales in whole dollars: the dialog's cents round to the cell's dollars.
  const gross = ytd.locator(`[data-metric="gross_sales_cents"] [data-location="${record.location_id}"] [data-value]`);
  await expect(gross).toHaveText(dollars(section.gross_sales_cents));
  await gross.getByRole('button').click();
  const result = dialog.getByTestId('explain-result');
  await expect(result).toHaveText(/^\$[\d,]+\.\d{2}$/, { timeout: 30_000 });
  expect(dollars(Math.round(Number((await result.innerText()).replace(/[^0-9.-]/g, '')) * 100))).toBe(await gross.innerText());
});

/** The dates a section names for a location: "11/17/2026 · vs 11/10/2026" (the API's, formatted by the one date rule). */
const datesOf = (section: Section | undefined, versus: string) =>
  section ? `${span(section.from, section.to)} · ${versus} ${span(section.prior_from, section.prior_to)}` : '';

test('shop comparison: each location on its own today, the dates named once or under each location, in English and French', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/shop-comparison');
  const records = await apiJson<ComparisonRecord[]>(page, '/shop-comparison');
  expect(records.length).toBeGreaterThan(1);
  // kpis.md §4: every location's periods run from its own today; "this week" is Monday to that today.
  for (const record of records) {
    expect(record.weekly_summary?.to).toBe(record.today);
    expect(new Date(`${record.weekly_summary?.from}T12:00:00Z`).getUTCDay()).toBe(1);
  }
  const daySection = page.locator('[data-section="specific_day_summary"]');
  const dayHeader = page.locator('#comparison-specific_day_summary');
  const sameDay = new Set(records.map((r) => datesOf(r.specific_day_summary, 'vs'))).size === 1;
  if (sameDay) {
    // Every location on the same day (the e2e clock's hour): one date in the header, none under the columns.
    await expect(dayHeader.locator('[data-dates]')).toHaveText(datesOf(records[0].specific_day_summary, 'vs'));
    await expect(daySection.locator('[data-column-dates]')).toHaveCount(0);
  } else {
    // Time zones on different days (CLOCK_NOW in the early UTC hours): each column names its own dates.
    await expect(dayHeader.locator('[data-dates]')).toHaveText("Dates differ by location (time zones): see under each location's name");
    for (const record of records) {
      await expect(daySection.locator(`thead [data-location="${record.location_id}"] [data-column-dates]`)).toHaveText(datesOf(record.specific_day_summary, 'vs'));
    }
  }
  // The RO count with its digits grouped.
  const roCount = page.locator('[data-section="current_year_summary"] [data-metric="sale_count"]');
  await expect(roCount.locator(`[data-location="${records[0].location_id}"] [data-value]`)).toHaveText(count(records[0].current_year_summary?.sale_count ?? 0));

  await page.locator('#comparison-weekly_summary').click();
  await expect(page.locator('#comparison-weekly_summary')).toContainText('This week to today');
  const name = sameDay ? 'same-day' : 'per-location';
  await screenshot(page, `h-shop-comparison-${name}-en`);

  await page.getByRole('button', { name: /change language/ }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Comparaison des ateliers' })).toBeVisible();
  await expect(page.locator('#comparison-weekly_summary')).toContainText("Cette semaine jusqu'à aujourd'hui");
  // The same month-first dates in French.
  if (sameDay) await expect(dayHeader.locator('[data-dates]')).toHaveText(datesOf(records[0].specific_day_summary, 'contre'));
  else await expect(daySection.locator(`thead [data-location="${records[0].location_id}"] [data-column-dates]`)).toHaveText(datesOf(records[0].specific_day_summary, 'contre'));
  const frenchCount = new Intl.NumberFormat('fr').format(records[0].current_year_summary?.sale_count ?? 0);
  await expect(roCount.locator(`[data-location="${records[0].location_id}"] [data-value]`)).toHaveText(frenchCount);
  await screenshot(page, `h-shop-comparison-${name}-fr`);

  await page.getByRole('button', { name: 'Clients' }).click();
  const customers = await apiJson<ComparisonRecord[]>(page, '/shop-comparison?comparison_state=CUSTOMER');
  const newest = customers[0].customers_status_stats?.[0];
  const table = page.getByRole('table', { name: `Clients de ${customers[0].location_name}` });
  await expect(table.locator('tbody tr').first().locator('td').first()).toHaveText(new Intl.NumberFormat('fr').format(newest?.active_customers ?? 0));
  await screenshot(page, 'h-shop-comparison-customers-fr');
});

test('measure my shop: own figures beside the peer aggregates, and the technician filter', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/measure-my-shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Measure My Shop' })).toBeVisible();
  const own = await apiJson<ComparisonRecord[]>(page, '/shop-comparison?isMeasureMyShop=true');
  const peers = await apiJson<Peers>(page, '/measure_my_shop_data');
  const ytd = page.locator('[data-section="current_year_summary"]');
  const row = ytd.locator('[data-field="grossSalesCents"]');
  await expect(row.locator(`[data-location="${own[0].location_id}"]`)).toHaveText(dollars(own[0].current_year_summary?.gross_sales_cents ?? 0));
  if (peers.enoughPeers) {
    const max = peers.yearlyList.find((p) => p.dataType === 'MAX');
    await expect(row.locator('[data-peer="MAX"]')).toHaveText(dollars(max?.grossSalesCents ?? 0));
    await expect(page.getByText(`Compared with ${peers.peerCount} other shops`)).toBeVisible();
  } else {
    await expect(page.getByTestId('too-few-peers')).toBeVisible();
  }
  await screenshot(page, 'comparison-reports-measure-my-shop');

  // A filter few or no peers match says so instead of showing figures.
  await page.getByRole('combobox', { name: 'Technicians' }).click();
  await page.getByRole('option', { name: '5 or more' }).click();
  const filtered = await apiJson<Peers>(page, '/measure_my_shop_data?techCount=5');
  if (!filtered.enoughPeers) {
    await expect(page.getByTestId('too-few-peers')).toBeVisible();
    await expect(ytd.locator('[data-peer]')).toHaveCount(0);
  }
  await screenshot(page, 'comparison-reports-measure-my-shop-filtered');
});

interface Mapping {
  id: number;
  dashboardCategoryId: number;
  mappedCategory: string;
}

test('map category: choose a dashboard category, drag a category onto it, then delete the mapping', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/category');
  await expect(page.getByRole('heading', { level: 1, name: 'Map category' })).toBeVisible();
  const me = await apiJson<Me>(page, '/auth/me');
  const locations = await apiJson<Locations>(page, '/locations');
  const first = locations.items.find((location) => !location.isDisable);
  const verify = await apiJson<{ locationId: number; mapped: boolean }[]>(page, `/category/${me.partnerId}/verify-mapping`);
  const mapped = verify.find((entry) => entry.locationId === first?.id)?.mapped;
  await expect(page.getByTestId('mapped-flag')).toHaveText(mapped ? 'Mapped' : 'Not mapped');

  // Without a dashboard category, a category cannot be placed.
  const unmapped = page.getByTestId('unmapped').getByRole('button');
  const name = (await unmapped.first().textContent()) ?? '';
  await unmapped.first().click();
  await expect(page.getByText('Please choose a dashboard category first.').last()).toBeVisible();

  await page.getByRole('button', { name: 'Other' }).click();
  await unmapped.first().dragTo(page.getByTestId('drop-zone'));
  const dropZone = page.getByTestId('drop-zone');
  await expect(dropZone.getByRole('button', { name })).toBeVisible();
  const mappings = await apiJson<Mapping[]>(page, `/category/${me.partnerId}/fetch-mapped-category/${first?.id}`);
  const sms = await apiJson<{ categoryID: number; name: string }[]>(page, `/category/${me.partnerId}/sms-category/${first?.id}`);
  const moved = sms.find((category) => category.name === name);
  expect(mappings.some((m) => m.mappedCategory.split(',').includes(String(moved?.categoryID)))).toBe(true);
  await screenshot(page, 'comparison-reports-map-category');

  await dropZone.getByRole('button', { name: 'Delete mapping' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete mapping' }).click();
  await expect(page.getByText('Mapping of Other deleted.')).toBeVisible();
  await expect(page.getByTestId('unmapped').getByRole('button', { name })).toBeVisible();
});
