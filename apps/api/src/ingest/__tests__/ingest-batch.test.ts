import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { schema } from '@rlo/db';
import type { CanonicalRepairOrderInput } from '@rlo/contract';
import { createVerifiedOwner } from '../../modules/accounts/service';
import { createTestApp, type TestContext } from '../../test/app';
import { wholePartner } from '../../lib/reach';
import { loadDetail } from '../../modules/repair-orders/queries';
import { ingestBatch, refreshDerived } from '../index';
import { linesOfRo } from '../lines';
import { rowsOf } from '../sql';
import { figuresOf, freshLocation, handMadeBatch, handMadeRo, idsOf } from './fixtures';

const { repairOrders, locations, ingestBatches, customers, employees, vehicles } = schema;

let ctx: TestContext;
let partnerId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ partnerId } = await createVerifiedOwner(ctx.deps, {
    businessName: 'Ingest Auto',
    email: 'owner@ingest.test',
    password: 'secret1',
  }));
});
afterAll(() => ctx.close());

const ingest = (locationId: number, ros: unknown[]) =>
  ingestBatch(ctx.deps, { locationId, source: 'cli' }, ros);

/** The stored lines of one kind of an RO, in order: each line's line_no, sold price and description. */
const storedLines = (roId: number, kind: schema.LineKind) =>
  rowsOf<{ line_no: number; sold_price_cents: number; description: string | null; kind?: string }>(
    ctx.deps.database.db,
    sql`SELECT l.line_no::int AS line_no, l.sold_price_cents, l.description${sql.raw(kind === 'part' ? ', l.kind' : '')}
        FROM repair_orders ro CROSS JOIN LATERAL ${linesOfRo(kind, 'l')} WHERE ro.id = ${roId} ORDER BY l.line_no`,
  );

async function seeded() {
  const locationId = await freshLocation(ctx.deps, partnerId);
  await ingest(locationId, handMadeBatch());
  return { locationId, ids: await idsOf(ctx.deps, locationId) };
}

const ZERO_SUMS = {
  roCount: 0,
  laborSoldCents: 0,
  laborCostCents: 0,
  partsSoldCents: 0,
  partsCostCents: 0,
  tiresSoldCents: 0,
  tiresCostCents: 0,
  subletSoldCents: 0,
  subletCostCents: 0,
  otherSoldCents: 0,
  discountCents: 0,
  taxCents: 0,
  soldSeconds: 0,
  actualSeconds: 0,
  recommendationCents: 0,
  totalSoldCents: 0,
  grossProfitCents: 0,
};

// Per-RO amounts of the hand-made batch (kpis.md §2), by hand:
// RO-A  labor 18900/5200, parts 8900/4100, sublet 9000/6000, fee 1500, discount 1000, tax 1650,
//       5400 s sold / 4800 s actual, recommendation 64000
//       total = 18900 + 8900 + 9000 + 1500 − 1000 = 37300
//       GP    = (18900−5200) + (8900−4100) + (9000−6000) + 1500 − 1000 = 13700 + 4800 + 3000 + 500 = 22000
// RO-B  labor 6000/2000 + 4000/1000 = 10000/3000, part 2500/1000, tire 40000/28000, fee 500, tax 3000,
//       1800+1200 = 3000 s sold / 2400+900 = 3300 s actual
//       total = 10000 + 2500 + 40000 + 500 = 53000
//       GP    = 7000 + 1500 + 12000 + 500 = 21000
// RO-C  labor 12000/4000, discount 500, 3600 s / 3000 s, recommendation 20000
//       total = 12000 − 500 = 11500; GP = 8000 − 500 = 7500
const RO_A = {
  laborSoldCents: 18900,
  laborCostCents: 5200,
  partsSoldCents: 8900,
  partsCostCents: 4100,
  subletSoldCents: 9000,
  subletCostCents: 6000,
  otherSoldCents: 1500,
  discountCents: 1000,
  taxCents: 1650,
  soldSeconds: 5400,
  actualSeconds: 4800,
  recommendationCents: 64000,
  totalSoldCents: 37300,
  grossProfitCents: 22000,
};
const RO_B = {
  laborSoldCents: 10000,
  laborCostCents: 3000,
  partsSoldCents: 2500,
  partsCostCents: 1000,
  tiresSoldCents: 40000,
  tiresCostCents: 28000,
  otherSoldCents: 500,
  taxCents: 3000,
  soldSeconds: 3000,
  actualSeconds: 3300,
  totalSoldCents: 53000,
  grossProfitCents: 21000,
};
const RO_C = {
  laborSoldCents: 12000,
  laborCostCents: 4000,
  discountCents: 500,
  soldSeconds: 3600,
  actualSeconds: 3000,
  recommendationCents: 20000,
  totalSoldCents: 11500,
  grossProfitCents: 7500,
};

