// Category report over the hand-made dataset of category-report-data.ts; range 2026-03-01 .. 2026-03-04.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupCategoryFixture, type CategoryFixture } from './category-report-setup';

let f: CategoryFixture;
let partnerId: number;
let loc: number;
let cat: Record<string, number>;
let emp: Record<string, number>;
let dash: Record<string, number>;
beforeAll(async () => {
  f = await setupCategoryFixture();
  ({ partnerId, loc, cat, emp, dash } = f);
});
afterAll(() => f.ctx.close());

const send: CategoryFixture['send'] = (...args) => f.send(...args);
const range = { startDate: '2026-03-01', endDate: '2026-03-04' };
const report = (body: object, path = 'category-report') => send('POST', `/category/${partnerId}/${path}/${loc}`, { ...range, ...body });
const smsIds = () => [cat.Brakes, cat.Engine, cat['Oil & Lube']];
const zero = { soldCents: 0, costCents: 0, profitCents: 0, totalSoldCents: 0, totalProfitCents: 0, totalSoldHours: 0, actualSoldHours: 0, effectiveLaborRate: 0 };
/** A parts entry: parts have no hours and no labor rate. */
const partsOf = (soldCents: number, costCents: number, profitCents: number, totalSoldCents: number, totalProfitCents: number) => ({
  ...zero, soldCents, costCents, profitCents, totalSoldCents, totalProfitCents,
});

