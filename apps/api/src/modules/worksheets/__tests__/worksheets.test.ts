// Worksheets over the golden dataset of the reports (reports/__tests__/golden-data.ts), ingested
// through the real ingest path. Every system figure is worked out by hand from kpis.md in the comments.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocation, createVerifiedOwner } from '../../accounts/service';
import { ingestBatch } from '../../../ingest';
import { api, createTestApp, signIn, XHR, type TestContext } from '../../../test/app';
import { LOCATION_1_ROS } from '../../reports/__tests__/golden-data';

let ctx: TestContext;
let cookie: string;
let partnerId: number;
let l1: number;
let plain: number;
let otherWorksheet: number;

const byLabel = (values: { label: string; value: unknown }[], label: string) => values.find((v) => v.label === label)?.value;

beforeAll(async () => {
  ctx = await createTestApp({ CLOCK_NOW: '2026-03-04T18:00:00Z' });
  ({ partnerId } = await createVerifiedOwner(ctx.deps, { businessName: 'Sheet Garage', email: 'sheet@garage.test', password: 'secret1' }));
  l1 = (await createLocation(ctx.deps, { partnerId, name: 'Sheet North', timezone: 'US/Central' })).locationId;
  plain = (await createLocation(ctx.deps, { partnerId, name: 'Sheet Plain', subscriptions: ['rlo_daily_email'] })).locationId;
  expect((await ingestBatch(ctx.deps, { locationId: l1, source: 'cli' }, [...LOCATION_1_ROS])).rejected).toBe(0);
  ({ cookie } = await signIn(ctx.app, 'sheet@garage.test', 'secret1'));

  // Another partner's worksheet, for the tenancy checks.
  const other = await createVerifiedOwner(ctx.deps, { businessName: 'Other Garage', email: 'other@garage.test', password: 'secret1' });
  const otherLocation = (await createLocation(ctx.deps, { partnerId: other.partnerId, name: 'Other' })).locationId;
  const otherCookie = (await signIn(ctx.app, 'other@garage.test', 'secret1')).cookie;
  const res = await ctx.app.inject({
    method: 'POST',
    url: api(`/${other.partnerId}/worksheets`),
    headers: { ...XHR, cookie: otherCookie },
    payload: { location_id: otherLocation, period_start: '2026-03-01', period_end: '2026-03-31' },
  });
  expect(res.statusCode, res.body).toBe(201);
  otherWorksheet = res.json().id;
});
afterAll(() => ctx.close());

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) {
  return ctx.app.inject({ method, url: api(`/${partnerId}${path}`), headers: { ...XHR, cookie }, ...(payload === undefined ? {} : { payload }) });
}