describe('a hand-made batch', () => {
  it('stores every RO and reports the counts', async () => {
    const locationId = await freshLocation(ctx.deps, partnerId);
    const result = await ingest(locationId, handMadeBatch());
    expect(result).toEqual({ inserted: 6, updated: 0, skipped: 0, rejected: 0, rejections: [] });
    const ros = await ctx.deps.database.db
      .select({
        externalId: repairOrders.externalId,
        status: repairOrders.status,
        businessDate: repairOrders.businessDate,
        total: repairOrders.totalSoldCents,
        gp: repairOrders.grossProfitCents,
      })
      .from(repairOrders)
      .where(eq(repairOrders.locationId, locationId))
      .orderBy(repairOrders.externalId);
    expect(ros).toEqual([
      { externalId: 'ro-a', status: 'CLOSED', businessDate: '2025-03-04', total: 37300, gp: 22000 },
      // Closed 23:30 in Chicago = 05:30Z on the 5th: still the 4th locally.
      { externalId: 'ro-b', status: 'CLOSED', businessDate: '2025-03-04', total: 53000, gp: 21000 },
      { externalId: 'ro-c', status: 'CLOSED', businessDate: '2025-03-05', total: 11500, gp: 7500 },
      // OPEN: no closed → no business date; its labor 15000 − 0 discount.
      { externalId: 'ro-d', status: 'OPEN', businessDate: null, total: 15000, gp: 10000 },
      { externalId: 'ro-e', status: 'ESTIMATE', businessDate: null, total: 50000, gp: 20000 },
      // DELETED is stored with its date but never counted.
      { externalId: 'ro-f', status: 'DELETED', businessDate: '2025-03-05', total: 5000, gp: 4000 },
    ]);
    const people = await ctx.deps.database.db
      .select({
        externalId: employees.externalId,
        name: employees.fullName,
        advisor: employees.serviceAdvisor,
        tech: employees.technician,
      })
      .from(employees)
      .where(eq(employees.locationId, locationId))
      .orderBy(employees.externalId);
    expect(people).toEqual([
      { externalId: 'e-10', name: 'Tom Tech', advisor: false, tech: true },
      { externalId: 'e-3', name: 'Sam Writer', advisor: true, tech: false },
      { externalId: 'e-4', name: 'Wendy Writer', advisor: true, tech: false },
      { externalId: 'e-9', name: 'Tina Tech', advisor: false, tech: true },
    ]);
  });

  it('gives the exact daily rollups, with new customers', async () => {
    const { locationId } = await seeded();
    const { daily } = await figuresOf(ctx.deps, locationId);
    expect(daily).toEqual([
      {
        partnerId,
        locationId,
        businessDate: '2025-03-04',
        ...ZERO_SUMS,
        roCount: 2, // A, B
        laborSoldCents: 28900, // 18900 + 10000
        laborCostCents: 8200, // 5200 + 3000
        partsSoldCents: 11400, // 8900 + 2500
        partsCostCents: 5100, // 4100 + 1000
        tiresSoldCents: 40000,
        tiresCostCents: 28000,
        subletSoldCents: 9000,
        subletCostCents: 6000,
        otherSoldCents: 2000, // 1500 + 500
        discountCents: 1000,
        taxCents: 4650, // 1650 + 3000
        soldSeconds: 8400, // 5400 + 3000
        actualSeconds: 8100, // 4800 + 3300
        recommendationCents: 64000,
        totalSoldCents: 90300, // 37300 + 53000
        grossProfitCents: 43000, // 22000 + 21000
        newCustomersCount: 2, // Ana and Ben both first seen on the 4th
        visitorPrevDates: ['-infinity', '-infinity'], // neither had an earlier visit
      },
      // C only; Ana came back, so nobody is new; D, E, F (Cara) never count.
      {
        partnerId,
        locationId,
        businessDate: '2025-03-05',
        ...ZERO_SUMS,
        roCount: 1,
        ...RO_C,
        newCustomersCount: 0,
        visitorPrevDates: ['2025-03-04'], // Ana, back from the 4th
      },
    ]);
  });

  it('sums the days of a month into its monthly rollup', async () => {
    const { locationId } = await seeded();
    const { monthly } = await figuresOf(ctx.deps, locationId);
    expect(monthly).toEqual([
      {
        partnerId,
        locationId,
        month: '2025-03-01',
        roCount: 3, // A, B on the 4th; C on the 5th
        laborSoldCents: 40900, // 28900 + 12000
        laborCostCents: 12200, // 8200 + 4000
        partsSoldCents: 11400,
        partsCostCents: 5100,
        tiresSoldCents: 40000,
        tiresCostCents: 28000,
        subletSoldCents: 9000,
        subletCostCents: 6000,
        otherSoldCents: 2000,
        discountCents: 1500, // 1000 + 500
        taxCents: 4650,
        soldSeconds: 12000, // 8400 + 3600
        actualSeconds: 11100, // 8100 + 3000
        recommendationCents: 84000, // 64000 + 20000
        totalSoldCents: 101800, // 90300 + 11500
        grossProfitCents: 50500, // 43000 + 7500
        newCustomersCount: 2,
        dayMask: 24, // days 4 and 5: bits 3 and 4 = 8 + 16
        visitorPrevDates: ['-infinity', '-infinity', '2025-03-04'], // both days' arrays, merged and sorted
        // Visits whose previous visit lies before Mar 1 (and before Jan 1): the two first visits;
        // the third customer's previous visit, Mar 4, is in the month.
        monthVisitors: 2,
        yearVisitors: 2,
      },
    ]);
  });

  it('gives the writer, technician and category rollups', async () => {
    const { locationId, ids } = await seeded();
    const { writers, techs, categories } = await figuresOf(ctx.deps, locationId);
    const [w1, w2, t1, t2] = [
      ids.employee['e-3'],
      ids.employee['e-4'],
      ids.employee['e-9'],
      ids.employee['e-10'],
    ];
    const base = { partnerId, locationId };
    expect(writers).toHaveLength(3);
    expect(writers).toEqual(
      expect.arrayContaining([
        { ...base, businessDate: '2025-03-04', employeeId: w1, ...ZERO_SUMS, roCount: 1, ...RO_A },
        { ...base, businessDate: '2025-03-04', employeeId: w2, ...ZERO_SUMS, roCount: 1, ...RO_B },
        // F (DELETED) is W1's too but does not count.
        { ...base, businessDate: '2025-03-05', employeeId: w1, ...ZERO_SUMS, roCount: 1, ...RO_C },
      ]),
    );
    expect(techs).toHaveLength(4);
    expect(techs).toEqual(
      expect.arrayContaining([
        // T1 worked A's brake line and B's oil line; primary technician of A.
        {
          ...base,
          businessDate: '2025-03-04',
          employeeId: t1,
          laborSoldCents: 22900, // 18900 + 4000
          laborCostCents: 6200, // 5200 + 1000
          soldSeconds: 6600, // 5400 + 1200
          actualSeconds: 5700, // 4800 + 900
          laborRoCount: 2,
          partsSoldCents: 8900, // A's part; A has no tire
          partsCostCents: 4100,
          primaryRoCount: 1,
        },
        // T2 worked B's tire line; primary of B: part 2500 + tire 40000, cost 1000 + 28000.
        {
          ...base,
          businessDate: '2025-03-04',
          employeeId: t2,
          laborSoldCents: 6000,
          laborCostCents: 2000,
          soldSeconds: 1800,
          actualSeconds: 2400,
          laborRoCount: 1,
          partsSoldCents: 42500,
          partsCostCents: 29000,
          primaryRoCount: 1,
        },
        // C: T1 worked its only line, T2 is its primary technician (no parts).
        {
          ...base,
          businessDate: '2025-03-05',
          employeeId: t1,
          laborSoldCents: 12000,
          laborCostCents: 4000,
          soldSeconds: 3600,
          actualSeconds: 3000,
          laborRoCount: 1,
          partsSoldCents: 0,
          partsCostCents: 0,
          primaryRoCount: 0,
        },
        {
          ...base,
          businessDate: '2025-03-05',
          employeeId: t2,
          laborSoldCents: 0,
          laborCostCents: 0,
          soldSeconds: 0,
          actualSeconds: 0,
          laborRoCount: 0,
          partsSoldCents: 0,
          partsCostCents: 0,
          primaryRoCount: 1,
        },
      ]),
    );
    const [brakes, tires, oil] = [ids.category['12'], ids.category['20'], ids.category['30']];
    // One row per date and category: its labor lines' sums, then its part lines' (tires included).
    const row = (
      businessDate: string,
      categoryId: number,
      [laborSold, laborCost, soldS, actualS]: number[],
      [partSold, partCost]: number[] = [0, 0],
    ) => ({
      ...base,
      businessDate,
      categoryId,
      laborSoldCents: laborSold,
      laborCostCents: laborCost,
      soldSeconds: soldS,
      actualSeconds: actualS,
      partSoldCents: partSold,
      partCostCents: partCost,
    });
    expect(categories).toHaveLength(4);
    expect(categories).toEqual(
      expect.arrayContaining([
        row('2025-03-04', brakes, [18900, 5200, 5400, 4800], [8900, 4100]), // A
        row('2025-03-04', tires, [6000, 2000, 1800, 2400], [40000, 28000]), // B; its tire counts as a part line
        row('2025-03-04', oil, [4000, 1000, 1200, 900], [2500, 1000]), // B
        row('2025-03-05', brakes, [12000, 4000, 3600, 3000]), // C: labor only
      ]),
    );
  });

  it("counts a technician's uncategorized labor line in their labor sums and in no category", async () => {
    const locationId = await freshLocation(ctx.deps, partnerId);
    // C's date, its brake line now without a category (T1's), and a second labor line of T2's.
    const c = handMadeRo('ro-c');
    const line = c.labor?.[0];
    if (!line) throw new Error('the hand-made RO C has a labor line');
    const tom = { external_id: 'e-10', full_name: 'Tom Tech' };
    const uncategorized = {
      ...c,
      labor: [
        { ...line, category: undefined },
        {
          ...line,
          description: 'Diagnosis',
          category: undefined,
          technician: tom,
          sold_price_cents: 5000,
          cost_cents: 1500,
        },
      ],
    };
    expect(await ingest(locationId, [uncategorized])).toMatchObject({ inserted: 1, rejected: 0 });
    const ids = await idsOf(ctx.deps, locationId);
    const { techs, categories } = await figuresOf(ctx.deps, locationId);
    expect(categories).toEqual([]);
    const labor = (employee: string) => {
      const row = techs.find((t) => t.employeeId === ids.employee[employee]);
      return (
        row && [row.laborSoldCents, row.laborCostCents, row.soldSeconds, row.actualSeconds, row.laborRoCount]
      );
    };
    expect(labor('e-9')).toEqual([12000, 4000, 3600, 3000, 1]); // C's line, as in the rollups above
    expect(labor('e-10')).toEqual([5000, 1500, 3600, 3000, 1]); // the diagnosis: its own price and cost
  });

  it('gives customer visits and first / last seen', async () => {
    const { locationId, ids } = await seeded();
    const { visits, yearly, customers: seen } = await figuresOf(ctx.deps, locationId);
    const base = { partnerId, locationId };
    expect(yearly.map((y) => [y.customerId, y.year, y.boundCents])).toEqual([
      [ids.customer['c-1'], 2025, 48800], // Ana: A 37300 + C 11500
      [ids.customer['c-2'], 2025, 53000], // Ben: B
    ]);
    expect(visits).toHaveLength(3);
    expect(visits).toEqual(
      expect.arrayContaining([
        {
          ...base,
          customerId: ids.customer['c-1'],
          businessDate: '2025-03-04',
          roCount: 1,
          totalSoldCents: 37300,
          prevBusinessDate: null,
        },
        {
          ...base,
          customerId: ids.customer['c-2'],
          businessDate: '2025-03-04',
          roCount: 1,
          totalSoldCents: 53000,
          prevBusinessDate: null,
        },
        {
          ...base,
          customerId: ids.customer['c-1'],
          businessDate: '2025-03-05',
          roCount: 1,
          totalSoldCents: 11500,
          prevBusinessDate: '2025-03-04',
        },
      ]),
    );
    expect(
      seen.map((c) => [c.externalId, c.firstSeen?.toISOString() ?? null, c.lastSeen?.toISOString() ?? null]),
    ).toEqual([
      ['c-1', '2025-03-04T22:40:00.000Z', '2025-03-05T16:15:00.000Z'], // A 16:40−06:00, C 10:15−06:00
      ['c-2', '2025-03-05T05:30:00.000Z', '2025-03-05T05:30:00.000Z'], // B 23:30−06:00
      ['c-3', null, null], // only OPEN, ESTIMATE, DELETED ROs
    ]);
  });

  it("stores each customer's duplicate keys, as the SQL function computes them", async () => {
    const { locationId } = await seeded();
    const rows = await rowsOf<{ external_id: string; duplicate_keys: string[]; same: boolean }>(
      ctx.deps.database.db,
      sql`SELECT external_id, duplicate_keys,
        duplicate_keys = customer_duplicate_keys(first_name, last_name, phone_numbers, email_addresses) AS same
      FROM customers WHERE location_id = ${locationId} ORDER BY external_id`,
    );
    // Ana: md5('ana|lopez|p5125550188'), first 16 hex digits; Ben and Cara have no phone or e-mail.
    expect(rows).toEqual([
      { external_id: 'c-1', duplicate_keys: ['d5b2a69d7bdb0823'], same: true },
      { external_id: 'c-2', duplicate_keys: [], same: true },
      { external_id: 'c-3', duplicate_keys: [], same: true },
    ]);
  });

  it('records the batch and the sync time of the location', async () => {
    const locationId = await freshLocation(ctx.deps, partnerId);
    const before = Date.now();
    await ingest(locationId, [...handMadeBatch(), { not: 'an RO' }]);
    const [location] = await ctx.deps.database.db
      .select()
      .from(locations)
      .where(eq(locations.id, locationId));
    expect(location.lastConfig?.sync_enabled).toBe(true);
    expect(Date.parse(String(location.lastConfig?.last_sync))).toBeGreaterThanOrEqual(before);
    const batches = await ctx.deps.database.db
      .select()
      .from(ingestBatches)
      .where(eq(ingestBatches.locationId, locationId));
    expect(batches).toMatchObject([
      { partnerId, source: 'cli', inserted: 6, updated: 0, skipped: 0, rejected: 1 },
    ]);
    expect(batches[0].rejections).toMatchObject([{ index: 6 }]);
  });
});

