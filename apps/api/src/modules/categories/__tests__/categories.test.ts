// Map category over the golden dataset: location 1 has the sms categories Brakes, Engine, Oil & Lube.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@rlo/db';
import { createLocation, createVerifiedOwner } from '../../accounts/service';
import { ingestBatch } from '../../../ingest';
import { api, createTestApp, signIn, XHR, type TestContext } from '../../../test/app';
import { LOCATION_1_ROS } from '../../reports/__tests__/golden-data';

let ctx: TestContext;
let cookie: string;
let partnerId: number;
let l1: number;
let l2: number;

beforeAll(async () => {
  ctx = await createTestApp({ CLOCK_NOW: '2026-03-04T18:00:00Z' });
  ({ partnerId } = await createVerifiedOwner(ctx.deps, { businessName: 'Golden Garage', email: 'gold@garage.test', password: 'secret1' }));
  l1 = (await createLocation(ctx.deps, { partnerId, name: 'Golden North' })).locationId;
  l2 = (await createLocation(ctx.deps, { partnerId, name: 'Golden Empty' })).locationId;
  expect((await ingestBatch(ctx.deps, { locationId: l1, source: 'cli' }, [...LOCATION_1_ROS])).rejected).toBe(0);
  ({ cookie } = await signIn(ctx.app, 'gold@garage.test', 'secret1'));
});
afterAll(() => ctx.close());

const send = (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: unknown) =>
  ctx.app.inject({ method, url: api(path), headers: { cookie, ...XHR }, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('map category', () => {
  it('maps sms categories onto dashboard categories until the location is mapped', async () => {
    const dashboard = (await send('GET', '/category/dashboard-category')).json() as { id: number; name: string }[];
    expect(dashboard.map((d) => d.name)).toContain('Brakes');
    const brakes = dashboard.find((d) => d.name === 'Brakes')!.id;
    const engine = dashboard.find((d) => d.name === 'Engine')!.id;

    const sms = (await send('GET', `/category/${partnerId}/sms-category/${l1}`)).json() as { categoryID: number; name: string }[];
    expect(sms.map((c) => c.name)).toEqual(['Brakes', 'Engine', 'Oil & Lube']);
    const id = (name: string) => sms.find((c) => c.name === name)!.categoryID;

    // A location without categories is mapped; l1 is not yet.
    expect((await send('GET', `/category/${partnerId}/verify-mapping`)).json()).toEqual([
      { locationId: l1, mapped: false },
      { locationId: l2, mapped: true },
    ]);

    const saved = await send('POST', `/category/${partnerId}/save-mapped-category/${l1}`, {
      dashboardCategoryId: brakes,
      mappedCategory: `${id('Brakes')},${id('Oil & Lube')}`,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ partnerId, locationId: l1, dashboardCategoryId: brakes });

    // Engine takes Oil & Lube away from Brakes: a category belongs to one dashboard category.
    await send('POST', `/category/${partnerId}/save-mapped-category/${l1}`, { dashboardCategoryId: engine, mappedCategory: `${id('Engine')},${id('Oil & Lube')}` });
    const mappings = (await send('GET', `/category/${partnerId}/fetch-mapped-category/${l1}`)).json() as { id: number; dashboardCategoryId: number; mappedCategory: string }[];
    expect(mappings.map((m) => [m.dashboardCategoryId, m.mappedCategory])).toEqual([
      [brakes, `${id('Brakes')}`],
      [engine, `${id('Engine')},${id('Oil & Lube')}`],
    ].sort((a, b) => Number(a[0]) - Number(b[0])));
    const onlyEngine = (await send('GET', `/category/${partnerId}/fetch-mapped-category/${l1}?dashboardCategoryId=${engine}`)).json();
    expect(onlyEngine).toHaveLength(1);
    expect((await send('GET', `/category/${partnerId}/verify-mapping`)).json()[0]).toEqual({ locationId: l1, mapped: true });

    // Deleting the Brakes mapping leaves Brakes unmapped again.
    const brakesRow = mappings.find((m) => m.dashboardCategoryId === brakes)!;
    expect((await send('DELETE', `/category/delete/${brakesRow.id}`)).statusCode).toBe(204);
    expect((await send('DELETE', `/category/delete/${brakesRow.id}`)).statusCode).toBe(404);
    expect((await send('GET', `/category/${partnerId}/verify-mapping`)).json()[0]).toEqual({ locationId: l1, mapped: false });
  });

  it('refuses unknown ids, another location\'s categories and other partners', async () => {
    const sms = (await send('GET', `/category/${partnerId}/sms-category/${l1}`)).json() as { categoryID: number }[];
    const [dashboard] = (await send('GET', '/category/dashboard-category')).json() as { id: number }[];
    expect((await send('POST', `/category/${partnerId}/save-mapped-category/${l2}`, { dashboardCategoryId: dashboard.id, mappedCategory: String(sms[0].categoryID) })).statusCode).toBe(400);
    expect((await send('POST', `/category/${partnerId}/save-mapped-category/${l1}`, { dashboardCategoryId: 99_999, mappedCategory: '' })).statusCode).toBe(400);
    expect((await send('POST', `/category/${partnerId}/save-mapped-category/${l1}`, { dashboardCategoryId: dashboard.id, mappedCategory: 'a,b' })).statusCode).toBe(400);

    const other = await createVerifiedOwner(ctx.deps, { businessName: 'Other Garage', email: 'other@garage.test', password: 'secret1' });
    const foreign = (await createLocation(ctx.deps, { partnerId: other.partnerId, name: 'Theirs' })).locationId;
    const theirs = await ctx.deps.database.db
      .insert(schema.mappedCategories)
      .values({ partnerId: other.partnerId, locationId: foreign, dashboardCategoryId: dashboard.id, mappedCategory: '' })
      .returning();
    expect((await send('DELETE', `/category/delete/${theirs[0].id}`)).statusCode).toBe(404);
    expect((await send('GET', `/category/${partnerId}/sms-category/${foreign}`)).statusCode).toBe(404);
    expect((await send('GET', `/category/${other.partnerId}/verify-mapping`)).statusCode).toBe(403);
  });
});
