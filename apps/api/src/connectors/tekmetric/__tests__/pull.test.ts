import { afterEach, describe, expect, it } from 'vitest';
import { createTekmetricClient, TekmetricError } from '../client';
import { startFakeTekmetric, type FakeTekmetric } from '../fake/server';
import { createFakeShop } from '../fake/shop';
import { pullRepairOrders, type PulledPage, type PullOptions, type PullWindow } from '../pull';

// Pulls from the fake Tekmetric over HTTP, as a sync run does.

const ALL: PullWindow = { from: '2000-01-01', to: '2999-12-31' };
const today = () => new Date().toISOString().slice(0, 10);

const fakes: FakeTekmetric[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((f) => f.close()));
});

async function fakeShop(repairOrders: number, seed = 7): Promise<FakeTekmetric> {
  const fake = await startFakeTekmetric({ port: 0, repairOrders, seed });
  fakes.push(fake);
  return fake;
}

async function pull(fake: FakeTekmetric, window = ALL, options: PullOptions = {}): Promise<PulledPage[]> {
  const client = createTekmetricClient({ baseUrl: fake.url, ...fake.credentials, maxRequestsPerSecond: 0 });
  const pages: PulledPage[] = [];
  for await (const page of pullRepairOrders(client, window, options)) pages.push(page);
  return pages;
}