describe('re-sending', () => {
  it('changes no figure when the same batch arrives again (every RO skipped)', async () => {
    const { locationId } = await seeded();
    const before = await figuresOf(ctx.deps, locationId);
    const result = await ingest(locationId, handMadeBatch());
    expect(result).toEqual({ inserted: 0, updated: 0, skipped: 6, rejected: 0, rejections: [] });
    expect(await figuresOf(ctx.deps, locationId)).toEqual(before);
  });

  it('rewrites an RO without `modified` (updated) and still changes no figure', async () => {
    const { locationId } = await seeded();
    const withoutModified = { ...handMadeRo('ro-b'), modified: undefined };
    expect(await ingest(locationId, [withoutModified])).toMatchObject({
      inserted: 0,
      updated: 1,
      skipped: 0,
    });
    const before = await figuresOf(ctx.deps, locationId);
    expect(await ingest(locationId, [withoutModified])).toMatchObject({
      inserted: 0,
      updated: 1,
      skipped: 0,
    });
    expect(await figuresOf(ctx.deps, locationId)).toEqual(before);
  });

  it('updates the figures for a newer version, moving the RO to its new date', async () => {
    const { locationId, ids } = await seeded();
    const newer: CanonicalRepairOrderInput = {
      ...handMadeRo('ro-c'),
      modified: '2025-03-06T09:00:00-06:00',
      closed: '2025-03-04T11:00:00-06:00', // now the 4th
      labor: [
        {
          category: { external_id: '12', name: 'Brakes' },
          technician: { external_id: 'e-9', full_name: 'Tina Tech' },
          sold_seconds: 3600,
          actual_seconds: 3000,
          sold_price_cents: 15000,
          cost_cents: 4000,
        },
      ],
      parts: [
        {
          kind: 'part',
          category: { external_id: '30', name: 'Oil' },
          sold_price_cents: 1000,
          cost_cents: 400,
        },
      ],
    };
    expect(await ingest(locationId, [newer])).toEqual({
      inserted: 0,
      updated: 1,
      skipped: 0,
      rejected: 0,
      rejections: [],
    });
    // C now: labor 15000/4000, part 1000/400, discount 500 → total 15000 + 1000 − 500 = 15500,
    // GP (15000−4000) + (1000−400) − 500 = 11100.
    const {
      daily,
      visits,
      yearly,
      customers: seen,
      techs,
      categories,
    } = await figuresOf(ctx.deps, locationId);
    expect(daily).toEqual([
      {
        partnerId,
        locationId,
        businessDate: '2025-03-04',
        roCount: 3,
        laborSoldCents: 43900, // 28900 + 15000
        laborCostCents: 12200, // 8200 + 4000
        partsSoldCents: 12400, // 11400 + 1000
        partsCostCents: 5500, // 5100 + 400
        tiresSoldCents: 40000,
        tiresCostCents: 28000,
        subletSoldCents: 9000,
        subletCostCents: 6000,
        otherSoldCents: 2000,
        discountCents: 1500, // 1000 + 500
        taxCents: 4650,
        soldSeconds: 12000, // 8400 + 3600
        actualSeconds: 11100, // 8100 + 3000
        recommendationCents: 84000, // 64000 + 20000
        totalSoldCents: 105800, // 90300 + 15500
        grossProfitCents: 54100, // 43000 + 11100
        newCustomersCount: 2,
        visitorPrevDates: ['-infinity', '-infinity'], // Ana (A and C) and Ben, both first here
      },
      // The 5th had only C: its row is gone.
    ]);
    const ana = ids.customer['c-1'];
    expect(visits.filter((v) => v.customerId === ana)).toEqual([
      {
        partnerId,
        locationId,
        customerId: ana,
        businessDate: '2025-03-04',
        roCount: 2,
        totalSoldCents: 52800,
        prevBusinessDate: null,
      }, // 37300 + 15500
    ]);
    // Ana's 2025 bound: A 37300 + C 15500 = 52800 (positive totals only).
    expect(yearly.find((y) => y.customerId === ana)).toMatchObject({ year: 2025, boundCents: 52800 });
    const anaSeen = seen.find((c) => c.externalId === 'c-1');
    expect([anaSeen?.firstSeen?.toISOString(), anaSeen?.lastSeen?.toISOString()]).toEqual([
      '2025-03-04T17:00:00.000Z', // C, 11:00−06:00
      '2025-03-04T22:40:00.000Z', // A, 16:40−06:00
    ]);
    expect(techs.every((t) => t.businessDate === '2025-03-04')).toBe(true);
    expect(techs.find((t) => t.employeeId === ids.employee['e-10'])).toMatchObject({
      partsSoldCents: 43500, // B 42500 + C 1000
      partsCostCents: 29400, // 29000 + 400
      primaryRoCount: 2,
    });
    expect(categories.map((c) => c.businessDate)).toEqual(['2025-03-04', '2025-03-04', '2025-03-04']); // the 5th's is gone
    expect(categories.find((c) => c.categoryId === ids.category['12'])).toMatchObject({
      laborSoldCents: 33900, // A 18900 + C 15000
      laborCostCents: 9200, // 5200 + 4000
      partSoldCents: 8900, // A's pads; C's part is now Oil
      partCostCents: 4100,
    });
    expect(categories.find((c) => c.categoryId === ids.category['30'])).toMatchObject({
      laborSoldCents: 4000, // B
      partSoldCents: 3500, // B 2500 + C 1000
      partCostCents: 1400, // 1000 + 400
    });
    const cLines = await storedLines(ids.ro['ro-c'], 'labor');
    expect(cLines.map((l) => [l.line_no, l.sold_price_cents])).toEqual([[1, 15000]]);
    const cParts = await storedLines(ids.ro['ro-c'], 'part');
    expect(cParts.map((l) => [l.line_no, l.sold_price_cents, l.kind])).toEqual([[1, 1000, 'part']]);
  });

  it('skips a version with an older or the same `modified`', async () => {
    const { locationId } = await seeded();
    const before = await figuresOf(ctx.deps, locationId);
    const older = { ...handMadeRo('ro-a'), modified: '2025-03-04T10:00:00-06:00', discount_cents: 0 };
    const same = { ...handMadeRo('ro-b'), tax_cents: 0 };
    expect(await ingest(locationId, [older, same])).toEqual({
      inserted: 0,
      updated: 0,
      skipped: 2,
      rejected: 0,
      rejections: [],
    });
    expect(await figuresOf(ctx.deps, locationId)).toEqual(before);
  });

  it('removes a DELETED RO from every figure and restores it when CLOSED again', async () => {
    const { locationId, ids } = await seeded();
    const original = await figuresOf(ctx.deps, locationId);
    const deleted = {
      ...handMadeRo('ro-a'),
      status: 'DELETED' as const,
      modified: '2025-03-06T08:00:00-06:00',
    };
    expect(await ingest(locationId, [deleted])).toMatchObject({ updated: 1 });
    const { daily, writers, visits, customers: seen } = await figuresOf(ctx.deps, locationId);
    expect(daily).toEqual([
      // Only B is left on the 4th; Ben is its only new customer.
      {
        partnerId,
        locationId,
        businessDate: '2025-03-04',
        ...ZERO_SUMS,
        roCount: 1,
        ...RO_B,
        newCustomersCount: 1,
        visitorPrevDates: ['-infinity'],
      },
      // Ana's first visit is now C on the 5th: a date outside the deleted RO's, relinked all the same.
      {
        partnerId,
        locationId,
        businessDate: '2025-03-05',
        ...ZERO_SUMS,
        roCount: 1,
        ...RO_C,
        newCustomersCount: 1,
        visitorPrevDates: ['-infinity'],
      },
    ]);
    expect(writers.some((w) => w.employeeId === ids.employee['e-3'] && w.businessDate === '2025-03-04')).toBe(
      false,
    );
    expect(visits.some((v) => v.customerId === ids.customer['c-1'] && v.businessDate === '2025-03-04')).toBe(
      false,
    );
    const anaSeen = seen.find((c) => c.externalId === 'c-1');
    expect(anaSeen?.firstSeen?.toISOString()).toBe('2025-03-05T16:15:00.000Z');

    const restored = { ...handMadeRo('ro-a'), modified: '2025-03-06T09:00:00-06:00' };
    expect(await ingest(locationId, [restored])).toMatchObject({ updated: 1 });
    expect(await figuresOf(ctx.deps, locationId)).toEqual(original);
  });

  it('moves the new-customer count when an earlier visit appears', async () => {
    const { locationId } = await seeded();
    const earlier = {
      external_id: 'ro-g',
      order_number: '10237',
      status: 'CLOSED',
      opened: '2025-03-03T08:00:00-06:00',
      closed: '2025-03-03T12:00:00-06:00',
      modified: '2025-03-03T12:00:00-06:00',
      customer: { external_id: 'c-2' },
      fees: [{ sold_price_cents: 1000 }],
    };
    expect(await ingest(locationId, [earlier])).toMatchObject({ inserted: 1 });
    const { daily, customers: seen } = await figuresOf(ctx.deps, locationId);
    // Ben's first visit moves from the 4th to the 3rd.
    expect(daily.map((d) => [d.businessDate, d.newCustomersCount, d.visitorPrevDates])).toEqual([
      ['2025-03-03', 1, ['-infinity']],
      ['2025-03-04', 1, ['-infinity', '2025-03-03']], // Ana new; Ben back from the 3rd
      ['2025-03-05', 0, ['2025-03-04']],
    ]);
    expect(seen.find((c) => c.externalId === 'c-2')?.firstSeen?.toISOString()).toBe(
      '2025-03-03T18:00:00.000Z',
    );
  });

  it('reads a customer in full when the batch both moves and adds their ROs', async () => {
    const { locationId } = await seeded();
    // Ana had A (4th, 16:40) and C (5th, 10:15). The batch moves C to the 6th and adds H on the 5th.
    const movedC = {
      ...handMadeRo('ro-c'),
      closed: '2025-03-06T09:00:00-06:00',
      modified: '2025-03-06T09:01:00-06:00',
    };
    const addedH = {
      external_id: 'ro-h',
      order_number: '10238',
      status: 'CLOSED',
      opened: '2025-03-05T07:00:00-06:00',
      closed: '2025-03-05T08:00:00-06:00',
      modified: '2025-03-05T08:00:00-06:00',
      customer: { external_id: 'c-1' },
      fees: [{ sold_price_cents: 1000 }],
    };
    // A new RO of Ben, who nothing else of the batch touches: his last visit widens to it.
    const addedI = {
      ...addedH,
      external_id: 'ro-i',
      order_number: '10239',
      customer: { external_id: 'c-2' },
    };
    expect(await ingest(locationId, [movedC, addedH, addedI])).toMatchObject({ inserted: 2, updated: 1 });
    const { customers: seen } = await figuresOf(ctx.deps, locationId);
    const ends = (id: string) => {
      const c = seen.find((s) => s.externalId === id);
      return [c?.firstSeen?.toISOString(), c?.lastSeen?.toISOString()];
    };
    expect(ends('c-1')).toEqual([
      '2025-03-04T22:40:00.000Z', // A, 16:40−06:00
      '2025-03-06T15:00:00.000Z', // C moved out of H's reach: 09:00−06:00 on the 6th
    ]);
    expect(ends('c-2')).toEqual([
      '2025-03-05T05:30:00.000Z', // B, 23:30−06:00 on the 4th
      '2025-03-05T14:00:00.000Z', // I, 08:00−06:00 on the 5th
    ]);
  });

  it('keeps the new customers per month and source as first visits move and sources change', async () => {
    const { locationId } = await seeded();
    // Ana (Google) and Ben (no source) are new in March; Cara has no counted RO.
    expect((await figuresOf(ctx.deps, locationId)).newCustomerMonths).toEqual([
      { month: '2025-03-01', source: '', customers: 1 },
      { month: '2025-03-01', source: 'Google', customers: 1 },
    ]);
    const february = {
      external_id: 'ro-feb',
      order_number: '10199',
      status: 'CLOSED',
      opened: '2025-02-27T08:00:00-06:00',
      closed: '2025-02-27T12:00:00-06:00',
      modified: '2025-02-27T12:00:00-06:00',
      customer: { external_id: 'c-2', first_name: 'Ben', last_name: 'Kim', marketing_source: 'Radio' },
      fees: [{ sold_price_cents: 1000 }],
    };
    await ingest(locationId, [february]);
    // Ben is now new in February, under the source his newest RO sent; March keeps Ana only.
    const withFebruary = await figuresOf(ctx.deps, locationId);
    expect(withFebruary.newCustomerMonths).toEqual([
      { month: '2025-02-01', source: 'Radio', customers: 1 },
      { month: '2025-03-01', source: 'Google', customers: 1 },
    ]);
    // March's days were only relinked (Ben's 4th now follows the 27th), and its month row follows.
    expect(
      withFebruary.monthly.map((m) => [
        m.month,
        m.roCount,
        m.dayMask,
        m.newCustomersCount,
        m.visitorPrevDates,
      ]),
    ).toEqual([
      ['2025-02-01', 1, 2 ** 26, 1, ['-infinity']], // the 27th: bit 26
      ['2025-03-01', 3, 24, 1, ['-infinity', '2025-02-27', '2025-03-04']],
    ]);
    await ingest(locationId, [{ ...february, status: 'DELETED', modified: '2025-02-28T08:00:00-06:00' }]);
    // Without the February RO Ben is new in March again; his stored source stays Radio.
    const withoutFebruary = await figuresOf(ctx.deps, locationId);
    expect(withoutFebruary.monthly.map((m) => [m.month, m.newCustomersCount])).toEqual([['2025-03-01', 2]]);
    expect(withoutFebruary.newCustomerMonths).toEqual([
      { month: '2025-03-01', source: 'Google', customers: 1 },
      { month: '2025-03-01', source: 'Radio', customers: 1 },
    ]);
  });

  it('moves a returning customer to the new source in their first-visit month only', async () => {
    const { locationId } = await seeded();
    // Ana, new in March under Google, comes back in April and her RO now says Radio: her first
    // visit stays in March, where she now counts under Radio; April has no new customer.
    await ingest(locationId, [
      {
        external_id: 'ro-april',
        order_number: '10300',
        status: 'CLOSED',
        opened: '2025-04-08T08:00:00-05:00',
        closed: '2025-04-08T12:00:00-05:00',
        modified: '2025-04-08T12:00:00-05:00',
        customer: { external_id: 'c-1', first_name: 'Ana', last_name: 'Lopez', marketing_source: 'Radio' },
        fees: [{ sold_price_cents: 1000 }],
      },
    ]);
    expect((await figuresOf(ctx.deps, locationId)).newCustomerMonths).toEqual([
      { month: '2025-03-01', source: '', customers: 1 },
      { month: '2025-03-01', source: 'Radio', customers: 1 },
    ]);
  });

  it('keeps the yearly pair bounds when an earlier year changes', async () => {
    const { locationId, ids } = await seeded();
    const ana = ids.customer['c-1'];
    const pairs = async () =>
      (await figuresOf(ctx.deps, locationId)).yearly
        .filter((y) => y.customerId === ana)
        .map((y) => [y.year, y.boundCents, y.pairBoundCents]);
    expect(await pairs()).toEqual([[2025, 48800, 48800]]); // A 37300 + C 11500; no 2024
    const lastYear = {
      external_id: 'ro-2024',
      order_number: '10001',
      status: 'CLOSED',
      opened: '2024-06-03T08:00:00-05:00',
      closed: '2024-06-03T12:00:00-05:00',
      modified: '2024-06-03T12:00:00-05:00',
      customer: { external_id: 'c-1' },
      fees: [{ sold_price_cents: 2000 }],
    };
    await ingest(locationId, [lastYear]);
    // Only 2024 was touched, and the 2025 row's pair follows: 48800 + 2000.
    expect(await pairs()).toEqual([
      [2024, 2000, 2000],
      [2025, 48800, 50800],
    ]);
    await ingest(locationId, [{ ...lastYear, status: 'DELETED', modified: '2024-06-04T08:00:00-05:00' }]);
    expect(await pairs()).toEqual([[2025, 48800, 48800]]);
    // Both years in one batch: the 2025 pair takes the new 2024 bound, not the stored one.
    const thisYear = {
      ...lastYear,
      external_id: 'ro-2025',
      opened: '2025-07-01T08:00:00-05:00',
      closed: '2025-07-01T12:00:00-05:00',
      modified: '2025-07-01T12:00:00-05:00',
    };
    await ingest(locationId, [
      {
        ...lastYear,
        status: 'CLOSED',
        modified: '2024-06-05T08:00:00-05:00',
        fees: [{ sold_price_cents: 3000 }],
      },
      thisYear,
    ]);
    expect(await pairs()).toEqual([
      [2024, 3000, 3000],
      [2025, 50800, 53800], // 48800 + 2000; + 3000
    ]);
  });

  it('keeps the newest copy of an RO sent twice in one batch (the later one on a tie)', async () => {
    const locationId = await freshLocation(ctx.deps, partnerId);
    const copy = (id: string, modified: string, cents: number) => ({
      external_id: id,
      order_number: id,
      status: 'CLOSED',
      opened: '2025-03-04T08:00:00-06:00',
      closed: '2025-03-04T09:00:00-06:00',
      modified,
      customer: { external_id: 'c-9' },
      fees: [{ sold_price_cents: cents }],
    });
    const result = await ingest(locationId, [
      copy('x', '2025-03-04T10:00:00-06:00', 2000),
      copy('x', '2025-03-04T09:30:00-06:00', 3000),
      copy('y', '2025-03-04T10:00:00-06:00', 1000),
      copy('y', '2025-03-04T10:00:00-06:00', 4000),
    ]);
    expect(result).toEqual({ inserted: 2, updated: 0, skipped: 2, rejected: 0, rejections: [] });
    const { daily } = await figuresOf(ctx.deps, locationId);
    expect(daily[0]).toMatchObject({ roCount: 2, otherSoldCents: 6000 }); // x 2000 + y 4000
  });
});

