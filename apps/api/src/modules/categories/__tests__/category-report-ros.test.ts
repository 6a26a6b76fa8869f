// Category report: delete / restore, hidden employees, the RO drill-down, validation and tenancy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { createLocation, createVerifiedOwner } from '../../accounts/service';
import { setupCategoryFixture, type CategoryFixture } from './category-report-setup';

let f: CategoryFixture;
beforeAll(async () => {
  f = await setupCategoryFixture();
});
afterAll(() => f.ctx.close());

const range = { startDate: '2026-03-01', endDate: '2026-03-04' };
const report = async (body: object = {}) => {
  const res = await f.send('POST', `/category/${f.partnerId}/category-report/${f.loc}`, { ...range, categoryIds: [f.cat.Brakes], categoryType: 'sms', ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const ros = (query: Record<string, string | number>) => {
  const q = new URLSearchParams({ partnerIds: String(f.partnerId), locationIds: String(f.loc), ...range, ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
  return f.send('GET', `/category/repair_order?${q}`);
};
const numbers = (res: Awaited<ReturnType<typeof ros>>) => res.json().items.map((r: { order_number: string }) => r.order_number);

describe('the report follows deletes and restores', () => {
  it('drops a deleted RO from the figures and brings a restored one back', async () => {
    // Brakes labor: R1 only (15000); parts R1 10000 + R3 5000 = 15000; W1 30000; T1 30000.
    expect((await report()).labors[f.cat.Brakes].soldCents).toBe(15000);
    expect((await f.send('DELETE', `/repair-order/update/${f.ro.r1}?orderStatus=DELETED`)).statusCode).toBe(200);
    const without = await report();
    // Without R1: no Brakes labor, parts R3 5000/3000; W1 and T1 keep R3's part 5000.
    expect(without.labors[f.cat.Brakes]).toMatchObject({ soldCents: 0, totalSoldHours: 0, totalSoldCents: 5000 });
    expect(without.parts[f.cat.Brakes]).toMatchObject({ soldCents: 5000, costCents: 3000, profitCents: 2000 });
    expect(without.writerCategory).toEqual([{ category: f.cat.Brakes, writerId: f.emp.w1, soldCents: 5000 }]);
    expect(without.techCategory).toEqual([{ category: f.cat.Brakes, techId: f.emp.t1, soldCents: 5000 }]);
    expect(numbers(await ros({ categoryId: f.cat.Brakes }))).toEqual(['C-3']);

    expect((await f.send('DELETE', `/repair-order/update/${f.ro.r1}?orderStatus=CLOSED`)).statusCode).toBe(200);
    const back = await report();
    expect(back.labors[f.cat.Brakes]).toMatchObject({ soldCents: 15000, totalSoldHours: 1, totalSoldCents: 30000 });
    expect(back.writerCategory).toEqual([{ category: f.cat.Brakes, writerId: f.emp.w1, soldCents: 30000 }]);
  });

  it('leaves hidden employees out of the entries and lists, not out of the totals', async () => {
    const { db } = f.ctx.deps.database;
    await db.update(schema.employees).set({ hide: true }).where(eq(schema.employees.id, f.emp.t1));
    const body = await report();
    expect(body.techCategory).toEqual([]);
    expect(body.techs.map((t: { id: number }) => t.id)).toEqual([f.emp.t2]);
    expect(body.labors[f.cat.Brakes].soldCents).toBe(15000);
    await db.update(schema.employees).set({ hide: false }).where(eq(schema.employees.id, f.emp.t1));
  });
});

describe('GET /category/repair_order', () => {
  it('pages the counted ROs with a line of the category, newest first', async () => {
    // Brakes lines in the range: R1 (03-02) and R3 (03-03); R4 is OPEN, R5 (02-20) outside.
    const res = await ros({ categoryId: f.cat.Brakes });
    expect(res.statusCode, res.body).toBe(200);
    expect(numbers(res)).toEqual(['C-3', 'C-1']);
    expect(res.json().total).toBe(2);
    const page2 = await ros({ categoryId: f.cat.Brakes, pageSize: 1, pageNum: 2 });
    expect([numbers(page2), page2.json().total]).toEqual([['C-1'], 2]);
    // Advisor: R1 and R3 are W1's, none is W2's in the range.
    expect(numbers(await ros({ categoryId: f.cat.Brakes, writerId: f.emp.w1 }))).toEqual(['C-3', 'C-1']);
    expect(numbers(await ros({ categoryId: f.cat.Brakes, writerId: f.emp.w2 }))).toEqual([]);
    // Technician: T2 worked R1's Engine labor and is primary on R2 (Engine part); T1 has no Engine line.
    expect(numbers(await ros({ categoryId: f.cat.Engine, techId: f.emp.t2 }))).toEqual(['C-2', 'C-1']);
    expect(numbers(await ros({ categoryId: f.cat.Engine, techId: f.emp.t1 }))).toEqual([]);
    // A 7-day range (02-24 .. 03-03) is allowed: it still leaves R5 (02-20) out.
    expect(numbers(await ros({ categoryId: f.cat.Brakes, startDate: '2026-02-24', endDate: '2026-03-03' }))).toEqual(['C-3', 'C-1']);
    expect(numbers(await ros({ categoryId: f.cat.Brakes, startDate: '2026-02-20', endDate: '2026-02-20' }))).toEqual(['C-5']);
  });

  it('reads a dashboard category through the mapping', async () => {
    await f.send('POST', `/category/${f.partnerId}/save-mapped-category/${f.loc}`, { dashboardCategoryId: f.dash.Maintenance, mappedCategory: String(f.cat['Oil & Lube']) });
    // Oil & Lube lines: R1 (tire) and R3.
    expect(numbers(await ros({ dashboardCategoryId: f.dash.Maintenance }))).toEqual(['C-3', 'C-1']);
    expect(numbers(await ros({ dashboardCategoryId: f.dash.Exhaust }))).toEqual([]);
  });

  it('refuses more than 7 days, bad input and other partners', async () => {
    const long = await ros({ categoryId: f.cat.Brakes, startDate: '2026-02-24', endDate: '2026-03-04' }); // 8 days
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('at most 7 days');
    expect((await ros({})).statusCode).toBe(400); // neither categoryId nor dashboardCategoryId
    expect((await ros({ categoryId: f.cat.Brakes, dashboardCategoryId: f.dash.Brakes })).statusCode).toBe(400);
    expect((await ros({ categoryId: -1 })).statusCode).toBe(400);
    expect((await ros({ categoryId: f.cat.Brakes, locationIds: 'north' })).statusCode).toBe(400);
    expect((await ros({ categoryId: f.cat.Brakes, startDate: '2026-03-04', endDate: '2026-03-01' })).statusCode).toBe(400);

    const other = await createVerifiedOwner(f.ctx.deps, { businessName: 'Other Garage', email: 'other@garage.test', password: 'secret1' });
    const foreign = (await createLocation(f.ctx.deps, { partnerId: other.partnerId, name: 'Theirs' })).locationId;
    expect((await ros({ categoryId: f.cat.Brakes, partnerIds: other.partnerId })).statusCode).toBe(403);
    expect((await ros({ categoryId: f.cat.Brakes, partnerIds: `${f.partnerId},${other.partnerId}` })).statusCode).toBe(403);
    expect((await ros({ categoryId: f.cat.Brakes, locationIds: `${f.loc},${foreign}` })).statusCode).toBe(404);
    const body = { ...range, categoryIds: [f.cat.Brakes], categoryType: 'sms' };
    expect((await f.send('POST', `/category/${other.partnerId}/category-report/${f.loc}`, body)).statusCode).toBe(403);
    expect((await f.send('POST', `/category/${f.partnerId}/category-report/${foreign}`, body)).statusCode).toBe(404);
    expect((await f.send('POST', `/category/${f.partnerId}/category-report-sa-tech/${foreign}`, { ...body, writerIds: [f.emp.w1] })).statusCode).toBe(404);
  });
});

describe('category report body validation', () => {
  it.each([
    ['an unknown categoryType', { categoryType: 'shop' }],
    ['no categoryIds', { categoryIds: undefined }],
    ['a text id', { categoryIds: ['12'] }],
    ['an end before the start', { startDate: '2026-03-04', endDate: '2026-03-01' }],
    ['a date that is not one', { startDate: '2026-02-30' }],
    ['an unknown field', { locationId: 5 }],
  ])('answers 400 with field errors to %s', async (_, change) => {
    const res = await f.send('POST', `/category/${f.partnerId}/category-report/${f.loc}`, { ...range, categoryIds: [f.cat.Brakes], categoryType: 'sms', ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, title: '400 - Bad Request' });
    expect(res.json().errors.length).toBeGreaterThan(0);
  });
});