async function create(period_start: string, period_end: string) {
  const res = await call('POST', '/worksheets', { location_id: l1, period_start, period_end });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('the seeded Composite Worksheet', () => {
  it('is definition 1, version 2, with system fields for the core KPIs and manual fields', async () => {
    const res = await call('GET', '/worksheet-definitions/1');
    expect(res.statusCode).toBe(200);
    const definition = res.json();
    expect(definition).toMatchObject({ id: 1, name: 'Composite Worksheet', version: 2, shared: true });
    const fields = definition.categories.flatMap((c: { fields: { label: string; source: string }[] }) => c.fields);
    const labels = (source: string) => fields.filter((f: { source: string }) => f.source === source).map((f: { label: string }) => f.label);
    expect(labels('system')).toEqual(expect.arrayContaining(['Sales', 'GP %', 'Car count', 'ARO', 'ELR', 'Sold hours', 'Efficiency', 'New customers']));
    expect(labels('manual')).toEqual(expect.arrayContaining(['Expenses', 'Payroll', 'Marketing spend', 'Sales goal']));
  });
});

describe('worksheets', () => {
  it('fills the system fields from the KPI module for the period and location', async () => {
    const sheet = await create('2026-03-01', '2026-03-31');
    expect(sheet).toMatchObject({ definition_id: 1, definition_name: 'Composite Worksheet', version: 2, status: 'Draft', location_name: 'Sheet North' });
    const v = sheet.values;
    expect(byLabel(v, 'Sales')).toBe(118_500); // R1 25500 + R2 79000 + R3 14000 (R4 open, R6 estimate, R7 deleted)
    expect(byLabel(v, 'Gross profit')).toBe(57_800); // 15000 + 34000 + 8800
    expect(byLabel(v, 'GP %')).toBeCloseTo(48.7763713, 6); // 57800 / 118500 × 100
    expect(byLabel(v, 'Car count')).toBe(3);
    expect(byLabel(v, 'ARO')).toBe(39_500); // 118500 / 3
    expect(byLabel(v, 'ELR')).toBe(15_429); // labor 54000 / 3.5 sold hours = 15428.57
    expect(byLabel(v, 'Sold hours')).toBe(12_600); // 3600 + 7200 + 1800 seconds
    expect(byLabel(v, 'Efficiency')).toBe(100); // sold 12600 / actual 12600, in points
    expect(byLabel(v, 'New customers')).toBe(2); // C2 and C3; C1 first came in 2025
    expect(byLabel(v, 'Expenses')).toBeNull();
  });

  it('takes another period: February has R8 only', async () => {
    const sheet = await create('2026-02-01', '2026-02-28');
    expect(byLabel(sheet.values, 'Sales')).toBe(20_500); // 20000 parts + 500 fee
    expect(byLabel(sheet.values, 'Car count')).toBe(1);
    expect(byLabel(sheet.values, 'GP %')).toBeCloseTo(41.4634146, 6); // 8500 / 20500 × 100
    expect(byLabel(sheet.values, 'ELR')).toBe(0); // no labor hours
    expect(byLabel(sheet.values, 'New customers')).toBe(1); // C4
  });

  it('refuses a worksheet without a location, for a location without rlo_standard, or a reversed period', async () => {
    const none = await call('POST', '/worksheets', { period_start: '2026-03-01', period_end: '2026-03-31' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([expect.objectContaining({ path: 'location_id', message: 'Please select location.' })]);
    const unsubscribed = await call('POST', '/worksheets', { location_id: plain, period_start: '2026-03-01', period_end: '2026-03-31' });
    expect(unsubscribed.statusCode).toBe(403);
    const reversed = await call('POST', '/worksheets', { location_id: l1, period_start: '2026-03-31', period_end: '2026-03-01' });
    expect(reversed.statusCode).toBe(400);
    const badDate = await call('POST', '/worksheets', { location_id: l1, period_start: '2026-02-30', period_end: '2026-03-01' });
    expect(badDate.statusCode).toBe(400);
  });

  it('saves manual values of the right type and never a system value', async () => {
    const sheet = await create('2026-03-01', '2026-03-31');
    const id = (label: string) => sheet.values.find((v: { label: string }) => v.label === label).field_definition_id;
    const saved = await call('PUT', `/worksheets/${sheet.id}`, {
      values: [
        { field_definition_id: id('Expenses'), value: 1_234_500 },
        { field_definition_id: id('Car count goal'), value: 120 },
        { field_definition_id: id('Notes'), value: 'Push brake inspections' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(byLabel(saved.json().values, 'Expenses')).toBe(1_234_500);
    expect(byLabel(saved.json().values, 'Notes')).toBe('Push brake inspections');
    expect(byLabel(saved.json().values, 'Sales')).toBe(118_500);

    const typed = await call('PUT', `/worksheets/${sheet.id}`, { values: [{ field_definition_id: id('Sales'), value: 1 }] });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().message).toBe("Sales is filled from the shop's data and cannot be typed.");
    const cents = await call('PUT', `/worksheets/${sheet.id}`, { values: [{ field_definition_id: id('Payroll'), value: 10.5 }] });
    expect(cents.statusCode).toBe(400);
    const text = await call('PUT', `/worksheets/${sheet.id}`, { values: [{ field_definition_id: id('Payroll'), value: 'lots' }] });
    expect(text.statusCode).toBe(400);
    const unknown = await call('PUT', `/worksheets/${sheet.id}`, { values: [{ field_definition_id: 9999, value: 1 }] });
    expect(unknown.statusCode).toBe(400);
  });

  it('moves a field to another category; every field stays in exactly one', async () => {
    const sheet = await create('2026-03-01', '2026-03-31');
    const categories = sheet.categories.map((c: { name: string; field_ids: number[] }) => ({ ...c, field_ids: [...c.field_ids] }));
    const moved = categories[2].field_ids.shift(); // Expenses
    categories[0].field_ids.push(moved);
    const res = await call('PUT', `/worksheets/${sheet.id}`, { categories });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().categories[0].field_ids).toContain(moved);
    expect((await call('GET', `/worksheets/${sheet.id}`)).json().categories[2].field_ids).not.toContain(moved);

    categories[0].field_ids.pop();
    const lost = await call('PUT', `/worksheets/${sheet.id}`, { categories });
    expect(lost.statusCode).toBe(400);
  });

  it('is read-only once Final and keeps the figures it was finalised with', async () => {
    const final = await create('2026-03-01', '2026-03-31');
    const draft = await create('2026-03-01', '2026-03-31');
    expect((await call('PUT', `/worksheets/${final.id}`, { status: 'In review' })).json().status).toBe('In review');
    expect((await call('PUT', `/worksheets/${final.id}`, { status: 'Final' })).json().status).toBe('Final');
    const again = await call('PUT', `/worksheets/${final.id}`, { status: 'Draft' });
    expect(again.statusCode).toBe(409);

    // A new RO of 30000 on 03-04 reaches the draft, not the final worksheet.
    const ro = { ...LOCATION_1_ROS[2], external_id: 'r9', order_number: '1009', opened: '2026-03-04T08:00:00-06:00', closed: '2026-03-04T09:00:00-06:00', labor: [], parts: [{ description: 'Battery', part_number: 'B9', kind: 'part', category: null, quantity: 1, sold_price_cents: 30_000, cost_cents: 20_000 }] };
    expect((await ingestBatch(ctx.deps, { locationId: l1, source: 'cli' }, [ro])).rejected).toBe(0);
    expect(byLabel((await call('GET', `/worksheets/${final.id}`)).json().values, 'Sales')).toBe(118_500);
    expect(byLabel((await call('GET', `/worksheets/${draft.id}`)).json().values, 'Sales')).toBe(148_500); // + 30000
    expect(byLabel((await call('GET', `/worksheets/${draft.id}`)).json().values, 'Car count')).toBe(4);
  });

  it('lists with paging and deletes', async () => {
    const page = await call('GET', '/worksheets?page_size=2&page_num=1');
    expect(page.statusCode).toBe(200);
    const { items, total } = page.json();
    expect(items).toHaveLength(2);
    expect(total).toBeGreaterThanOrEqual(6);
    expect(items[0]).toMatchObject({ location_name: 'Sheet North', period_start: '2026-03-01' });

    const gone = await create('2026-01-01', '2026-01-31');
    expect((await call('DELETE', `/worksheets/${gone.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/worksheets/${gone.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/worksheets?page_size=50')).json().total).toBe(total);
  });

  it("answers 404 for another partner's worksheet", async () => {
    expect((await call('GET', `/worksheets/${otherWorksheet}`)).statusCode).toBe(404);
    expect((await call('PUT', `/worksheets/${otherWorksheet}`, { status: 'Final' })).statusCode).toBe(404);
    expect((await call('DELETE', `/worksheets/${otherWorksheet}`)).statusCode).toBe(404);
    expect((await call('GET', '/worksheets')).json().items.map((w: { id: number }) => w.id)).not.toContain(otherWorksheet);
  });
});

describe('definitions and field definitions', () => {
  it('creates, changes and deletes the partner\'s own; the shared ones are read-only', async () => {
    const field = await call('POST', '/worksheet-field-definitions', { label: 'Tire count goal', type: 'number' });
    expect(field.statusCode, field.body).toBe(201);
    expect(field.json()).toMatchObject({ label: 'Tire count goal', source: 'manual', kpi_key: null, shared: false });
    const badKpi = await call('POST', '/worksheet-field-definitions', { label: 'Sales', type: 'number', source: 'system', kpi_key: 'gross_sales_cents' });
    expect(badKpi.statusCode).toBe(400);

    const created = await call('POST', '/worksheet-definitions', { name: 'Tires', categories: [{ name: 'Goals', fields: [{ id: field.json().id }, { id: 1 }] }] });
    expect(created.statusCode, created.body).toBe(201);
    const definition = created.json();
    expect(definition).toMatchObject({ name: 'Tires', version: 1, shared: false });
    expect(definition.categories[0].fields.map((f: { label: string }) => f.label)).toEqual(['Tire count goal', 'Sales']);

    const changed = await call('PUT', `/worksheet-definitions/${definition.id}`, { name: 'Tires and sales', categories: definition.categories });
    expect(changed.json()).toMatchObject({ name: 'Tires and sales', version: 2 });
    expect((await call('PUT', '/worksheet-definitions/1', { name: 'Mine', categories: definition.categories })).statusCode).toBe(409);
    expect((await call('DELETE', '/worksheet-definitions/1')).statusCode).toBe(409);
    expect((await call('DELETE', '/worksheet-field-definitions/1')).statusCode).toBe(409);
    expect((await call('DELETE', `/worksheet-field-definitions/${field.json().id}`)).statusCode).toBe(409); // in use

    const used = await call('POST', '/worksheets', { location_id: l1, period_start: '2026-03-01', period_end: '2026-03-31', definition_id: definition.id });
    expect(used.json().definition_name).toBe('Tires and sales');
    expect((await call('DELETE', `/worksheet-definitions/${definition.id}`)).statusCode).toBe(409);
    await call('DELETE', `/worksheets/${used.json().id}`);
    expect((await call('DELETE', `/worksheet-definitions/${definition.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/worksheet-field-definitions/${field.json().id}`)).statusCode).toBe(200);
    const list = (await call('GET', '/worksheet-definitions')).json();
    expect(list.map((d: { id: number }) => d.id)).toEqual([1]);
  });
});