describe('invalid repair orders', () => {
  it('stores the valid ROs and reports each bad one by index with the field', async () => {
    const locationId = await freshLocation(ctx.deps, partnerId);
    const valid = {
      external_id: 'ok',
      order_number: '1',
      status: 'CLOSED',
      opened: '2025-03-04T08:00:00-06:00',
      closed: '2025-03-04T12:00:00-06:00',
      customer: { external_id: 'c-1' },
      labor: [{ sold_price_cents: 1000 }],
    };
    const result = await ingest(locationId, [
      valid,
      { ...valid, external_id: 'negative', labor: [{ sold_price_cents: -5 }] },
      { ...valid, external_id: 'fraction', parts: [{ sold_price_cents: 100, cost_cents: 10.5 }] },
      { ...valid, external_id: 'no-close', closed: undefined },
      { ...valid, external_id: 'bad-date', opened: '2025-03-04 08:00' },
      { ...valid, external_id: 7, discount_cents: '10' },
      42,
    ]);
    expect(result).toEqual({
      inserted: 1,
      updated: 0,
      skipped: 0,
      rejected: 6,
      rejections: [
        { index: 1, external_id: 'negative', reason: 'labor[0].sold_price_cents: must not be negative' },
        { index: 2, external_id: 'fraction', reason: 'parts[0].cost_cents: must be a whole number' },
        { index: 3, external_id: 'no-close', reason: 'closed: is required when status is CLOSED' },
        {
          index: 4,
          external_id: 'bad-date',
          reason:
            'opened: must be an ISO 8601 date-time with seconds and an offset, e.g. 2025-03-04T16:40:00-06:00',
        },
        { index: 5, external_id: '7', reason: 'discount_cents: must be a number' },
        { index: 6, external_id: null, reason: 'repair order: must be an object' },
      ],
    });
    const { daily } = await figuresOf(ctx.deps, locationId);
    expect(daily).toMatchObject([
      { businessDate: '2025-03-04', roCount: 1, laborSoldCents: 1000, totalSoldCents: 1000 },
    ]);
  });

  it('drops a NUL byte from a text instead of failing the batch, and refuses sums beyond int4', async () => {
    const locationId = await freshLocation(ctx.deps, partnerId);
    const base = {
      order_number: '1',
      status: 'OPEN',
      opened: '2025-03-04T08:00:00-06:00',
      customer: { external_id: 'c-1', last_name: 'Lo\u0000pez' },
    };
    const big = { sold_price_cents: 2_000_000_000 };
    const result = await ingest(locationId, [
      { ...base, external_id: 'nul', labor: [{ description: 'Brake\u0000 pads' }] },
      { ...base, external_id: 'huge', labor: [big, big] },
    ]);
    expect(result).toMatchObject({
      inserted: 1,
      rejected: 1,
      rejections: [
        { index: 1, external_id: 'huge', reason: "labor_sold_cents: the repair order's total is too large" },
      ],
    });
    const [ro] = await ctx.deps.database.db
      .select()
      .from(repairOrders)
      .where(eq(repairOrders.locationId, locationId));
    const [line] = await storedLines(ro.id, 'labor');
    expect(line.description).toBe('Brake pads');
    const [customer] = await ctx.deps.database.db
      .select()
      .from(customers)
      .where(eq(customers.locationId, locationId));
    expect(customer.lastName).toBe('Lopez');
  });

  it('stores any text of a line as sent and reads it back in the order sent', async () => {
    const locationId = await freshLocation(ctx.deps, partnerId);
    // Each is a character the line's stored form (a composite literal in an array literal) has to
    // quote or escape, or a value it could confuse with NULL or an empty field.
    const texts = [
      'say "hi", ok',
      'back\\slash \\"',
      '(a,b)',
      '{x,y}',
      '  spaced  ',
      '',
      'NULL',
      'Ñandú ✓',
      'tab\there\nnew line',
    ];
    const labor = texts.map((description, i) => ({ description, sold_price_cents: 100 + i }));
    const parts = [
      { description: null, part_number: 'P"1\\', kind: 'tire', quantity: 2.5, sold_price_cents: 7 },
      { description: ')', part_number: '', sold_price_cents: 8 },
    ];
    const sublets = [{ description: 'Tow, 5 mi', sold_price_cents: 9, cost_cents: 4 }];
    const fees = [{ description: '"', sold_price_cents: 3 }];
    await ingest(locationId, [
      {
        external_id: 'texts',
        order_number: '7',
        status: 'OPEN',
        opened: '2025-03-04T08:00:00-06:00',
        customer: { external_id: 'c-1' },
        labor,
        parts,
        sublets,
        fees,
      },
    ]);
    const [ro] = await ctx.deps.database.db
      .select()
      .from(repairOrders)
      .where(eq(repairOrders.locationId, locationId));
    const detail = await loadDetail(ctx.deps, wholePartner(partnerId), eq(repairOrders.id, ro.id));
    expect(detail?.labor.map((l) => [l.line_no, l.description, l.sold_price_cents])).toEqual(
      texts.map((t, i) => [i + 1, t, 100 + i]),
    );
    expect(detail?.parts.map((p) => [p.line_no, p.description, p.part_number, p.kind, p.quantity])).toEqual([
      [1, null, 'P"1\\', 'tire', 2.5],
      [2, ')', '', 'part', 1],
    ]);
    expect(detail?.sublets).toEqual([
      { line_no: 1, description: 'Tow, 5 mi', sold_price_cents: 9, cost_cents: 4 },
    ]);
    expect(detail?.fees).toEqual([{ line_no: 1, description: '"', sold_price_cents: 3 }]);
  });

  it('rejects an unknown location', async () => {
    await expect(ingest(999_999, handMadeBatch())).rejects.toThrow('Location 999999 was not found.');
  });
});

