import type { CategoryFigures, CategoryReportResult } from '@rlo/contract';
import { describe, expect, it } from 'vitest';
import { reportCall } from '../hooks/useCategoryReport';
import { categoryRows, employeeSales, isEmptyReport } from '../utils/rows';

const fig = (soldCents: number, costCents: number, totalSoldCents: number, hours = 0, elr = 0, totalProfitCents = 0): CategoryFigures => ({
  soldCents,
  costCents,
  profitCents: soldCents - costCents,
  totalSoldCents,
  totalProfitCents,
  totalSoldHours: hours,
  actualSoldHours: hours,
  effectiveLaborRate: elr,
});

const result: CategoryReportResult = {
  parts: { 1: fig(15000, 9000, 30000), 2: fig(20000, 12000, 59000) },
  labors: { 1: fig(15000, 4500, 30000, 1, 15000, 16500), 2: fig(39000, 12000, 59000, 2.5, 15600, 35000) },
  // The API's total row (it sums the categories; the rate is total labor ÷ total hours).
  total: { parts: fig(35000, 21000, 89000), labors: fig(54000, 16500, 89000, 3.5, 15429, 51500) },
  writerCategory: [
    { category: 1, writerId: 7, soldCents: 30000 },
    { category: 2, writerId: 7, soldCents: 9000 },
    { category: 2, writerId: 8, soldCents: 50000 },
  ],
  techCategory: [],
  writers: [],
  techs: [],
};

describe('category grid rows', () => {
  it('gives one row per asked category in the given order, and a total row of sums', () => {
    const rows = categoryRows(result, [{ id: 2, name: 'Engine' }, { id: 1, name: 'Brakes' }, { id: 3, name: 'Missing' }], 'Total');
    expect(rows.map((r) => r.name)).toEqual(['Engine', 'Brakes', 'Total']);
    expect(rows[0]).toMatchObject({ partsSoldCents: 20000, laborSoldCents: 39000, laborProfitCents: 27000, soldHours: 2.5, effectiveLaborRate: 15600, totalSoldCents: 59000 });
    expect(rows[0].totalProfitCents).toBe(35000);
    // The total row lays out the API's total; its rate stays off the row (shown "—").
    expect(rows[2]).toMatchObject({
      id: 'total', name: 'Total', partsSoldCents: 35000, partsProfitCents: 14000, laborSoldCents: 54000, laborProfitCents: 37500,
      soldHours: 3.5, totalSoldCents: 89000, totalProfitCents: 51500, effectiveLaborRate: null,
    });
    expect(isEmptyReport(rows)).toBe(false);
    expect(categoryRows(result, [], 'Total')).toEqual([]);
  });

  it('groups the writer entries by employee and category', () => {
    const sales = employeeSales(result, 'writer');
    expect(sales.get(7)?.get(2)).toBe(9000);
    expect(sales.get(8)?.get(2)).toBe(50000);
    expect(employeeSales(result, 'tech').size).toBe(0);
  });
});

describe('which report call', () => {
  const base = { locationId: 3, categoryType: 'sms' as const, categoryIds: [1, 2], employeeType: 'advisors' as const, employeeIds: [7], from: '2026-01-01', to: '2026-01-31' };
  it('uses sa-tech for chosen advisors on sms categories, the shop report otherwise', () => {
    expect(reportCall(base)).toEqual({
      saTech: true,
      body: { startDate: '2026-01-01T05:00:00.000Z', endDate: '2026-01-31T05:00:00.000Z', categoryIds: [1, 2], categoryType: 'sms', writerIds: [7], techIds: null },
    });
    expect(reportCall({ ...base, categoryType: 'dashboard' }).saTech).toBe(false);
    expect(reportCall({ ...base, employeeIds: null }).saTech).toBe(false);
    expect(reportCall({ ...base, employeeType: 'all' }).body.writerIds).toBeNull();
  });
});