describe('pullRepairOrders', () => {
  it('returns every RO of the span exactly once, page by page', async () => {
    const fake = await fakeShop(250);
    const pages = await pull(fake, ALL, { pageSize: 100 });
    expect(pages.map((p) => [p.page, p.totalPages, p.repairOrders.length])).toEqual([
      [0, 3, 100],
      [1, 3, 100],
      [2, 3, 50],
    ]);
    const ids = pages.flatMap((p) => p.repairOrders.map((ro) => ro.external_id));
    expect(pages.flatMap((p) => p.rejections)).toEqual([]);
    expect(new Set(ids).size).toBe(250);
    expect([...ids].sort()).toEqual(fake.shop.repairOrders.map((ro) => String(ro.id)).sort());
    const statuses = new Set(pages.flatMap((p) => p.repairOrders.map((ro) => ro.status)));
    expect([...statuses].sort()).toEqual(['CLOSED', 'DELETED', 'ESTIMATE', 'OPEN']);
    // Resuming at page 1 reads pages 1 and 2 only.
    expect((await pull(fake, ALL, { pageSize: 100, startPage: 1 })).map((p) => p.page)).toEqual([1, 2]);
  });

  it('looks up employees once, and each customer and vehicle once per run', async () => {
    const fake = await fakeShop(120);
    const pages = await pull(fake, ALL, { pageSize: 25 });
    expect(pages).toHaveLength(5);
    const count = (prefix: string) =>
      fake.requests.filter((r) => r.path.startsWith(prefix)).map((r) => r.path);
    expect(count('/api/v1/employees')).toHaveLength(1);
    const customerCalls = count('/api/v1/customers/');
    const vehicleCalls = count('/api/v1/vehicles/');
    expect(new Set(customerCalls).size).toBe(customerCalls.length);
    expect(new Set(vehicleCalls).size).toBe(vehicleCalls.length);
    expect(customerCalls.length).toBe(new Set(fake.shop.repairOrders.map((ro) => ro.customerId)).size);
    const vehicleIds = fake.shop.repairOrders.map((ro) => ro.vehicleId).filter((id) => id !== null);
    expect(vehicleCalls.length).toBe(new Set(vehicleIds).size);
    // The lookups made it into the ROs.
    const ro = pages[0].repairOrders[0];
    const customer = fake.shop.customers.find((c) => String(c.id) === ro.customer.external_id);
    expect(ro.customer).toMatchObject({ external_id: String(customer?.id), city: customer?.address.city });
  });

  it('an edit and a removal show up in a pull from today', async () => {
    const fake = await fakeShop(60);
    const older = fake.shop.repairOrders.filter(
      (ro) => ro.updatedDate.slice(0, 10) < today() && ro.repairOrderStatus.id === 5,
    );
    const [edited, removed] = [older[0], older[1]];
    fake.shop.edit(edited.id);
    fake.shop.remove(removed.id);
    const added = fake.shop.add();
    const pulled = (await pull(fake, { from: today(), to: today() })).flatMap((p) => p.repairOrders);
    const byId = new Map(pulled.map((ro) => [ro.external_id, ro]));
    expect(byId.get(String(edited.id))?.labor).toContainEqual(
      // 0.5 h at 14900 a hour
      expect.objectContaining({
        description: 'Additional diagnosis',
        sold_seconds: 1800,
        sold_price_cents: 7450,
      }),
    );
    expect(byId.get(String(removed.id))?.status).toBe('DELETED');
    expect(byId.get(String(added.id))?.status).toBe('CLOSED');
    // Nothing older than today came along.
    const stale = fake.shop.repairOrders
      .filter((ro) => ro.updatedDate.slice(0, 10) < today())
      .map((ro) => String(ro.id));
    expect(stale.filter((id) => byId.has(id))).toEqual([]);
  });

  it('a corrupted RO is a rejection; the rest of its page comes through', async () => {
    const fake = await fakeShop(30);
    const victim = fake.shop.repairOrders[12];
    fake.shop.corrupt(victim.id);
    const pages = await pull(fake, ALL, { pageSize: 10 });
    const page = pages.find((p) => p.rejections.length > 0);
    expect(page?.rejections).toEqual([
      { externalId: String(victim.id), reason: 'taxes: must be whole cents' },
    ]);
    expect(page?.repairOrders).toHaveLength(9);
    expect(pages.reduce((n, p) => n + p.repairOrders.length, 0)).toBe(29);
  });

  it('a customer Tekmetric no longer has maps with its id only', async () => {
    const fake = await fakeShop(10);
    const gone = fake.shop.repairOrders[0].customerId;
    fake.shop.customers.splice(
      fake.shop.customers.findIndex((c) => c.id === gone),
      1,
    );
    const ros = (await pull(fake)).flatMap((p) => p.repairOrders);
    expect(ros.find((ro) => ro.external_id === String(fake.shop.repairOrders[0].id))?.customer).toEqual({
      external_id: String(gone),
    });
  });

  it('a malformed page throws', async () => {
    const fake = await fakeShop(30);
    fake.fail('/api/v1/repair-orders', { malformed: true });
    const error = await pull(fake, ALL, { pageSize: 10 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TekmetricError);
    expect((error as TekmetricError).kind).toBe('malformed');
  });

  it('an empty window is one empty page', async () => {
    const fake = await fakeShop(10);
    expect(await pull(fake, { from: '1999-01-01', to: '1999-12-31' })).toEqual([
      { page: 0, totalPages: 0, repairOrders: [], rejections: [] },
    ]);
  });
});

describe('the fake shop', () => {
  it('is the same for the same seed and span, and has what the tests rely on', () => {
    const span = { seed: 11, repairOrders: 300, from: '2023-01-01', to: '2024-12-31' };
    const shop = createFakeShop(span);
    expect(JSON.stringify(createFakeShop(span).repairOrders)).toBe(JSON.stringify(shop.repairOrders));
    expect(JSON.stringify(createFakeShop({ ...span, seed: 12 }).repairOrders)).not.toBe(
      JSON.stringify(shop.repairOrders),
    );
    const ros = shop.repairOrders;
    expect(new Set(ros.map((ro) => ro.repairOrderStatus.id))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    expect(ros.filter((ro) => ro.repairOrderStatus.id === 5).length).toBeGreaterThan(ros.length / 2);
    expect(shop.employees.length).toBeGreaterThanOrEqual(4);
    expect(shop.employees.length).toBeLessThanOrEqual(6);
    const jobs = ros.flatMap((ro) => ro.jobs);
    expect(jobs.some((j) => j.authorized !== true)).toBe(true);
    expect(jobs.some((j) => j.archived)).toBe(true);
    expect(jobs.some((j) => j.parts.some((p) => p.partType.code === 'TIRE'))).toBe(true);
    expect(ros.some((ro) => ro.sublets.length > 0)).toBe(true);
    expect(ros.some((ro) => ro.fees.length > 0)).toBe(true);
    expect(ros.some((ro) => ro.discounts.length > 0)).toBe(true);
    const money = ros.flatMap((ro) => [
      ro.taxes,
      ro.discountTotal,
      ro.feeTotal,
      ro.totalSales,
      ...ro.jobs.flatMap((j) => [
        ...j.labor.map((l) => l.rate),
        ...j.parts.flatMap((p) => [p.cost, p.retail]),
        j.subtotal,
      ]),
      ...ro.sublets.flatMap((x) => x.items.flatMap((i) => [i.cost, i.price])),
    ]);
    expect(money.every((m) => Number.isInteger(m) && m >= 0)).toBe(true);
    for (const ro of ros) {
      expect(ro.updatedDate >= ro.createdDate).toBe(true);
      expect(ro.createdDate >= '2023-01-01' && ro.updatedDate <= '2024-12-31T23:59:59Z').toBe(true);
    }
  });
});