describe('all or nothing', () => {
  it('leaves nothing behind when the batch fails half-way', async () => {
    const locationId = await freshLocation(ctx.deps, partnerId);
    const failing = ingestBatch(ctx.deps, { locationId, source: 'cli' }, handMadeBatch(), {
      afterRepairOrders: () => {
        throw new Error('simulated crash');
      },
    });
    await expect(failing).rejects.toThrow('simulated crash');
    const { db } = ctx.deps.database;
    expect(await db.select().from(repairOrders).where(eq(repairOrders.locationId, locationId))).toEqual([]);
    expect(await db.select().from(customers).where(eq(customers.locationId, locationId))).toEqual([]);
    expect(await db.select().from(employees).where(eq(employees.locationId, locationId))).toEqual([]);
    expect(await db.select().from(ingestBatches).where(eq(ingestBatches.locationId, locationId))).toEqual([]);
    expect(Object.values(await figuresOf(ctx.deps, locationId)).every((rows) => rows.length === 0)).toBe(
      true,
    );
    const [location] = await db.select().from(locations).where(eq(locations.id, locationId));
    expect(location.lastConfig).toBeNull();
  });

  it('keeps the previous version and figures when an update fails half-way', async () => {
    const { locationId, ids } = await seeded();
    const before = await figuresOf(ctx.deps, locationId);
    const newer = { ...handMadeRo('ro-c'), modified: '2025-03-07T00:00:00-06:00', labor: [] };
    await expect(
      ingestBatch(ctx.deps, { locationId, source: 'cli' }, [newer], {
        afterRepairOrders: () => Promise.reject(new Error('crash')),
      }),
    ).rejects.toThrow('crash');
    expect(await figuresOf(ctx.deps, locationId)).toEqual(before);
    expect(await storedLines(ids.ro['ro-c'], 'labor')).toHaveLength(1);
  });
});