describe('category report: sms categories', () => {
  it('sums the parts and labor lines of each category from the counted ROs of the range', async () => {
    const res = await report({ categoryIds: smsIds(), categoryType: 'sms' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    // Brakes labor: R1 15000 sold, 4500 cost, 3600 s sold, 3000 s actual (R4 is OPEN, R5 before the range).
    // Brakes parts: R1 10000/6000 + R3 5000/3000 = 15000/9000. Total sold 15000 + 15000 = 30000.
    // Total profit: parts 6000 + labor 10500 = 16500.
    expect(body.labors[cat.Brakes]).toEqual({
      soldCents: 15000, costCents: 4500, profitCents: 10500, totalSoldCents: 30000, totalProfitCents: 16500,
      totalSoldHours: 1, actualSoldHours: 3000 / 3600, effectiveLaborRate: 15000, // 15000 × 3600 / 3600
    });
    expect(body.parts[cat.Brakes]).toEqual(partsOf(15000, 9000, 6000, 30000, 16500));
    // Engine labor: R1 9000/3000 1800 s/2400 s + R2 30000/9000 7200 s/6000 s = 39000/12000, 9000 s, 8400 s.
    // ELR 39000 × 3600 / 9000 = 15600. Parts: R2 20000/12000. Total 39000 + 20000 = 59000.
    // Total profit 27000 + 8000 = 35000.
    expect(body.labors[cat.Engine]).toEqual({
      soldCents: 39000, costCents: 12000, profitCents: 27000, totalSoldCents: 59000, totalProfitCents: 35000,
      totalSoldHours: 2.5, actualSoldHours: 8400 / 3600, effectiveLaborRate: 15600,
    });
    expect(body.parts[cat.Engine]).toEqual(partsOf(20000, 12000, 8000, 59000, 35000));
    // Oil & Lube labor: R3 4000/1000, 900 s, 600 s; ELR 4000 × 3600 / 900 = 16000.
    // Parts: R1 tire 4000/2500 + R3 3000/1500 = 7000/4000. Total 4000 + 7000 = 11000.
    // Total profit 3000 + 3000 = 6000.
    expect(body.labors[cat['Oil & Lube']]).toEqual({
      soldCents: 4000, costCents: 1000, profitCents: 3000, totalSoldCents: 11000, totalProfitCents: 6000,
      totalSoldHours: 0.25, actualSoldHours: 600 / 3600, effectiveLaborRate: 16000,
    });
    expect(body.parts[cat['Oil & Lube']]).toEqual(partsOf(7000, 4000, 3000, 11000, 6000));
    // The total row: the three categories' sums together. Parts 15000 + 20000 + 7000 = 42000 sold,
    // 9000 + 12000 + 4000 = 25000 cost. Labor 15000 + 39000 + 4000 = 58000 sold, 4500 + 12000 + 1000 =
    // 17500 cost, 3600 + 9000 + 900 = 13500 s sold (3.75 h), 3000 + 8400 + 600 = 12000 s actual; its rate
    // is 58000 × 3600 / 13500 = 15466.67 → 15467 (not a sum of rates). Sold 42000 + 58000 = 100000;
    // profit 17000 + 40500 = 57500.
    expect(body.total).toEqual({
      parts: partsOf(42000, 25000, 17000, 100000, 57500),
      labors: {
        soldCents: 58000, costCents: 17500, profitCents: 40500, totalSoldCents: 100000, totalProfitCents: 57500,
        totalSoldHours: 3.75, actualSoldHours: 12000 / 3600, effectiveLaborRate: 15467,
      },
    });
    // W1 wrote R1 and R3: Brakes 15000 + 10000 + 5000 = 30000; Engine 9000; Oil 4000 + 4000 + 3000 = 11000.
    // W2 wrote R2: Engine 30000 + 20000 = 50000.
    expect(body.writerCategory).toEqual([
      { category: cat.Brakes, writerId: emp.w1, soldCents: 30000 },
      { category: cat.Engine, writerId: emp.w1, soldCents: 9000 },
      { category: cat.Engine, writerId: emp.w2, soldCents: 50000 },
      { category: cat['Oil & Lube'], writerId: emp.w1, soldCents: 11000 },
    ].sort((a, b) => a.category - b.category || a.writerId - b.writerId));
    // T1: labor worked (R1 Brakes 15000, R3 Oil 4000) + parts of the ROs T1 is primary on (R1, R3):
    // Brakes 15000 + 10000 + 5000 = 30000; Oil 4000 + 4000 + 3000 = 11000.
    // T2: labor R1 Engine 9000 + R2 Engine 30000 + parts of R2 20000 = 59000.
    expect(body.techCategory).toEqual([
      { category: cat.Brakes, techId: emp.t1, soldCents: 30000 },
      { category: cat.Engine, techId: emp.t2, soldCents: 59000 },
      { category: cat['Oil & Lube'], techId: emp.t1, soldCents: 11000 },
    ].sort((a, b) => a.category - b.category || a.techId - b.techId));
    expect(body.writers.map((w: { fullName: string }) => w.fullName)).toEqual(['Walt Writer', 'Wendy Writer']);
    expect(body.techs.map((t: { fullName: string }) => t.fullName)).toEqual(['Tara Tech', 'Tom Tech']);
  });

  it('leaves -1 and unknown ids out, and narrows the employee entries to writerIds / techIds', async () => {
    const body = (await report({ categoryIds: [-1, cat.Brakes, 999_999], categoryType: 'sms', writerIds: [emp.w2], techIds: [emp.t1] })).json();
    expect(Object.keys(body.labors)).toEqual([String(cat.Brakes)]);
    expect(Object.keys(body.parts)).toEqual([String(cat.Brakes)]);
    // The maps stay the shop's (Brakes labor 15000); W2 has no Brakes line in the range (R5 is 2026-02-20).
    expect(body.labors[cat.Brakes].soldCents).toBe(15000);
    expect(body.writerCategory).toEqual([]);
    expect(body.techCategory).toEqual([{ category: cat.Brakes, techId: emp.t1, soldCents: 30000 }]);
    // Only -1: nothing is reported.
    expect((await report({ categoryIds: [-1], categoryType: 'sms' })).json()).toMatchObject({ parts: {}, labors: {}, writerCategory: [], techCategory: [] });
  });

  it('counts R5 once the range reaches 2026-02-20', async () => {
    const body = (await report({ categoryIds: [cat.Brakes], categoryType: 'sms', startDate: '2026-02-01' })).json();
    // Brakes labor 15000 + R5 50000 = 65000, 3600 + 3600 = 7200 s: ELR 65000 × 3600 / 7200 = 32500.
    expect(body.labors[cat.Brakes]).toMatchObject({ soldCents: 65000, costCents: 14500, totalSoldHours: 2, effectiveLaborRate: 32500, totalSoldCents: 80000 });
  });
});

describe('category report: advisors and technicians (sa-tech)', () => {
  it('restricts the maps to the lines of the given advisors', async () => {
    const body = (await report({ categoryIds: smsIds(), categoryType: 'sms', writerIds: [emp.w1] }, 'category-report-sa-tech')).json();
    // W1's Engine: only R1's labor line 9000/3000, 1800 s/2400 s; ELR 9000 × 3600 / 1800 = 18000. No Engine part (R2 is W2's).
    expect(body.labors[cat.Engine]).toEqual({
      soldCents: 9000, costCents: 3000, profitCents: 6000, totalSoldCents: 9000, totalProfitCents: 6000,
      totalSoldHours: 0.5, actualSoldHours: 2400 / 3600, effectiveLaborRate: 18000,
    });
    expect(body.parts[cat.Engine]).toEqual(partsOf(0, 0, 0, 9000, 6000));
    // Brakes is all W1's: as the shop's.
    expect(body.parts[cat.Brakes]).toEqual(partsOf(15000, 9000, 6000, 30000, 16500));
    expect(body.writerCategory.map((e: { writerId: number }) => e.writerId)).toEqual([emp.w1, emp.w1, emp.w1]);
    expect(body.techCategory).toEqual([]);
  });

  it('restricts the maps to the lines of the given technicians', async () => {
    const body = (await report({ categoryIds: smsIds(), categoryType: 'sms', techIds: [emp.t2] }, 'category-report-sa-tech')).json();
    // T2 worked both Engine labor lines (39000) and is primary on R2 (Engine part 20000); no Brakes line.
    expect(body.labors[cat.Engine]).toMatchObject({ soldCents: 39000, totalSoldCents: 59000, effectiveLaborRate: 15600 });
    expect(body.parts[cat.Engine]).toEqual(partsOf(20000, 12000, 8000, 59000, 35000));
    expect(body.labors[cat.Brakes]).toEqual(zero);
    expect(body.parts[cat.Brakes]).toEqual(zero);
    expect(body.writerCategory).toEqual([]);
  });

  it('is sms only and needs writerIds or techIds', async () => {
    const path = 'category-report-sa-tech';
    expect((await report({ categoryIds: smsIds(), categoryType: 'dashboard', writerIds: [emp.w1] }, path)).statusCode).toBe(400);
    expect((await report({ categoryIds: smsIds(), categoryType: 'sms' }, path)).statusCode).toBe(400);
    expect((await report({ categoryIds: smsIds(), categoryType: 'sms', writerIds: [emp.w1], techIds: [emp.t1] }, path)).statusCode).toBe(400);
  });
});

describe('category report: dashboard categories', () => {
  it('sums the sms categories mapped onto each dashboard category', async () => {
    const save = (dashboardCategoryId: number, ids: number[]) =>
      send('POST', `/category/${partnerId}/save-mapped-category/${loc}`, { dashboardCategoryId, mappedCategory: ids.join(',') });
    expect((await save(dash.Brakes, [cat.Brakes, cat['Oil & Lube']])).statusCode).toBe(200);
    expect((await save(dash.Engine, [cat.Engine])).statusCode).toBe(200);
    const body = (await report({ categoryIds: [dash.Brakes, dash.Engine, dash.Tires], categoryType: 'dashboard' })).json();
    // Brakes = sms Brakes + Oil & Lube. Labor 15000 + 4000 = 19000, cost 4500 + 1000 = 5500, 3600 + 900 = 4500 s,
    // 3000 + 600 = 3600 s actual; ELR 19000 × 3600 / 4500 = 15200. Parts 15000 + 7000 = 22000 / 9000 + 4000 = 13000.
    // Total 19000 + 22000 = 41000.
    // Total profit 13500 + 9000 = 22500.
    expect(body.labors[dash.Brakes]).toEqual({
      soldCents: 19000, costCents: 5500, profitCents: 13500, totalSoldCents: 41000, totalProfitCents: 22500,
      totalSoldHours: 1.25, actualSoldHours: 1, effectiveLaborRate: 15200,
    });
    expect(body.parts[dash.Brakes]).toEqual(partsOf(22000, 13000, 9000, 41000, 22500));
    expect(body.parts[dash.Engine]).toEqual(partsOf(20000, 12000, 8000, 59000, 35000));
    // The total row sums the dashboard categories (Tires adds nothing): sold 41000 + 59000 = 100000.
    expect(body.total.labors).toMatchObject({ soldCents: 58000, totalSoldCents: 100000, totalProfitCents: 57500, effectiveLaborRate: 15467 });
    // Tires has nothing mapped here: reported as zeros.
    expect(body.labors[dash.Tires]).toEqual(zero);
    // W1: Brakes 30000 + Oil 11000 = 41000; Engine 9000. W2: Engine 50000.
    expect(body.writerCategory).toEqual(
      [
        { category: dash.Brakes, writerId: emp.w1, soldCents: 41000 },
        { category: dash.Engine, writerId: emp.w1, soldCents: 9000 },
        { category: dash.Engine, writerId: emp.w2, soldCents: 50000 },
      ].sort((a, b) => a.category - b.category || a.writerId - b.writerId),
    );
  });
});