describe('repair orders changed outside ingest', () => {
  // What the RO delete screen does with A: mark it deleted, then refresh the derived figures.
  const ownerDeletesA = (locationId: number, ids: Awaited<ReturnType<typeof idsOf>>) =>
    ctx.deps.database.db.transaction(async (tx) => {
      await tx
        .update(repairOrders)
        .set({ status: 'DELETED', deletedPreviousStatus: 'CLOSED' })
        .where(eq(repairOrders.id, ids.ro['ro-a']));
      await refreshDerived(tx, locationId, { dates: ['2025-03-04'], customerIds: [ids.customer['c-1']] });
    });

  it('keeps a shop owner’s delete when the source re-sends the RO, and refreshDerived recomputes', async () => {
    const { locationId, ids } = await seeded();
    const { db } = ctx.deps.database;
    await ownerDeletesA(locationId, ids);
    const afterDelete = await figuresOf(ctx.deps, locationId);
    expect(afterDelete.daily[0]).toMatchObject({
      businessDate: '2025-03-04',
      roCount: 1,
      totalSoldCents: 53000,
      newCustomersCount: 1,
    });

    const resent = { ...handMadeRo('ro-a'), modified: '2025-03-08T00:00:00-06:00', tax_cents: 0 };
    expect(await ingest(locationId, [resent])).toMatchObject({ updated: 1 });
    const [stored] = await db
      .select({
        status: repairOrders.status,
        previous: repairOrders.deletedPreviousStatus,
        tax: repairOrders.taxCents,
      })
      .from(repairOrders)
      .where(and(eq(repairOrders.locationId, locationId), eq(repairOrders.externalId, 'ro-a')));
    expect(stored).toEqual({ status: 'DELETED', previous: 'CLOSED', tax: 0 });
    expect(await figuresOf(ctx.deps, locationId)).toEqual(afterDelete);
  });

  it('rewrites a customer and a vehicle whose fields changed, and leaves unchanged ones as stored', async () => {
    const { locationId, ids } = await seeded();
    const { db } = ctx.deps.database;
    // xmin / xmax: the transaction that wrote the row version, and one that locked or replaced it.
    const versionOf = sql<string>`xmin::text || '/' || xmax::text`;
    const vehicleRow = async (externalId: string) =>
      (
        await db
          .select({
            id: vehicles.id,
            customerId: vehicles.customerId,
            model: vehicles.model,
            version: versionOf,
          })
          .from(vehicles)
          .where(and(eq(vehicles.locationId, locationId), eq(vehicles.externalId, externalId)))
      )[0];
    const customerRow = async (externalId: string) =>
      (
        await db
          .select({ id: customers.id, phones: customers.phoneNumbers, version: versionOf })
          .from(customers)
          .where(and(eq(customers.locationId, locationId), eq(customers.externalId, externalId)))
      )[0];
    const [civic, ben] = [await vehicleRow('v-77'), await customerRow('c-2')];

    // A again, its Civic now an Accord that Ben owns, and Ben with a new phone number.
    const resentA = {
      ...handMadeRo('ro-a'),
      modified: '2025-03-08T00:00:00-06:00',
      customer: { ...handMadeRo('ro-b').customer, phone_numbers: ['555-0199'] },
      vehicle: { external_id: 'v-77', year: 2017, make: 'Honda', model: 'Accord', vin: null },
    };
    expect(await ingest(locationId, [resentA])).toMatchObject({ updated: 1 });
    expect(await vehicleRow('v-77')).toMatchObject({
      id: civic.id,
      customerId: ids.customer['c-2'],
      model: 'Accord',
    });
    expect(await customerRow('c-2')).toMatchObject({ id: ben.id, phones: ['555-0199'] });

    // The same RO once more, nothing changed: both rows stay as they were, not even locked.
    const [accord, newBen] = [await vehicleRow('v-77'), await customerRow('c-2')];
    expect(await ingest(locationId, [{ ...resentA, modified: '2025-03-09T00:00:00-06:00' }])).toMatchObject({
      updated: 1,
    });
    expect(await vehicleRow('v-77')).toEqual(accord);
    expect(await customerRow('c-2')).toEqual(newBen);
  });

  it('gives a customer created by a re-sent RO the seen dates of the RO as stored', async () => {
    const { locationId, ids } = await seeded();
    await ownerDeletesA(locationId, ids);
    const afterDelete = await figuresOf(ctx.deps, locationId);
    // The source re-sends A, closed, under a customer it never sent: A stays deleted, so Dan, created
    // by this batch, has no closed RO, although the batch's copy of A is closed.
    const resentA = {
      ...handMadeRo('ro-a'),
      modified: '2025-03-08T00:00:00-06:00',
      customer: { external_id: 'c-9', first_name: 'Dan' },
    };
    expect(await ingest(locationId, [resentA])).toMatchObject({ updated: 1 });
    const afterResend = await figuresOf(ctx.deps, locationId);
    expect(afterResend.customers.find((c) => c.externalId === 'c-9')).toMatchObject({
      firstSeen: null,
      lastSeen: null,
      firstVisitDate: null,
    });
    expect(afterResend.daily).toEqual(afterDelete.daily);
    expect(afterResend.newCustomerMonths).toEqual(afterDelete.newCustomerMonths);

    // B, closed and stored, moves to Eve, whom this batch creates: she is first and last seen at
    // B's close, 23:30−06:00 on 4 March (5 March 05:30 UTC), her first visit.
    const movedB = {
      ...handMadeRo('ro-b'),
      modified: '2025-03-08T00:00:00-06:00',
      customer: { external_id: 'c-10' },
    };
    expect(await ingest(locationId, [movedB])).toMatchObject({ updated: 1 });
    const eve = (await figuresOf(ctx.deps, locationId)).customers.find((c) => c.externalId === 'c-10');
    expect([eve?.firstSeen?.toISOString(), eve?.lastSeen?.toISOString(), eve?.firstVisitDate]).toEqual([
      '2025-03-05T05:30:00.000Z',
      '2025-03-05T05:30:00.000Z',
      '2025-03-04',
    ]);
  });

  it('files a merged-away customer’s new RO under the customer it was merged into', async () => {
    const { locationId, ids } = await seeded();
    const { db } = ctx.deps.database;
    await db
      .update(customers)
      .set({ mergedIntoId: ids.customer['c-1'] })
      .where(eq(customers.id, ids.customer['c-3']));
    const closed = {
      ...handMadeRo('ro-e'),
      status: 'CLOSED',
      closed: '2025-03-05T18:00:00-06:00',
      modified: '2025-03-05T18:00:00-06:00',
    };
    await ingest(locationId, [closed]);
    const [ro] = await db
      .select({ customerId: repairOrders.customerId })
      .from(repairOrders)
      .where(eq(repairOrders.id, ids.ro['ro-e']));
    expect(ro.customerId).toBe(ids.customer['c-1']);
    const { visits } = await figuresOf(ctx.deps, locationId);
    // Ana on the 5th: C 11500 + E's tire 50000.
    expect(
      visits.find((v) => v.customerId === ids.customer['c-1'] && v.businessDate === '2025-03-05'),
    ).toMatchObject({ roCount: 2, totalSoldCents: 61500 });
  });
});
